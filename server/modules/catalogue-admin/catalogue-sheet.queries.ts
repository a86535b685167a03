import { asc, eq, sql } from 'drizzle-orm';
import { flagCell, priceCell, sheetColumns, type SheetColumnId } from '../../../src/contracts/admin/catalogue-sheet.ts';
import type { StockState } from '../../../src/contracts/product-specification.ts';
import { specificationFieldIds, specificationFields, type SpecificationField } from '../../../src/contracts/resources/product.ts';
import type { Db } from '../../db/client.ts';
import { categories, dictEntries, products, productSizes } from '../../db/schema/index.ts';

/**
 * The product columns of the sheet (the contracts' `sheetColumns` of level `product`), each the column of the
 * products table of the same name: the export's select, the import's writes and its defaults (catalogue-import.plan.ts)
 * all follow the one list, and a sheet column the table lacks does not compile.
 */
type ProductColumn = Extract<(typeof sheetColumns)[number], { level: 'product' }>;
export type ProductFieldId = ProductColumn['id'];
export const productFieldIds = sheetColumns.filter((c): c is ProductColumn => c.level === 'product').map((c) => c.id);
export const productFields = Object.fromEntries(productFieldIds.map((id) => [id, products[id]])) as { [K in ProductFieldId]: (typeof products)[K] };

export interface SizeRecord {
  id: number;
  size: string;
  priceCny: string | null;
  sort: number;
  stock: StockState | null;
  leadTimeDays: number | null;
}
export interface ProductRecord {
  id: number;
  catalogNumber: string;
  fields: Record<ProductFieldId, string | number | boolean | null>;
  sizes: SizeRecord[];
  /** When the product or one of its sizes last changed. */
  updatedAt: Date;
}

/** Every product with its sizes (in display order), keyed by catalog number. */
export async function catalogueSnapshot(db: Db): Promise<Map<string, ProductRecord>> {
  const rows = await db
    .select({ id: products.id, catalogNumber: products.catalogNumber, updatedAt: products.updatedAt, ...productFields })
    .from(products)
    .orderBy(asc(products.catalogNumber));
  const sizes = await db.select().from(productSizes).orderBy(asc(productSizes.productId), asc(productSizes.sort), asc(productSizes.id));
  const byId = new Map<number, ProductRecord>();
  const out = new Map<string, ProductRecord>();
  for (const { id, catalogNumber, updatedAt, ...fields } of rows) {
    const record: ProductRecord = { id, catalogNumber, fields, sizes: [], updatedAt };
    byId.set(id, record);
    out.set(catalogNumber, record);
  }
  for (const s of sizes) byId.get(s.productId)?.sizes.push({ id: s.id, size: s.size, priceCny: s.priceCny, sort: s.sort, stock: s.stock, leadTimeDays: s.leadTimeDays });
  return out;
}

/** What the import checks references against: product category ids and the dictionary values per column. */
export async function sheetReferences(db: Db) {
  const cats = await db.select({ id: categories.id }).from(categories).where(eq(categories.kind, 'product'));
  const dict = await db.select({ type: dictEntries.type, value: dictEntries.value }).from(dictEntries);
  const values = (type: string) => new Set(dict.filter((d) => d.type === type).map((d) => d.value));
  return {
    categoryIds: new Set(cats.map((c) => c.id)),
    dictionary: {
      species: values('species'),
      proteinTag: values('protein_tag'),
      coupling: values('coupling'),
      expressionSystem: values('expression_system'),
      // The specification's dictionary values (src/contracts/resources/product.ts).
      ...Object.fromEntries(
        specificationFieldIds.flatMap((id) => {
          const f: SpecificationField = specificationFields[id];
          return f.kind === 'dictionary' ? [[id, values(f.type)]] : [];
        }),
      ),
    } as Partial<Record<SheetColumnId, Set<string>>>,
  };
}

/** A database value as the sheet shows it. */
export function cellOf(id: SheetColumnId, value: unknown): string {
  if (typeof value === 'boolean') return flagCell(value);
  if (value === null || value === undefined) return '';
  return String(value);
}

/** The names of the product categories by id ("Cytokines / 细胞因子"), for the workbook's category column. */
export async function categoryNames(db: Db): Promise<Map<number, string>> {
  const rows = await db.select({ id: categories.id, nameEn: categories.nameEn, nameZh: categories.nameZh }).from(categories).where(eq(categories.kind, 'product'));
  return new Map(rows.map((r) => [r.id, r.nameEn === r.nameZh ? r.nameEn : `${r.nameEn} / ${r.nameZh}`]));
}

/**
 * The time the database says it is (to the millisecond, rounded down): an export's time, compared by a later import
 * with the `updated_at` every product write sets from the same clock.
 */
export async function databaseTime(db: Db): Promise<string> {
  // PGlite answers { rows }, postgres.js the rows themselves.
  type Row = { ms: number | string };
  const answer = (await db.execute(sql`select floor(extract(epoch from clock_timestamp()) * 1000)::float8 as ms`)) as unknown as { rows: Row[] } | Row[];
  const [row] = Array.isArray(answer) ? answer : answer.rows;
  return new Date(Number(row!.ms)).toISOString();
}

/** One sheet row: its size, its product and the size's columns as the sheet writes them (`value(id)`). */
export interface SheetLine {
  product: ProductRecord;
  size: SizeRecord;
}

/** The whole catalogue as sheet lines, one per size, by catalog number then size order. */
export async function catalogueLines(db: Db): Promise<SheetLine[]> {
  const snapshot = await catalogueSnapshot(db);
  const numbers = [...snapshot.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return numbers.flatMap((number) => {
    const product = snapshot.get(number)!;
    return product.sizes.map((size) => ({ product, size }));
  });
}

/** A sheet column's cell of a line, as text (the price as `CNY 1280.00` or `inquiry`). */
export function lineCell(line: SheetLine, id: SheetColumnId): string {
  if (id === 'catalogNumber') return line.product.catalogNumber;
  if (id === 'size') return line.size.size;
  if (id === 'price') return priceCell(line.size.priceCny);
  if (id === 'stock' || id === 'leadTimeDays') return cellOf(id, line.size[id]);
  return cellOf(id, line.product.fields[id]);
}
