import { and, asc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { ListSort, ProductSort } from '../../../src/contracts/product-list.ts';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Labelled, ProductRow } from '../../../src/contracts/catalogue.ts';
import type { Lang } from '../../../src/contracts/lang.ts';
import type { Db } from '../../db/client.ts';
import { countedPage } from '../../db/paged.ts';
import { categories, dictEntries, products, productSizes } from '../../db/schema/index.ts';
import type { Region } from '../../geo/region.ts';
import { likePattern, type Page, type PageQuery } from '../../http/query-params.ts';
import { citationCounts } from './product-citations.ts';
import { sizesByProduct } from './product-price.ts';
import { bestStock, priceRange, productOrder } from './list-facts.ts';
import { mainPhotos } from '../product-pictures/picture.queries.ts';
import { productPicture } from '../product-pictures/picture-ref.ts';

export interface ProductFilter {
  categoryId?: number | undefined;
  newAreaId?: number | undefined;
  isNew?: boolean | undefined;
  isHot?: boolean | undefined;
  keyword?: string | undefined;
  sort?: ListSort | undefined;
}

/** Dictionary types whose values the product columns store. */
export const PRODUCT_DICT_TYPES = ['species', 'protein_tag', 'target', 'coupling', 'expression_system', 'tag_position'] as const;
export type ProductDictType = (typeof PRODUCT_DICT_TYPES)[number];

/** The product dictionaries' entries, both languages (a few hundred rows). */
export type ProductDictEntry = { type: string; value: string; labelEn: string; labelZh: string };

/** `type → value → label` of a list of entries, by language (read only). */
export type Labels = ReadonlyMap<string, ReadonlyMap<string, string>>;

/** The labels made from a kept list (server/modules/catalogue/catalogue-lookups.ts), made once per list and language. */
const labelsKept = new WeakMap<readonly ProductDictEntry[], Partial<Record<Lang, Labels>>>();

/** `type → value → label` in `lang` of `entries`. */
export function labelsOf(entries: readonly ProductDictEntry[], lang: Lang): Labels {
  const kept = labelsKept.get(entries) ?? {};
  let labels = kept[lang];
  if (!labels) {
    const out = new Map<string, Map<string, string>>();
    for (const r of entries) {
      const byValue = out.get(r.type) ?? new Map<string, string>();
      byValue.set(r.value, lang === 'zh' ? r.labelZh : r.labelEn);
      out.set(r.type, byValue);
    }
    labelsKept.set(entries, { ...kept, [lang]: (labels = out) });
  }
  return labels;
}

/** Every entry of the product dictionaries, or with `values` only the entries of those values. */
export async function productDictEntries(db: Db, values?: readonly (string | null)[]): Promise<ProductDictEntry[]> {
  const wanted = values && [...new Set(values.filter((v): v is string => v !== null))];
  if (wanted && wanted.length === 0) return [];
  return db
    .select({ type: dictEntries.type, value: dictEntries.value, labelEn: dictEntries.labelEn, labelZh: dictEntries.labelZh })
    .from(dictEntries)
    .where(and(inArray(dictEntries.type, [...PRODUCT_DICT_TYPES]), wanted ? inArray(dictEntries.value, wanted) : undefined));
}

/**
 * `type → value → label` for the product dictionaries; with `values`, only the entries of those values (what
 * a page shows: reading every entry cost a product page most of its database time).
 */
export async function productLabels(db: Db, lang: Lang, values?: readonly (string | null)[]): Promise<Labels> {
  return labelsOf(await productDictEntries(db, values), lang);
}

/** A stored dictionary value with its label (the value itself when the dictionary lacks it). */
export function labelled(labels: Labels, type: ProductDictType, value: string | null): Labelled | null {
  if (value === null) return null;
  return { value, label: labels.get(type)?.get(value) ?? value };
}

/**
 * Rows whose `column` is category `categoryId` or any visible category below it (recursive over the tree);
 * none when the category itself is hidden: a hidden category lists nothing, and its subtree is left out
 * of the lists above it.
 */
export function inCategoryTree(column: AnyPgColumn, categoryId: number): SQL {
  return sql`${column} in (
    with recursive sub(id) as (
      select c.id from categories c where c.id = ${categoryId}::int and c.visible
      union all
      select c.id from categories c join sub on c.parent_id = sub.id where c.visible
    )
    select id from sub)`;
}

/** Rows whose `column` lies under a product category linked to new-product area `areaId` (or its sub-areas). */
export function inNewProductArea(column: AnyPgColumn, areaId: number): SQL {
  return sql`${column} in (
    with recursive area(id) as (
      select ${areaId}::int
      union all
      select c.id from categories c join area on c.parent_id = area.id
    ), sub(id) as (
      select l.product_category_id from category_links l join area on l.category_id = area.id
      union
      select c.id from categories c join sub on c.parent_id = sub.id
    )
    select id from sub)`;
}

