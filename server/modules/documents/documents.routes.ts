import type { Context } from 'hono';
import type { PublicDocument } from '../../../src/contracts/documents.ts';
import { pathOf } from '../../../src/contracts/endpoint.ts';
import { coaDownload, productDocumentDownload, productDocumentList } from '../../../src/contracts/endpoints/documents.ts';
import { translate } from '../../../src/i18n/create.ts';
import type { AppDeps } from '../../deps.ts';
import { route, type Route } from '../../http/endpoint-route.ts';
import { HttpError } from '../../http/errors.ts';
import { requestLang } from '../../http/request-lang.ts';
import { withFiles } from './demo-documents.ts';
import { findByKind, findCoa, forReader, productDocuments, productIdOf, type DocumentRow } from './documents.queries.ts';
import { sendDocument, versionOf } from './serve-document.ts';
import { storeOf } from '../../storage/document-store.ts';

/** The public download address of a document, with its version (so it may be cached for good). */
export function documentUrl(cat: string, d: DocumentRow & { sha256: string }): string {
  const v = `v=${versionOf(d.sha256)}`;
  if (d.kind === 'coa') return `/api/v1${pathOf(coaDownload.path, { catalogNumber: cat, lot: d.lot ?? '' })}?${d.lang ? `lang=${d.lang}&` : ''}${v}`;
  return `/api/v1${pathOf(productDocumentDownload.path, { catalogNumber: cat, kind: d.kind })}?${d.lang ? `lang=${d.lang}&` : ''}${v}`;
}

/**
 * Public documents: what is on file for a product (kinds, lots with issue dates, sizes, addresses; no ids,
 * uploaders or hashes beyond the address's version), the certificate of a lot, and the datasheet, SDS
 * or manual of a product, each as an attachment (serve-document.ts).
 */
export function documentRoutes(deps: AppDeps): Route[] {
  const { db } = deps;
  const productOr404 = async (c: Context, cat: string) => {
    if (!(await productIdOf(db, cat))) throw new HttpError('E0404', [{ field: 'catalogNumber', message: translate(requestLang(c), 'catalogue:documents.errors.noProduct', { catalogNumber: cat }) }]);
  };
  return [
    route(productDocumentList, async (c, { params }) => {
      const cat = params.catalogNumber.toUpperCase();
      await productOr404(c, cat);
      // Only what this reader is shown is drawn: the other language's demo files wait for their own readers.
      const rows = await withFiles(db, storeOf(deps), forReader(await productDocuments(db, cat), requestLang(c)));
      const list: PublicDocument[] = rows
        .filter((d): d is DocumentRow & { sha256: string; sizeBytes: number } => d.sha256 !== null && d.sizeBytes !== null)
        .map((d) => ({ kind: d.kind, lot: d.lot, issuedOn: d.issuedOn, lang: d.lang, fileName: d.fileName, sizeBytes: d.sizeBytes, url: documentUrl(cat, d) }));
      return list;
    }),
    route(productDocumentDownload, async (c, { params: { catalogNumber: cat, kind }, query: { lang } }) => {
      const doc = await findByKind(db, cat.toUpperCase(), kind, lang);
      if (!doc) throw new HttpError('E0404', [{ field: 'kind', message: translate(requestLang(c), 'catalogue:documents.errors.noDocument', { catalogNumber: cat.toUpperCase(), kind: translate(requestLang(c), `catalogue:documents.kind.${kind}`) }) }]);
      return sendDocument(c, deps, doc);
    }),
    route(coaDownload, async (c, { params: { catalogNumber: cat, lot }, query: { lang } }) => {
      const doc = await findCoa(db, cat.toUpperCase(), lot, lang);
      if (!doc) throw new HttpError('E0404', [{ field: 'lot', message: translate(requestLang(c), 'catalogue:documents.errors.noCoa', { catalogNumber: cat.toUpperCase(), lot: lot.toUpperCase() }) }]);
      return sendDocument(c, deps, doc);
    }),
  ];
}
