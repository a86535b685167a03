import { createHash, randomBytes } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { UPLOAD_LIMIT_BYTES, type UploadKind } from '../../../src/contracts/forms/paper-award.ts';
import type { Lang } from '../../../src/contracts/lang.ts';
import { translate } from '../../../src/i18n/create.ts';
import type { Db } from '../../db/client.ts';
import { uploads } from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';
import { pdfContentProblem } from '../../security/pdf-content.ts';
import { ACCEPTED_MIME, detectFileType } from './file-type.ts';

/** Room for the multipart boundaries, part headers and the `kind` field around the file itself. */
export const MULTIPART_OVERHEAD_BYTES = 16 * 1024;

const MB = 1024 * 1024;

/** A 400/413/415 on the multipart `file` field, with the kind's name in the message. */
export function uploadError(lang: Lang, code: 'E0400' | 'E0413' | 'E0415', key: string, kind?: UploadKind): HttpError {
  const what = translate(lang, `paper-award:kinds.${kind ?? 'idPhoto'}`);
  const limit = kind ? UPLOAD_LIMIT_BYTES[kind] / MB : 0;
  return new HttpError(code, [{ field: 'file', message: translate(lang, `paper-award:errors.${key}`, { what, limit }) }]);
}

/** The browser's file name, for staff only: no folders, no control characters, at most 200 characters. */
export function cleanOriginalName(name: string): string {
  // eslint-disable-next-line no-control-regex
  const base = (name.split(/[\\/]/).pop() ?? '').normalize('NFC').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return base.slice(0, 200) || 'unnamed';
}

export interface StoreUploadInput {
  kind: UploadKind;
  bytes: Uint8Array;
  originalName: string;
}

/**
 * Checks the file by content and size, writes it under a random name in `dir` (never overwriting) and records
 * it; answers the random token the form will send. A failed insert removes the written file again.
 */
export async function storeUpload(db: Db, dir: string, lang: Lang, input: StoreUploadInput): Promise<{ token: string }> {
  const { kind, bytes } = input;
  if (bytes.byteLength === 0) throw uploadError(lang, 'E0400', 'uploadMissing', kind);
  if (bytes.byteLength > UPLOAD_LIMIT_BYTES[kind]) throw uploadError(lang, 'E0413', 'uploadTooLarge', kind);
  const type = detectFileType(bytes);
  if (!type || !ACCEPTED_MIME[kind].includes(type.mime)) throw uploadError(lang, 'E0415', kind === 'idPhoto' ? 'uploadTypeIdPhoto' : 'uploadTypePaper', kind);
  // A paper is opened by staff: one with active content (script, launch actions, embedded files) is refused, naming why.
  const problem = type.mime === 'application/pdf' ? await pdfContentProblem(bytes) : null;
  if (problem) {
    const what = translate(lang, `paper-award:kinds.${kind}`);
    const why = translate(lang, `paper-award:errors.pdfWhy.${problem}`);
    throw new HttpError('E0400', [{ field: 'file', message: translate(lang, 'paper-award:errors.uploadPdfUnsafe', { what, why }) }]);
  }

  // 16 random bytes name the file (hex, so no path characters can appear); the extension is the detected type's.
  const storedName = `${randomBytes(16).toString('hex')}${type.ext}`;
  const token = randomBytes(32).toString('base64url');
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const path = join(dir, storedName);
  await writeFile(path, bytes, { flag: 'wx', mode: 0o600 });
  try {
    await db.insert(uploads).values({
      token,
      kind,
      mime: type.mime,
      sizeBytes: bytes.byteLength,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      storedName,
      originalName: cleanOriginalName(input.originalName),
    });
  } catch (err) {
    await unlink(path).catch(() => undefined);
    throw err;
  }
  return { token };
}
