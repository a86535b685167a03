import { z } from 'zod';
import { adminDocumentQuerySchema, documentUploadSchema, MAX_DOCUMENT_MB } from '../../../src/contracts/documents.ts';
import type { AppDeps } from '../../deps.ts';
import { HttpError } from '../../http/errors.ts';
import { ok } from '../../http/respond.ts';
import { fieldError, readParams, readQuery } from '../../http/validate.ts';
import { permitted, type AdminContext, type AdminRoute } from '../../http/staff/admin-route.ts';
import { actorOf } from '../../http/staff/actor.ts';
import { readUploadForm } from '../../http/staff/upload-form.ts';
import { isReadablePdf } from './pdf-check.ts';
import { deleteDocument, saveDocument } from './documents.changes.ts';
import { adminDocumentPage } from './documents.queries.ts';
import { storeOf } from '../../storage/document-store.ts';

const idParams = z.object({ id: z.coerce.number({ error: 'validation:integer' }).int({ error: 'validation:integer' }).positive({ error: 'validation:integer' }).max(2_147_483_647, { error: 'validation:integer' }) });

/** The multipart form of an upload: its text fields (checked by the contract) and the file's bytes, a readable PDF. */
async function readUpload(c: AdminContext) {
  const { input, bytes } = await readUploadForm(c, { schema: documentUploadSchema, fields: ['catalogNumber', 'kind', 'lot', 'issuedOn', 'lang'], maxMb: MAX_DOCUMENT_MB, errors: 'admin:documents.errors' });
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
  return permitted('catalogue', {
    'GET /documents': async (c) => ok(c, await adminDocumentPage(db, readQuery(c, adminDocumentQuerySchema))),
    'POST /documents': async (c) => {
      const { input, bytes } = await readUpload(c);
      return ok(c, await saveDocument(changeDeps(), actorOf(deps, c), input, bytes));
    },
    'DELETE /documents/:id': async (c) => {
      const { id } = readParams(c, idParams);
      if (!(await deleteDocument(changeDeps(), actorOf(deps, c), id))) throw new HttpError('E0404');
      return ok(c, { id });
    },
  });
}
