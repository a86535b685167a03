import { Hono } from 'hono';
import { z } from 'zod';
import { CATALOG_NUMBER } from '../../../src/contracts/catalogue.ts';
import { LOT_NUMBER } from '../../../src/contracts/catalogue-facts.ts';
import type { PublicDocument } from '../../../src/contracts/documents.ts';
import { translate } from '../../../src/i18n/create.ts';
import type { AppDeps } from '../../deps.ts';
import { HttpError } from '../../http/errors.ts';
import { requestLang } from '../../http/request-lang.ts';
import { ok } from '../../http/respond.ts';
import { readParams, readQuery } from '../../http/validate.ts';
import { withFiles } from './demo-documents.ts';
import { findByKind, findCoa, productDocuments, productIdOf, type DocumentRow } from './documents.queries.ts';
import { sendDocument, versionOf } from './serve-document.ts';
import { storeOf } from '../../storage/document-store.ts';

const catalogNumber = z.string().regex(CATALOG_NUMBER, { error: 'validation:catalogNumber' });
const listParams = z.object({ catalogNumber });
const kindParams = z.object({ catalogNumber, kind: z.enum(['datasheet', 'sds', 'manual'], { error: 'catalogue:documents.errors.kind' }) });
const coaParams = z.object({ catalogNumber, lot: z.string().regex(LOT_NUMBER, { error: 'catalogue:documents.errors.lot' }) });
const langQuery = z.object({ lang: z.enum(['en', 'zh'], { error: 'catalogue:documents.errors.lang' }).optional(), v: z.string().max(64).optional() });

/** The public download address of a document, with its version (so it may be cached for good). */
export function documentUrl(cat: string, d: DocumentRow & { sha256: string }): string {
  const v = `v=${versionOf(d.sha256)}`;
  if (d.kind === 'coa') return `/api/v1/coa/${encodeURIComponent(cat)}/${encodeURIComponent(d.lot ?? '')}?${v}`;
  return `/api/v1/product/${encodeURIComponent(cat)}/documents/${d.kind}?${d.lang ? `lang=${d.lang}&` : ''}${v}`;
}

/**
 * Public documents: what is on file for a product (kinds, lots with issue dates, sizes, addresses; no ids,
 * uploaders or hashes beyond the address's version), the certificate of a lot, and the datasheet, SDS
 * or manual of a product, each as an attachment (serve-document.ts).
 */
export function documentRoutes(deps: AppDeps) {
  const { db } = deps;
  const productOr404 = async (c: Parameters<typeof requestLang>[0], cat: string) => {
    if (!(await productIdOf(db, cat))) throw new HttpError('E0404', [{ field: 'catalogNumber', message: translate(requestLang(c), 'catalogue:documents.errors.noProduct', { catalogNumber: cat }) }]);
  };
  return new Hono()
    .get('/product/:catalogNumber/documents', async (c) => {
      const cat = readParams(c, listParams).catalogNumber.toUpperCase();
      await productOr404(c, cat);
      const rows = await withFiles(db, storeOf(deps), await productDocuments(db, cat));
      const list: PublicDocument[] = rows
        .filter((d): d is DocumentRow & { sha256: string; sizeBytes: number } => d.sha256 !== null && d.sizeBytes !== null)
        .map((d) => ({ kind: d.kind, lot: d.lot, issuedOn: d.issuedOn, lang: d.lang, fileName: d.fileName, sizeBytes: d.sizeBytes, url: documentUrl(cat, d) }));
      return ok(c, list);
    })
    .get('/product/:catalogNumber/documents/:kind', async (c) => {
      const { catalogNumber: cat, kind } = readParams(c, kindParams);
      const { lang } = readQuery(c, langQuery);
      const doc = await findByKind(db, cat.toUpperCase(), kind, lang);
      if (!doc) throw new HttpError('E0404', [{ field: 'kind', message: translate(requestLang(c), 'catalogue:documents.errors.noDocument', { catalogNumber: cat.toUpperCase(), kind: translate(requestLang(c), `catalogue:documents.kind.${kind}`) }) }]);
      return sendDocument(c, deps, doc);
    })
    .get('/coa/:catalogNumber/:lot', async (c) => {
      const { catalogNumber: cat, lot } = readParams(c, coaParams);
      readQuery(c, langQuery);
      const doc = await findCoa(db, cat.toUpperCase(), lot);
      if (!doc) throw new HttpError('E0404', [{ field: 'lot', message: translate(requestLang(c), 'catalogue:documents.errors.noCoa', { catalogNumber: cat.toUpperCase(), lot: lot.toUpperCase() }) }]);
      return sendDocument(c, deps, doc);
    });
}
