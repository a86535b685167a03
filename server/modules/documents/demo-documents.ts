import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Lang } from '../../../src/contracts/lang.ts';
import type { Db } from '../../db/client.ts';
import { documents, lots, products } from '../../db/schema/index.ts';
import { productDetail } from '../catalogue/product-detail.queries.ts';
import { lotCertificate } from './coa-pdf.ts';
import { companyName } from '../site/company-name.ts';
import { datasheetPdf, sdsPdf, type ProductFacts } from './demo-pdfs.ts';
import { sha256Hex, type DocumentStore } from '../../storage/document-store.ts';
import type { DocumentRow } from './documents.queries.ts';
import { lotResults } from '../lots/lot-results.ts';

/**
 * What a drawn document states about a product: the public product answer in `lang` (`productDetail`, what the
 * product page shows), so the datasheet, SDS and certificate say what the page says, in the reader's language.
 */
export async function productFacts(db: Db, productId: number, lang: Lang, issuedOn: string): Promise<ProductFacts> {
  const [row] = await db.select({ catalogNumber: products.catalogNumber }).from(products).where(eq(products.id, productId));
  // Prices play no part in a document: the region only picks which prices the answer carries.
  const detail = row ? await productDetail(db, lang, 'cn', row.catalogNumber) : null;
  if (!detail) throw new Error(`product ${productId} is gone`);
  return {
    company: await companyName(db, lang),
    lang,
    product: {
      catalogNumber: detail.catalogNumber,
      name: detail.name,
      description: detail.description,
      troubleshooting: detail.troubleshooting,
      species: detail.species,
      target: detail.target,
      coupling: detail.coupling,
      expressionSystem: detail.expressionSystem,
      specification: detail.specification,
    },
    category: detail.breadcrumb.at(-1)?.name ?? '',
    sizes: detail.sizes.map((s) => s.size),
    issuedOn,
  };
}

/** The certificate of a released lot of a product in `lang`, or null when the product has no such lot. */
export async function certificateOf(db: Db, productId: number, lotNumber: string, lang: Lang): Promise<Uint8Array | null> {
  // A lot filled into several sizes is one manufacturing lot: its first release speaks for it (as lotResults does).
  const [lot] = await db
    .select({ lotNumber: lots.lotNumber, manufacturedOn: lots.madeOn, expiresOn: lots.expiresOn })
    .from(lots)
    .where(and(eq(lots.productId, productId), eq(lots.lotNumber, lotNumber.toUpperCase())))
    .orderBy(asc(lots.releasedAt), asc(lots.id))
    .limit(1);
  if (!lot) return null;
  // The lot's measured results when staff entered them (server/modules/lots); without them the certificate states the
  // specification and that the lot conforms.
  const measured = await lotResults(db, productId, lotNumber);
  const results = measured?.map(({ value, ...r }) => ({ ...r, result: value })) ?? null;
  return lotCertificate(await productFacts(db, productId, lang, lot.manufacturedOn), lot, results);
}

/** Draws a demo document from the product's data in the document's language (English for a language-neutral row). */
async function drawDemo(db: Db, doc: DocumentRow): Promise<Uint8Array> {
  const lang = doc.lang ?? 'en';
  if (doc.kind !== 'coa') {
    const facts = await productFacts(db, doc.productId, lang, doc.issuedOn ?? '2025-01-01');
    return doc.kind === 'sds' ? sdsPdf(facts) : datasheetPdf(facts);
  }
  const bytes = await certificateOf(db, doc.productId, doc.lot ?? '', lang);
  if (!bytes) throw new Error(`no released lot ${doc.lot} for product ${doc.productId}`);
  return bytes;
}

/**
 * Demo documents are rows without a file until first used (drawing every product's files at seeding took
 * ~25 s of CPU for 471 products; one product's four take ~60 ms). The first reader draws the file and
 * stores it; the drawing is deterministic (fixed dates), so two processes racing store the same bytes and
 * the second update finds the row done. Answers the rows with their files.
 */
export async function withFiles(db: Db, store: DocumentStore, rows: DocumentRow[]): Promise<DocumentRow[]> {
  // One after another: the embedded database runs one transaction at a time anyway.
  const out: DocumentRow[] = [];
  for (const doc of rows) {
    if (doc.sha256 !== null || doc.source !== 'demo') {
      out.push(doc);
      continue;
    }
    const bytes = await drawDemo(db, doc);
    const sha256 = sha256Hex(bytes);
    await db.transaction(async (tx) => {
      await store.put(tx as unknown as Db, sha256, bytes);
      await tx.update(documents).set({ sha256, sizeBytes: bytes.length }).where(and(eq(documents.id, doc.id), isNull(documents.sha256)));
    });
    out.push({ ...doc, sha256, sizeBytes: bytes.length });
  }
  return out;
}
