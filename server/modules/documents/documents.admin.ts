import { z } from 'zod';
import { adminDocumentQuerySchema, documentUploadSchema, MAX_DOCUMENT_MB } from '../../../src/contracts/documents.ts';
import type { AppDeps } from '../../deps.ts';
import { HttpError } from '../../http/errors.ts';
import { ok } from '../../http/respond.ts';
import { requestLang } from '../../http/request-lang.ts';
import { check, fieldError, readParams, readQuery } from '../../http/validate.ts';
import type { AdminContext, AdminRoute } from '../admin/admin-route.ts';
import { actorOf } from '../admin/staff-session.ts';
import { readBodyCapped } from '../paper-award/uploads.ts';
import { isReadablePdf } from './pdf-check.ts';
import { deleteDocument, saveDocument } from './documents.changes.ts';
import { adminDocumentPage } from './documents.queries.ts';
import { storeOf } from './serve-document.ts';
import { translate } from '../../../src/i18n/create.ts';

const MB = 1024 * 1024;
/** Room for the multipart form's boundaries and text fields around the file. */
const FORM_OVERHEAD_BYTES = 64 * 1024;
const idParams = z.object({ id: z.coerce.number({ error: 'validation:integer' }).int({ error: 'validation:integer' }).positive({ error: 'validation:integer' }).max(2_147_483_647, { error: 'validation:integer' }) });

const tooLarge = (c: AdminContext) => new HttpError('E0413', [{ field: 'file', message: translate(requestLang(c), 'admin:documents.errors.fileTooLarge', { max: MAX_DOCUMENT_MB }) }]);

/** The multipart form of an upload: its text fields (checked by the contract) and the file's bytes. */
async function readUpload(c: AdminContext) {
  if (!/^multipart\/form-data;/i.test(c.req.header('content-type') ?? '')) throw fieldError(c, 'file', 'admin:documents.errors.fileRequired');
  const body = await readBodyCapped(c, MAX_DOCUMENT_MB * MB + FORM_OVERHEAD_BYTES, () => tooLarge(c));
  const form = await new Response(body, { headers: { 'content-type': c.req.header('content-type')! } }).formData().catch(() => {
    throw fieldError(c, 'file', 'admin:documents.errors.fileRequired');
  });
  const text = (name: string) => {
    const v = form.get(name);
    return typeof v === 'string' ? v : undefined;
  };
  const input = check(c, documentUploadSchema, { catalogNumber: text('catalogNumber'), kind: text('kind'), lot: text('lot'), issuedOn: text('issuedOn'), lang: text('lang') });
  const file = form.get('file');
  if (!(file instanceof File) || file.size === 0) throw fieldError(c, 'file', 'admin:documents.errors.fileRequired');
  if (file.size > MAX_DOCUMENT_MB * MB) throw tooLarge(c);
  const bytes = new Uint8Array(await file.arrayBuffer());
  // By content only: the name and the browser's type say nothing (a renamed image is refused here).
  if (!(await isReadablePdf(bytes))) throw fieldError(c, 'file', 'admin:documents.errors.notPdf');
  return { input, bytes };
}

/**
 * Product documents in the back office (permission `catalogue`): the list, an upload (multipart: `file`
 * plus catalogNumber, kind, lot, issuedOn, lang) checked by content and size, and a delete; each change
 * writes one audit row (entity `document`) in its transaction.
 */
export function documentsAdminRoutes(deps: AppDeps): AdminRoute[] {
  const { db } = deps;
  const changeDeps = () => ({ ...deps, store: storeOf(deps) });
  return [
    { method: 'GET', path: '/documents', permission: 'catalogue', handler: async (c) => ok(c, await adminDocumentPage(db, readQuery(c, adminDocumentQuerySchema))) },
    {
      method: 'POST',
      path: '/documents',
      permission: 'catalogue',
      handler: async (c) => {
        const { input, bytes } = await readUpload(c);
        return ok(c, await saveDocument(changeDeps(), actorOf(deps, c), input, bytes));
      },
    },
    {
      method: 'DELETE',
      path: '/documents/:id',
      permission: 'catalogue',
      handler: async (c) => {
        const { id } = readParams(c, idParams);
        if (!(await deleteDocument(changeDeps(), actorOf(deps, c), id))) throw new HttpError('E0404');
        return ok(c, { id });
      },
    },
  ];
}