/** Products a visitor may see: a hidden product (a draft) is listed, searched and shown nowhere public. */
export const productShownIn = (table: { visible: AnyPgColumn }): SQL => eq(table.visible, true);
export const productShown: SQL = productShownIn(products);

/** The columns that name a product in a list: its id, catalog number and both languages' names. */
export const productNameColumns = { id: products.id, catalogNumber: products.catalogNumber, nameEn: products.nameEn, nameZh: products.nameZh };

function whereOf(f: ProductFilter): SQL | undefined {
  const conditions: SQL[] = [productShown];
  if (f.categoryId !== undefined) conditions.push(inCategoryTree(products.categoryId, f.categoryId));
  if (f.newAreaId !== undefined) conditions.push(inNewProductArea(products.categoryId, f.newAreaId), eq(products.isNew, true));
  if (f.isNew !== undefined) conditions.push(eq(products.isNew, f.isNew));
  if (f.isHot !== undefined) conditions.push(eq(products.isHot, f.isHot));
  if (f.keyword !== undefined) {
    const p = likePattern(f.keyword);
    conditions.push(or(ilike(products.catalogNumber, p), ilike(products.nameEn, p), ilike(products.nameZh, p))!);
  }
  return and(...conditions);
}

/** Loads list rows matching `where` in the order of `sort` (catalogue order by default), with their sizes, labels and pictures. */
export async function listRows(
  db: Db,
  lang: Lang,
  region: Region,
  where: SQL | undefined,
  limit: number,
  offset = 0,
  sort: ProductSort = 'catalogue',
): Promise<ProductRow[]> {
  const rows = await db
    .select({
      ...productNameColumns,
      categoryId: products.categoryId,
      treeNameEn: categories.nameEn,
      treeNameZh: categories.nameZh,
      species: products.species,
      proteinTag: products.proteinTag,
      isNew: products.isNew,
      isHot: products.isHot,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(where)
    .orderBy(...productOrder(sort, lang, region))
    .limit(limit)
    .offset(offset);
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [sizeRows, labels, cited, photos] = await Promise.all([
    db
      .select({ id: productSizes.id, productId: productSizes.productId, size: productSizes.size, priceCny: productSizes.priceCny, stock: productSizes.stock })
      .from(productSizes)
      .where(inArray(productSizes.productId, ids))
      .orderBy(asc(productSizes.sort), asc(productSizes.id)),
    productLabels(db, lang, rows.flatMap((r) => [r.species, r.proteinTag])),
    citationCounts(db, ids),
    mainPhotos(db, ids),
  ]);
  const sizes = sizesByProduct(sizeRows, region);
  const sizesOf = (id: number) => sizeRows.filter((s) => s.productId === id);
  const zh = lang === 'zh';
  return rows.map((r) => ({
    id: r.id,
    catalogNumber: r.catalogNumber,
    name: zh ? r.nameZh : r.nameEn,
    categoryId: r.categoryId,
    treeName: zh ? r.treeNameZh : r.treeNameEn,
    species: labelled(labels, 'species', r.species),
    proteinTag: labelled(labels, 'protein_tag', r.proteinTag),
    isNew: r.isNew,
    isHot: r.isHot,
    sizes: sizes.get(r.id) ?? [],
    priceRange: priceRange(sizesOf(r.id).map((s) => s.priceCny), region),
    stock: bestStock(sizesOf(r.id).map((s) => s.stock)),
    citationCount: cited.get(r.id) ?? 0,
    picture: productPicture({ catalogNumber: r.catalogNumber, nameEn: r.nameEn, nameZh: r.nameZh, sizes: sizesOf(r.id).map((s) => s.size) }, photos.get(r.id) ?? null),
  }));
}

/** One page of products matching `filter`, in catalogue order (catalog number). */
export async function productPage(
  db: Db,
  lang: Lang,
  region: Region,
  filter: ProductFilter,
  page: PageQuery,
): Promise<Page<ProductRow>> {
  const where = whereOf(filter);
  const { rows, total } = await countedPage(db, products, where, page, (limit, offset) => listRows(db, lang, region, where, limit, offset, filter.sort));
  return { list: rows, total, page: page.page, size: page.size };
}

/** The best sellers (`isHot`), at most `limit`. */
export function popularProducts(db: Db, lang: Lang, region: Region, limit: number): Promise<ProductRow[]> {
  return listRows(db, lang, region, and(productShown, eq(products.isHot, true)), limit);
}
