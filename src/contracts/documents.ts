import { z } from 'zod';
import { CATALOG_NUMBER, LOT_NUMBER } from './catalogue-facts.ts';
import { recordId } from './record-id.ts';
import { pagingQuery } from './admin/paging.ts';

/**
 * Product documents: what the public list answers (GET /product/{catalogNumber}/documents) and what staff
 * send with an upload (POST /admin/documents, multipart with the file as `file`).
 */

export const documentKinds = ['datasheet', 'sds', 'coa', 'manual'] as const;
export type DocumentKind = (typeof documentKinds)[number];

/** The largest document an upload may carry, in MB. */
export const MAX_DOCUMENT_MB = 20;


/** One document on file, as the storefront sees it (no ids, no uploader). */
export const publicDocumentSchema = z.strictObject({
  kind: z.enum(documentKinds),
  /** COA only. */
  lot: z.string().nullable(),
  /** COA only, YYYY-MM-DD. */
  issuedOn: z.string().nullable(),
  lang: z.enum(['en', 'zh']).nullable(),
  fileName: z.string(),
  sizeBytes: z.number().int(),
  /** The download address (below the site's origin); it carries the file's hash, so it may be cached for good. */
  url: z.string(),
});
export type PublicDocument = z.infer<typeof publicDocumentSchema>;
export const publicDocumentListSchema = z.array(publicDocumentSchema);

/** The public addresses' path parameters (the catalog number in any case; the handler reads it in capitals). */
const publicCatalogNumber = z.string().regex(CATALOG_NUMBER, { error: 'validation:catalogNumber' });
export const productDocumentsParams = z.object({ catalogNumber: publicCatalogNumber });
export const productDocumentParams = z.object({ catalogNumber: publicCatalogNumber, kind: z.enum(['datasheet', 'sds', 'manual'], { error: 'catalogue:documents.errors.kind' }) });
export const coaParams = z.object({ catalogNumber: publicCatalogNumber, lot: z.string().regex(LOT_NUMBER, { error: 'catalogue:documents.errors.lot' }) });
/** A download's query: the language version wanted, and the file's version (`v`, as the public list's addresses carry it). */
export const documentFileQuery = z.object({ lang: z.enum(['en', 'zh'], { error: 'catalogue:documents.errors.lang' }).optional(), v: z.string().max(64).optional() });

const E = 'admin:documents.errors';

/** The text fields of an upload (the multipart form's other fields). */
export const documentUploadSchema = z
  .object({
    catalogNumber: z
      .string({ error: `${E}.catalogNumber` })
      .trim()
      .regex(CATALOG_NUMBER, `${E}.catalogNumber`)
      .transform((s) => s.toUpperCase()),
    kind: z.enum(documentKinds, { error: `${E}.kind` }),
    lot: z
      .string()
      .trim()
      .optional()
      .transform((s) => (s ? s.toUpperCase() : undefined))
      .refine((s) => s === undefined || LOT_NUMBER.test(s), `${E}.lot`),
    issuedOn: z
      .string()
      .trim()
      .optional()
      .transform((s) => s || undefined)
      .refine((s) => s === undefined || (/^\d{4}-\d{2}-\d{2}$/.test(s) && !Number.isNaN(Date.parse(`${s}T00:00:00Z`))), `${E}.issuedOn`),
    lang: z
      .enum(['en', 'zh', ''], { error: `${E}.lang` })
      .optional()
      .transform((s) => s || undefined),
  })
  .superRefine((v, ctx) => {
    if (v.kind !== 'coa') return;
    if (!v.lot) ctx.addIssue({ code: 'custom', path: ['lot'], message: `${E}.lotRequired` });
    if (!v.issuedOn) ctx.addIssue({ code: 'custom', path: ['issuedOn'], message: `${E}.issuedOnRequired` });
  });
export type DocumentUpload = z.infer<typeof documentUploadSchema>;

/** One document in the back office's list. */
export const adminDocumentSchema = z.strictObject({
  id: z.number().int(),
  catalogNumber: z.string(),
  productName: z.string(),
  kind: z.enum(documentKinds),
  lot: z.string().nullable(),
  issuedOn: z.string().nullable(),
  lang: z.enum(['en', 'zh']).nullable(),
  fileName: z.string(),
  contentType: z.string(),
  /** Null for a demo document not drawn yet (drawn on its first download). */
  sizeBytes: z.number().int().nullable(),
  sha256: z.string().nullable(),
  source: z.enum(['upload', 'demo']),
  createdAt: z.string(),
});
export type AdminDocument = z.infer<typeof adminDocumentSchema>;

/** The back office's list: one page, newest first, filtered by catalog number and kind. */
export const adminDocumentQuerySchema = z.object({
  catalogNumber: z.string().trim().max(40).optional(),
  kind: z.enum(documentKinds, { error: `${E}.kind` }).optional(),
  ...pagingQuery,
});
export const adminDocumentPageSchema = z.strictObject({
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  list: z.array(adminDocumentSchema),
});
export type AdminDocumentPage = z.infer<typeof adminDocumentPageSchema>;

/** `DELETE /admin/documents/:id`: the document's id. */
export const adminDocumentIdParams = z.object({ id: recordId('validation:integer') });
export const adminDocumentDeletedSchema = z.strictObject({ id: z.number().int() });
