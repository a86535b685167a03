import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { categories, coaLots, documents, products, productSizes } from '../../db/schema/index.ts';
import { labelled, productLabels } from '../catalogue/product.queries.ts';
import { lotCertificate } from './coa-pdf.ts';
import { companyName } from '../site/company-name.ts';
import { datasheetPdf, sdsPdf, type ProductFacts } from './demo-pdfs.ts';
import { sha256Hex, type DocumentStore } from '../../storage/document-store.ts';
import type { DocumentRow } from './documents.queries.ts';
import { lotResults } from '../lots/lot-results.ts';

async function productFacts(db: Db, productId: number, issuedOn: string): Promise<ProductFacts> {
  const [p] = await db.select({ p: products, category: categories.nameEn }).from(products).innerJoin(categories, eq(categories.id, products.categoryId)).where(eq(products.id, productId));
  if (!p) throw new Error(`product ${productId} is gone`);
  const [labels, sizes, company] = await Promise.all([
    productLabels(db, 'en'),
    db.select({ size: productSizes.size }).from(productSizes).where(eq(productSizes.productId, productId)).orderBy(asc(productSizes.sort)),
    companyName(db, 'en'),
  ]);
  const label = (type: Parameters<typeof labelled>[1], value: string | null) => labelled(labels, type, value)?.label ?? null;
  return {
    company,
    catalogNumber: p.p.catalogNumber,
    name: p.p.nameEn,
    description: p.p.descriptionEn,
    category: p.category,
    species: label('species', p.p.species),
    tag: label('protein_tag', p.p.proteinTag),
    target: label('target', p.p.target),
    coupling: label('coupling', p.p.coupling),
    expressionSystem: label('expression_system', p.p.expressionSystem),
    sizes: sizes.map((s) => s.size),
    troubleshooting: p.p.troubleshootingEn,
    issuedOn,
  };
}

/** Draws a demo document from the product's data (and, for a COA, the lot's released values). */
async function drawDemo(db: Db, doc: DocumentRow): Promise<Uint8Array> {
  const issuedOn = doc.issuedOn ?? '2025-01-01';
  if (doc.kind !== 'coa') {
    const facts = await productFacts(db, doc.productId, issuedOn);
    return doc.kind === 'sds' ? sdsPdf(facts) : datasheetPdf(facts);
  }
  const [row] = await db
    .select({ lot: coaLots, name: products.nameEn, catalogNumber: products.catalogNumber })
    .from(coaLots)
    .innerJoin(products, eq(products.id, coaLots.productId))
    .where(and(eq(coaLots.productId, doc.productId), eq(coaLots.lotNumber, doc.lot ?? '')));
  if (!row) throw new Error(`no released lot ${doc.lot} for product ${doc.productId}`);
  return lotCertificate(await companyName(db, 'en'), { name: row.name, catalogNumber: row.catalogNumber }, row.lot, await lotResults(db, doc.productId, row.lot.lotNumber));
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
