import type { z } from 'zod';
import { translate } from '../../../src/i18n/create.ts';
import { HttpError } from '../errors.ts';
import { requestLang } from '../request-lang.ts';
import { check, fieldError } from '../validate.ts';
import { readBodyCapped } from '../read-body-capped.ts';
import type { AdminContext } from './admin-route.ts';

const MB = 1024 * 1024;
/** Room for the multipart form's boundaries and text fields around the file. */
const FORM_OVERHEAD_BYTES = 64 * 1024;

/** A back-office upload form: its text `fields` (checked by `schema`), the file's cap, and where its messages live. */
export interface UploadForm<S extends z.ZodType> {
  schema: S;
  fields: readonly string[];
  maxMb: number;
  /** The locale keys' prefix, holding `fileRequired` and `fileTooLarge` (with `{{max}}` megabytes). */
  errors: `admin:${string}.errors`;
}

/**
 * The multipart form of an upload: its text fields, checked by the contract, and the `file`'s bytes. The body
 * is read with a cap, so an oversized upload is refused (413) without being held in memory.
 */
export async function readUploadForm<S extends z.ZodType>(c: AdminContext, form: UploadForm<S>): Promise<{ input: z.output<S>; bytes: Uint8Array }> {
  const required = () => fieldError(c, 'file', `${form.errors}.fileRequired`);
  const tooLarge = () => new HttpError('E0413', [{ field: 'file', message: translate(requestLang(c), `${form.errors}.fileTooLarge`, { max: form.maxMb }) }]);
  const type = c.req.header('content-type') ?? '';
  if (!/^multipart\/form-data;/i.test(type)) throw required();
  const body = await readBodyCapped(c, form.maxMb * MB + FORM_OVERHEAD_BYTES, tooLarge);
  const data = await new Response(body, { headers: { 'content-type': type } }).formData().catch(() => {
    throw required();
  });
  const text = (name: string) => {
    const v = data.get(name);
    return typeof v === 'string' ? v : undefined;
  };
  const input = check(c, form.schema, Object.fromEntries(form.fields.map((name) => [name, text(name)])));
  const file = data.get('file');
  if (!(file instanceof File) || file.size === 0) throw required();
  if (file.size > form.maxMb * MB) throw tooLarge();
  return { input, bytes: new Uint8Array(await file.arrayBuffer()) };
}
