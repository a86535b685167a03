import { and, asc, count, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { AdminDocument, AdminDocumentPage, DocumentKind } from '../../../src/contracts/documents.ts';
import type { PagingQuery } from '../../../src/contracts/admin/paging.ts';
import type { Db } from '../../db/client.ts';
import { documents, products } from '../../db/schema/index.ts';

export type DocumentRow = typeof documents.$inferSelect;

/** One product's documents, for the public list: datasheet, SDS, manual, then certificates newest first. */
export async function productDocuments(db: Db, catalogNumber: string): Promise<DocumentRow[]> {
  return db
    .select({ d: documents })
    .from(documents)
    .innerJoin(products, eq(products.id, documents.productId))
    .where(eq(products.catalogNumber, catalogNumber))
    .orderBy(sql`case ${documents.kind} when 'datasheet' then 0 when 'sds' then 1 when 'manual' then 2 else 3 end`, desc(documents.issuedOn), asc(documents.lang), asc(documents.lot))
    .then((rows) => rows.map((r) => r.d));
}

/** The certificate of `lot` of a product, or null: the one in `lang` when asked, else the language-neutral one, else any (English first). */
export async function findCoa(db: Db, catalogNumber: string, lot: string, lang?: 'en' | 'zh'): Promise<DocumentRow | null> {
  const rows = await db
    .select({ d: documents })
    .from(documents)
    .innerJoin(products, eq(products.id, documents.productId))
    .where(and(eq(products.catalogNumber, catalogNumber), eq(documents.kind, 'coa'), eq(documents.lot, lot.toUpperCase())))
    .orderBy(asc(documents.lang))
    .then((r) => r.map((x) => x.d));
  const kept = uploadsFirst(rows);
  return (lang && kept.find((r) => r.lang === lang)) || kept.find((r) => r.lang === null) || kept[0] || null;
}

const keyOf = (d: DocumentRow) => `${d.kind}|${d.lot ?? ''}`;

/** Staff's uploaded file of a document replaces the drawn demo versions of it (in any language). */
function uploadsFirst(rows: DocumentRow[]): DocumentRow[] {
  const uploaded = new Set(rows.filter((d) => d.source !== 'demo').map(keyOf));
  return rows.filter((d) => d.source !== 'demo' || !uploaded.has(keyOf(d)));
}

/**
 * The documents a reader of `lang` is shown: of a document kept in several languages (a datasheet, a lot's
 * certificate), the version in the reader's language only when there is one; others as they are.
 */
export function forReader(rows: DocumentRow[], lang: 'en' | 'zh'): DocumentRow[] {
  const kept = uploadsFirst(rows);
  const inLang = new Set(kept.filter((d) => d.lang === lang).map(keyOf));
  return kept.filter((d) => d.lang === null || d.lang === lang || !inLang.has(keyOf(d)));
}

/**
 * A product's document of `kind` (not a COA): the one in `lang` when asked, else the language-neutral one,
 * else any (English first).
 */
export async function findByKind(db: Db, catalogNumber: string, kind: Exclude<DocumentKind, 'coa'>, lang: 'en' | 'zh' | undefined): Promise<DocumentRow | null> {
  const rows = uploadsFirst(await productDocuments(db, catalogNumber));
  const ofKind = rows.filter((r) => r.kind === kind);
  return (lang && ofKind.find((r) => r.lang === lang)) || ofKind.find((r) => r.lang === null) || ofKind[0] || null;
}

export async function productIdOf(db: Db, catalogNumber: string): Promise<{ id: number; name: string } | null> {
  const [row] = await db.select({ id: products.id, name: products.nameEn }).from(products).where(eq(products.catalogNumber, catalogNumber));
  return row ?? null;
}

export async function documentById(db: Db, id: number): Promise<DocumentRow | null> {
  const [row] = await db.select().from(documents).where(eq(documents.id, id));
  return row ?? null;
}

/** The back office's list: newest first, filtered by catalog number (prefix, any case) and kind, one page of `pageSize`. */
export async function adminDocumentPage(db: Db, query: { catalogNumber?: string | undefined; kind?: DocumentKind | undefined } & PagingQuery): Promise<AdminDocumentPage> {
  const where: SQL[] = [];
  if (query.catalogNumber) where.push(ilike(products.catalogNumber, `${query.catalogNumber.replace(/[\\%_]/g, '\\$&')}%`));
  if (query.kind) where.push(eq(documents.kind, query.kind));
  const filter = where.length ? and(...where) : undefined;
  const [total] = await db.select({ n: count() }).from(documents).innerJoin(products, eq(products.id, documents.productId)).where(filter);
  const rows = await db
    .select({ d: documents, catalogNumber: products.catalogNumber, productName: products.nameEn })
    .from(documents)
    .innerJoin(products, eq(products.id, documents.productId))
    .where(filter)
    .orderBy(desc(documents.createdAt), desc(documents.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return { total: total?.n ?? 0, page: query.page, pageSize: query.pageSize, list: rows.map((r) => adminDocument(r.d, r.catalogNumber, r.productName)) };
}

export function adminDocument(d: DocumentRow, catalogNumber: string, productName: string): AdminDocument {
  return {
    id: d.id,
    catalogNumber,
    productName,
    kind: d.kind,
    lot: d.lot,
    issuedOn: d.issuedOn,
    lang: d.lang,
    fileName: d.fileName,
    contentType: d.contentType,
    sizeBytes: d.sizeBytes,
    sha256: d.sha256,
    source: d.source,
    createdAt: d.createdAt.toISOString(),
  };
}
