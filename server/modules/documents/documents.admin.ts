import type { Context } from 'hono';
import { documentUploadSchema, MAX_DOCUMENT_MB } from '../../../src/contracts/documents.ts';
import { adminDocumentDelete, adminDocumentList, adminDocumentUpload } from '../../../src/contracts/endpoints/documents.ts';
import type { AppDeps } from '../../deps.ts';
import { route, type Route } from '../../http/endpoint-route.ts';
import { HttpError } from '../../http/errors.ts';
import { fieldError } from '../../http/validate.ts';
import { actorOf } from '../../http/staff/actor.ts';
import { readUploadForm } from '../../http/staff/upload-form.ts';
import { pdfUploadProblem } from './pdf-check.ts';
import type { PdfContentProblem } from '../../security/pdf-content.ts';
import { deleteDocument, saveDocument } from './documents.changes.ts';
import { adminDocumentPage } from './documents.queries.ts';
import { storeOf } from '../../storage/document-store.ts';

/** The message (admin:documents.errors.…) of each reason a file is refused, saying why. */
const PROBLEM_MESSAGE: Record<PdfContentProblem, string> = {
  notPdf: 'notPdf',
  notFromStart: 'pdfNotFromStart',
  html: 'pdfHtml',
  javascript: 'pdfJavaScript',
  launch: 'pdfLaunch',
  embeddedFile: 'pdfEmbeddedFile',
  richMedia: 'pdfRichMedia',
  xfa: 'pdfXfa',
};

/**
 * The multipart form of an upload: its text fields (checked by the contract) and the file's bytes, a readable PDF
 * that carries nothing a reader would run (pdf-check.ts); otherwise a 400 naming `file` and saying why.
 */
async function readUpload(c: Context) {
  const { input, bytes } = await readUploadForm(c, { schema: documentUploadSchema, fields: ['catalogNumber', 'kind', 'lot', 'issuedOn', 'lang'], maxMb: MAX_DOCUMENT_MB, errors: 'admin:documents.errors' });
  // By content only: the name and the browser's type say nothing (a renamed image is refused here).
  const problem = await pdfUploadProblem(bytes);
  if (problem) throw fieldError(c, 'file', `admin:documents.errors.${PROBLEM_MESSAGE[problem]}`);
  return { input, bytes };
}

/**
 * Product documents in the back office (permission `catalogue`): the list, an upload (multipart: `file`
 * plus catalogNumber, kind, lot, issuedOn, lang, read by its handler) checked by content and size, and a
 * delete; each change writes one audit row (entity `document`) in its transaction.
 */
export function documentsAdminRoutes(deps: AppDeps): Route[] {
  const { db } = deps;
  const changeDeps = () => ({ ...deps, store: storeOf(deps) });
  return [
    route(adminDocumentList, (_c, { query }) => adminDocumentPage(db, query)),
    route(adminDocumentUpload, async (c) => {
      const { input, bytes } = await readUpload(c);
      return saveDocument(changeDeps(), actorOf(deps, c), input, bytes);
    }),
    route(adminDocumentDelete, async (c, { params: { id } }) => {
      if (!(await deleteDocument(changeDeps(), actorOf(deps, c), id))) throw new HttpError('E0404');
      return { id };
    }),
  ];
}
