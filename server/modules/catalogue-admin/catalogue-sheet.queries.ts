import { asc, eq } from 'drizzle-orm';
import { flagCell, priceCell, sheetColumns, sheetHeader, type SheetColumnId } from '../../../src/contracts/admin/catalogue-sheet.ts';
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
}

/** Every product with its sizes (in display order), keyed by catalog number. */
export async function catalogueSnapshot(db: Db): Promise<Map<string, ProductRecord>> {
  const rows = await db
    .select({ id: products.id, catalogNumber: products.catalogNumber, ...productFields })
    .from(products)
    .orderBy(asc(products.catalogNumber));
  const sizes = await db.select().from(productSizes).orderBy(asc(productSizes.productId), asc(productSizes.sort), asc(productSizes.id));
  const byId = new Map<number, ProductRecord>();
  const out = new Map<string, ProductRecord>();
  for (const { id, catalogNumber, ...fields } of rows) {
    const record: ProductRecord = { id, catalogNumber, fields, sizes: [] };
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

/** The whole catalogue as sheet rows (one per size, by catalog number then size order) under the bilingual headers. */
export async function catalogueSheet(db: Db): Promise<{ header: string[]; rows: string[][] }> {
  const snapshot = await catalogueSnapshot(db);
  const rows: string[][] = [];
  const numbers = [...snapshot.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  for (const number of numbers) {
    const p = snapshot.get(number)!;
    for (const s of p.sizes) {
      rows.push(
        sheetColumns.map((c) => {
          if (c.id === 'catalogNumber') return p.catalogNumber;
          if (c.id === 'size') return s.size;
          if (c.id === 'price') return priceCell(s.priceCny);
          if (c.id === 'stock' || c.id === 'leadTimeDays') return cellOf(c.id, s[c.id]);
          return cellOf(c.id, p.fields[c.id]);
        }),
      );
    }
  }
  return { header: sheetColumns.map(sheetHeader), rows };
}
