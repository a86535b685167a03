import { asc, eq, min, sql } from 'drizzle-orm';
import { documents, lots, products } from '../db/schema/index.ts';
import { insertChunked, type Tx } from './insert.ts';

/** The date on the demo datasheets and safety data sheets. */
const SHEET_DATE = '2025-06-02';
/** A certificate is issued once the lot's quality control is done: two weeks after manufacture. */
const QC_DAYS = 14;

const plusDays = (isoDate: string, days: number) => new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Demo documents for every product, in English and in Chinese: a datasheet, a safety data sheet and the certificate
 * of each released lot (lots.ts, and lots staff released). Only the rows are written here; each file is drawn from the product's data on its
 * first download (server/modules/documents/demo-documents.ts), which keeps the first start fast.
 */
export async function insertDemoDocuments(tx: Tx): Promise<number> {
  const all = await tx.select({ id: products.id, catalogNumber: products.catalogNumber }).from(products).orderBy(asc(products.id));
  // One certificate per lot number of a product, whichever sizes it was released in (demo lots and staff's alike).
  const released = await tx
    .select({ productId: lots.productId, lot: lots.lotNumber, manufacturedOn: min(lots.madeOn) })
    .from(lots)
    .groupBy(lots.productId, lots.lotNumber)
    .orderBy(asc(lots.productId), asc(lots.lotNumber));
  const byId = new Map(all.map((p) => [p.id, p.catalogNumber]));
  // Each document in both languages: the English site lists the English ones, the Chinese site the Chinese ones.
  const row = (productId: number, kind: 'datasheet' | 'sds' | 'coa', fileName: string, issuedOn: string, lot: string | null) =>
    (['en', 'zh'] as const).map((lang) => ({
      productId, kind, lot, issuedOn, lang, fileName, contentType: 'application/pdf', sha256: null, sizeBytes: null, source: 'demo' as const, staffId: null,
    }));
  const rows = [
    ...all.flatMap((p) => [...row(p.id, 'datasheet', `Datasheet-${p.catalogNumber}.pdf`, SHEET_DATE, null), ...row(p.id, 'sds', `SDS-${p.catalogNumber}.pdf`, SHEET_DATE, null)]),
    ...released.flatMap((l) => row(l.productId, 'coa', `COA-${byId.get(l.productId)}-${l.lot}.pdf`, plusDays(l.manufacturedOn!, QC_DAYS), l.lot)),
  ];
  await tx.delete(documents).where(eq(documents.source, 'demo'));
  await insertChunked(tx, documents, rows);
  // Files of documents that are gone (a replaced demo version) are dropped.
  await tx.execute(sql`delete from document_files f where not exists (select 1 from documents d where d.sha256 = f.sha256)`);
  await tx.execute(sql`select setval(pg_get_serial_sequence('documents', 'id'), coalesce((select max(id) from documents), 1))`);
  return rows.length;
}
