import type { Context } from 'hono';
import { HttpError } from '../../http/errors.ts';
import { fieldError } from '../../http/validate.ts';
import { readTable, type ReadTable } from './sheet-files.ts';

/** The largest file an import reads (20,000 rows of the full catalogue sheet are about 12 MB as CSV). */
export const MAX_IMPORT_MB = 32;

/** The uploaded file's bytes: a multipart form's `file` field, or the raw request body. */
export async function uploadedBytes(c: Context): Promise<{ bytes: Uint8Array; mapping: string | undefined }> {
  const length = Number(c.req.header('content-length') ?? 0);
  if (length > MAX_IMPORT_MB * 1024 * 1024) throw new HttpError('E0413');
  if ((c.req.header('content-type') ?? '').startsWith('multipart/form-data')) {
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const file = form.file;
    const mapping = typeof form.mapping === 'string' ? form.mapping : undefined;
    if (!(file instanceof Blob)) return { bytes: new Uint8Array(), mapping };
    return { bytes: new Uint8Array(await file.arrayBuffer()), mapping };
  }
  return { bytes: new Uint8Array(await c.req.arrayBuffer()), mapping: undefined };
}

/**
 * The table of an uploaded spreadsheet (XLSX or CSV): a missing, oversized, unreadable or empty file is a 400
 * naming the field `file`.
 */
export async function uploadedTable(c: Context, bytes: Uint8Array): Promise<ReadTable> {
  if (bytes.length === 0) throw fieldError(c, 'file', 'admin:sheet.fileRequired');
  if (bytes.length > MAX_IMPORT_MB * 1024 * 1024) throw fieldError(c, 'file', 'admin:sheet.fileTooLarge', { max: MAX_IMPORT_MB });
  const table = await readTable(bytes).catch(() => {
    throw fieldError(c, 'file', 'admin:sheet.fileUnreadable');
  });
  if (table.rows.length === 0) throw fieldError(c, 'file', 'admin:sheet.empty');
  return table;
}
