import { paperAwardAmount, paperAwardApply, paperAwardUpload } from '../../../src/contracts/endpoints/paper-award.ts';
import { paperAward, UPLOAD_LIMIT_BYTES, uploadQuerySchema, type PaperAwardAnswer, type UploadAnswer } from '../../../src/contracts/forms/paper-award.ts';
import type { AppDeps } from '../../deps.ts';
import { route, type Route } from '../../http/endpoint-route.ts';
import { HttpError } from '../../http/errors.ts';
import { requestLang } from '../../http/request-lang.ts';
import { sendStored } from '../../mail/outbox.ts';
import { hit, type Limit } from '../../security/rate-limit.ts';
import { optionalUser } from '../account/current-user.ts';
import { ipOf } from '../../http/client.ts';
import { storePaperAward } from './paper-award.queries.ts';
import { MULTIPART_OVERHEAD_BYTES, storeUpload, uploadError } from './uploads.ts';
import { readBodyCapped } from '../../http/read-body-capped.ts';
import { fieldError, readQuery } from '../../http/validate.ts';

/**
 * Uploads per client address: one application needs 3 files, so 30 an hour leaves room for retries and
 * several applicants behind one campus address while stopping a script from filling the disk.
 */
export const UPLOAD_IP_LIMIT: Limit = { max: 30, windowMs: 60 * 60_000 };

/**
 * The paper award: the award table as the server computes it, file uploads (ID photos,
 * paper) and the application. Uploaded files are never served back: there is no GET route for them.
 */
export function paperAwardRoutes(deps: AppDeps): Route[] {
  const { db, log, now } = deps;
  return [
    route(paperAwardAmount, (_c, { query: { influenceFactor } }) => paperAward(influenceFactor)),
    // The upload declares no query: its `kind` is read after the attempt is counted and the content type checked.
    route(paperAwardUpload, async (c) => {
      const lang = requestLang(c);
      if (!deps.uploadsDir) throw new HttpError('E0503');
      await hit(db, `upload:ip:${ipOf(deps, c)}`, UPLOAD_IP_LIMIT, now());
      if (!/^multipart\/form-data;/i.test(c.req.header('content-type') ?? '')) throw uploadError(lang, 'E0400', 'uploadMissing');
      // The kind is required in the query string: it sets the size cap (5 MB photo, 20 MB paper) before any
      // byte is read. A form field may repeat it, but not contradict it.
      const { kind } = readQuery(c, uploadQuerySchema);
      const body = await readBodyCapped(c, UPLOAD_LIMIT_BYTES[kind] + MULTIPART_OVERHEAD_BYTES, () => uploadError(lang, 'E0413', 'uploadTooLarge', kind));
      const form = await new Response(body, { headers: { 'content-type': c.req.header('content-type')! } }).formData().catch(() => {
        throw uploadError(lang, 'E0400', 'uploadMissing');
      });
      if (form.has('kind') && form.get('kind') !== kind) {
        throw fieldError(c, 'kind', 'paper-award:errors.uploadKind');
      }
      const file = form.get('file');
      if (!(file instanceof File)) throw uploadError(lang, 'E0400', 'uploadMissing', kind);
      const { token } = await storeUpload(db, deps.uploadsDir, lang, { kind, bytes: new Uint8Array(await file.arrayBuffer()), originalName: file.name });
      log.info('upload stored', { kind, bytes: file.size });
      const answer: UploadAnswer = { token, kind };
      return answer;
    }),
    // The body is read with the page's schema of the request's language and day (the declaration's `bodyIn`).
    route(paperAwardApply, async (c, { body: form }) => {
      const lang = requestLang(c);
      const user = await optionalUser(deps, c);
      const stored = await storePaperAward(deps, c, lang, form, user?.userId ?? null);
      log.info('paper award stored', { id: stored.id, duplicate: stored.duplicate, counts: stored.counts });
      // The staff notice goes out after the commit; the answer does not wait for the mail server.
      if (stored.noticeId) void sendStored(deps, stored.noticeId);
      const answer: PaperAwardAnswer = { id: stored.id, award: stored.award, counts: stored.counts };
      return answer;
    }),
  ];
}
