import { Hono } from 'hono';
import { z } from 'zod';
import { latestTodayIso, paperAward, paperAwardSchema, UPLOAD_KINDS, UPLOAD_LIMIT_BYTES, type PaperAwardAnswer, type UploadAnswer } from '../../../src/contracts/forms/paper-award.ts';
import type { AppDeps } from '../../deps.ts';
import { HttpError } from '../../http/errors.ts';
import { requestLang } from '../../http/request-lang.ts';
import { ok } from '../../http/respond.ts';
import { sendStored } from '../../mail/outbox.ts';
import { hit, type Limit } from '../../security/rate-limit.ts';
import { optionalUser } from '../account/current-user.ts';
import { ipOf } from '../../http/client.ts';
import { storePaperAward } from './paper-award.queries.ts';
import { MULTIPART_OVERHEAD_BYTES, storeUpload, uploadError } from './uploads.ts';
import { readBodyCapped } from '../../http/read-body-capped.ts';
import { fieldError, readBody, readQuery } from '../../http/validate.ts';

/**
 * Uploads per client address: one application needs 3 files, so 30 an hour leaves room for retries and
 * several applicants behind one campus address while stopping a script from filling the disk.
 */
export const UPLOAD_IP_LIMIT: Limit = { max: 30, windowMs: 60 * 60_000 };

const awardQuery = z.object({ influenceFactor: z.coerce.number().positive().max(1000) });
/** The kind of an upload, required in the query: it sets the size cap before any byte is read. */
const uploadQuery = z.object({ kind: z.enum(UPLOAD_KINDS, { error: 'paper-award:errors.uploadKind' }) });

/**
 * The paper award: the award table as the server computes it, file uploads (ID photos,
 * paper) and the application. Uploaded files are never served back: there is no GET route for them.
 */
export function paperAwardRoutes(deps: AppDeps) {
  const { db, log, now } = deps;
  return new Hono()
    .get('/paper_reward/award', (c) => {
      const { influenceFactor } = readQuery(c, awardQuery);
      return ok(c, paperAward(influenceFactor));
    })
    .post('/paper_reward/upload', async (c) => {
      const lang = requestLang(c);
      if (!deps.uploadsDir) throw new HttpError('E0503');
      await hit(db, `upload:ip:${ipOf(deps, c)}`, UPLOAD_IP_LIMIT, now());
      if (!/^multipart\/form-data;/i.test(c.req.header('content-type') ?? '')) throw uploadError(lang, 'E0400', 'uploadMissing');
      // The kind is required in the query string: it sets the size cap (5 MB photo, 20 MB paper) before any
      // byte is read. A form field may repeat it, but not contradict it.
      const { kind } = readQuery(c, uploadQuery);
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
      return ok(c, answer);
    })
    .post('/paper_reward', async (c) => {
      const lang = requestLang(c);
      const form = await readBody(c, paperAwardSchema(lang, latestTodayIso(now())), { submission: true });
      const user = await optionalUser(deps, c);
      const stored = await storePaperAward(deps, c, lang, form, user?.userId ?? null);
      log.info('paper award stored', { id: stored.id, duplicate: stored.duplicate, counts: stored.counts });
      // The staff notice goes out after the commit; the answer does not wait for the mail server.
      if (stored.noticeId) void sendStored(deps, stored.noticeId);
      const answer: PaperAwardAnswer = { id: stored.id, award: stored.award, counts: stored.counts };
      return ok(c, answer);
    });
}
