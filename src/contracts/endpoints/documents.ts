import {
  adminDocumentDeletedSchema,
  adminDocumentIdParams,
  adminDocumentPageSchema,
  adminDocumentQuerySchema,
  adminDocumentSchema,
  coaParams,
  documentFileQuery,
  productDocumentParams,
  productDocumentsParams,
  publicDocumentListSchema,
} from '../documents.ts';
import { endpointsOf, FILE_ANSWER } from '../endpoint.ts';

const declare = endpointsOf({ group: 'storefront', access: 'public' });
const declareAdmin = endpointsOf({ group: 'admin', access: { permission: 'catalogue' } });
const DOWNLOAD = 'carries `ETag: "<sha256>"` (304 to `If-None-Match`), `Content-Disposition: attachment` and `X-Content-Type-Options: nosniff`; with the version the list gives (`v`) it is `Cache-Control: public, max-age=31536000, immutable`, without it `public, no-cache` (kept, revalidated), so a replaced file is never served stale';

export const productDocumentList = declare({
  route: 'GET /product/:catalogNumber/documents',
  params: productDocumentsParams,
  answer: publicDocumentListSchema,
  does: 'what is on file for the product: datasheet, SDS, manual, then certificates newest first; `lot` and `issuedOn` for a certificate only; `url` the download address with the file\'s version; no ids or uploaders; 404 for an unknown product',
});

export const productDocumentDownload = declare({
  route: 'GET /product/:catalogNumber/documents/:kind',
  params: productDocumentParams,
  query: documentFileQuery,
  answer: FILE_ANSWER,
  does: `\`kind\` = \`datasheet\`, \`sds\` or \`manual\`; \`lang=en|zh\` picks a language version (else the language-neutral one): the PDF as an attachment. The download ${DOWNLOAD}; 404 whose message names the product and kind when none is on file`,
});

export const coaDownload = declare({
  route: 'GET /coa/:catalogNumber/:lot',
  params: coaParams,
  query: documentFileQuery,
  answer: FILE_ANSWER,
  does: `the lot's certificate (PDF) as an attachment, catalog number and lot in any case. The download ${DOWNLOAD}; 404 whose message names the lot (\`No certificate of analysis is on file for lot … of …\`, both languages)`,
});

export const adminDocumentList = declareAdmin({
  route: 'GET /admin/documents',
  query: adminDocumentQuerySchema,
  answer: adminDocumentPageSchema,
  does: '`catalogNumber` a prefix: product documents newest first, one page (`page` from 1, `pageSize` 50 by default, at most 200) with `total`, the number of all that match (`sizeBytes` null for a demo file not drawn yet)',
});

export const adminDocumentUpload = declareAdmin({
  route: 'POST /admin/documents',
  answer: adminDocumentSchema,
  does: 'multipart: `file` (a PDF, checked by content: `%PDF-` at byte 0, no HTML markup in the first 1024 bytes, no JavaScript, launch action, embedded file, rich media or XFA form, and parsed by pdf-lib; refused with a 400 naming `file` that says why; at most 20 MB, else 413), `catalogNumber`, `kind` (`datasheet`, `sds`, `coa`, `manual`), `lot` and `issuedOn` (YYYY-MM-DD; both required for a COA), `lang` (`en`, `zh` or blank, not for a COA): the document is stored, replacing the one on file for the same product, kind and lot or language; audited (entity `document`, key `CAT kind lot|lang`, action `create` or `replace`)',
});

export const adminDocumentDelete = declareAdmin({
  route: 'DELETE /admin/documents/:id',
  params: adminDocumentIdParams,
  answer: adminDocumentDeletedSchema,
  does: 'deletes the document (and its bytes when nothing else refers to them); 404 for an unknown id; audited (`delete`)',
});
