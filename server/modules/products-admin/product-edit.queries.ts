import { and, asc, eq, sql } from 'drizzle-orm';
import { productTextFields, type ProductEdit, type ProductForEdit } from '../../../src/contracts/admin/products.ts';
import type { Db } from '../../db/client.ts';
import { categories, products, productSizes } from '../../db/schema/index.ts';
import { nextVersion } from '../../db/versioned.ts';
import { relatedForEdit } from './product-related.queries.ts';
import { specificationValuesOf } from './product-specification.queries.ts';
import { specificationColumnIds } from '../../../src/contracts/resources/product.ts';

type EditedProduct = ProductForEdit['product'];

const textKeys = productTextFields.flatMap((f) => [`${f.id}En`, `${f.id}Zh`] as const);
/** Text columns that hold null when blank (the SEO fields); the others hold ''. */
const nullWhenBlank = new Set<string>(['seoTitleEn', 'seoTitleZh', 'seoKeywordsEn', 'seoKeywordsZh', 'seoDescriptionEn', 'seoDescriptionZh']);

/** A product as the edit form shows it (blank SEO fields as ''), or null when there is no such catalog number. */
export async function productForEdit(db: Db, catalogNumber: string): Promise<{ id: number; visible: boolean; product: EditedProduct } | null> {
  const [row] = await db.select().from(products).where(eq(products.catalogNumber, catalogNumber));
  if (!row) return null;
  const [sizes, related] = await Promise.all([
    db.select().from(productSizes).where(eq(productSizes.productId, row.id)).orderBy(asc(productSizes.sort), asc(productSizes.id)),
    relatedForEdit(db, row.id),
  ]);
  const texts = Object.fromEntries(textKeys.map((k) => [k, (row as Record<string, unknown>)[k] ?? ''])) as Pick<EditedProduct, (typeof textKeys)[number]>;
  return {
    id: row.id,
    visible: row.visible,
    product: {
      ...texts,
      ...specificationValuesOf(row),
      categoryId: row.categoryId,
      isNew: row.isNew,
      isHot: row.isHot,
      sizes: sizes.map((s) => ({ id: s.id, size: s.size, price: s.priceCny, stock: s.stock, leadTimeDays: s.leadTimeDays })),
      related,
      version: row.version,
    },
  };
}

/** A product as the audit trail keeps it: the edit's fields, without the version (which every write moves). */
export const audited = ({ version: _, ...product }: EditedProduct) => product;

/** The product categories a product may be placed in. */
export const productCategories = (db: Db) =>
  db.select({ id: categories.id, nameEn: categories.nameEn, nameZh: categories.nameZh }).from(categories).where(eq(categories.kind, 'product')).orderBy(asc(categories.sort), asc(categories.id));

export async function isProductCategory(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: categories.id }).from(categories).where(and(eq(categories.id, id), eq(categories.kind, 'product')));
  return !!row;
}

/**
 * Writes an edit's product columns, then its sizes (with their stock) in the form's order; the related products
 * are saveRelated's. A size with an id must be one
 * of this product's (answers false otherwise, nothing to write); a size without one is added. Sizes left
 * out of the edit stay (orders and carts refer to them).
 */
export async function saveProduct(tx: Db, id: number, known: ReadonlySet<number>, edit: ProductEdit): Promise<boolean> {
  if (edit.sizes.some((s) => s.id !== undefined && !known.has(s.id))) return false;
  const texts = Object.fromEntries(textKeys.map((k) => [k, nullWhenBlank.has(k) && edit[k].trim() === '' ? null : edit[k]]));
  // A specification column the edit leaves out keeps its value.
  const specification = Object.fromEntries(specificationColumnIds.filter((c) => edit[c] !== undefined).map((c) => [c, edit[c]]));
  // updated_at also marks a change of the sizes (the spreadsheet import's check for newer changes reads it).
  await tx.update(products).set({ ...texts, ...specification, categoryId: edit.categoryId, isNew: edit.isNew, isHot: edit.isHot, updatedAt: sql`now()`, ...nextVersion(products) }).where(eq(products.id, id));
  let sort = 0;
  for (const s of edit.sizes) {
    sort += 10;
    const row = { size: s.size, priceCny: s.price, sort, stock: s.stock, leadTimeDays: s.leadTimeDays };
    if (s.id !== undefined) await tx.update(productSizes).set(row).where(and(eq(productSizes.id, s.id), eq(productSizes.productId, id)));
    else await tx.insert(productSizes).values({ productId: id, ...row });
  }
  return true;
}

/**
 * Shows or hides a product; answers whether it was visible before and its version after (a change increments it),
 * or null when there is no such catalog number.
 */
export async function setProductVisible(tx: Db, catalogNumber: string, visible: boolean): Promise<{ visible: boolean; version: number } | null> {
  const [row] = await tx.select({ visible: products.visible, version: products.version }).from(products).where(eq(products.catalogNumber, catalogNumber)).for('update');
  if (!row) return null;
  if (row.visible === visible) return row;
  const [after] = await tx.update(products).set({ visible, updatedAt: sql`now()`, ...nextVersion(products) }).where(eq(products.catalogNumber, catalogNumber)).returning({ version: products.version });
  return { visible: row.visible, version: after!.version };
}
