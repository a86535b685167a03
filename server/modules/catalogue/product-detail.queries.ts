import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { CitationItem, Crumb, ProductDetail, ProductSeo } from '../../../src/contracts/catalogue.ts';
import type { Lang } from '../../../src/contracts/lang.ts';
import type { StockState } from '../../../src/contracts/product-specification.ts';
import type { Db } from '../../db/client.ts';
import { jsonAgg } from '../../db/json-list.ts';
import { products } from '../../db/schema/index.ts';
import type { Region } from '../../geo/region.ts';
import { publicImage, type ProductImageRow } from '../product-images/product-images.queries.ts';
import { readCategories, type CatalogueLookups, type CategoryNode } from './catalogue-lookups.ts';
import { toCitation } from './product-citations.ts';
import { sizesByProduct } from './product-price.ts';
import { specificationOf } from './product-specification.ts';
import { labelled, labelsOf, productDictEntries, productShown } from './product.queries.ts';
import { relatedProduct, relatedRows, type RelatedRead } from './related.queries.ts';
import { productPicture } from '../product-pictures/picture-ref.ts';

/** Citations shown on a product's page (spec: the citations tab); the total says how many exist. */
export const DETAIL_CITATION_LIMIT = 20;

/** A product a visitor may open: hidden ones are unknown to the storefront. */
async function productRow(db: Db, catalogNumber: string) {
  const [row] = await db.select().from(products).where(and(eq(products.catalogNumber, catalogNumber), productShown)).limit(1);
  return row;
}

/** Root-to-leaf path of category `id` among `rows` (the whole table). */
export function pathIn(rows: readonly CategoryNode[], lang: Lang, id: number): Crumb[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const path: Crumb[] = [];
  const seen = new Set<number>();
  for (let node = byId.get(id); node && !seen.has(node.id); node = node.parentId === null ? undefined : byId.get(node.parentId)) {
    seen.add(node.id); // a cycle in bad data must not loop forever
    path.unshift({ id: node.id, name: lang === 'zh' ? node.nameZh : node.nameEn });
  }
  return path;
}

/** The product's id in the subqueries, qualified: Drizzle writes a lone `"id"` in a one-table select, which a subquery reads as its own table's. */
const productId = sql.raw('"products"."id"');

/**
 * The product query as a prepared query, built once per database: building its SQL took about as long as
 * running it on the embedded database (bench/README.md "Page render"). It answers one JSON value: the product's
 * row (`row_to_json`) and its lists. Read column by column, the embedded database's driver copied and decoded each
 * of the row's fifty values on its own; one JSON value made the read 0.67-0.95 ms → 0.47 ms.
 */
function productQuery(db: Db) {
  return db
    .select({
      read: sql<unknown>`json_build_object(
        'p', row_to_json(${products}),
        'sizes', ${jsonAgg(sql`select json_agg(json_build_object('id', s.id, 'productId', s.product_id, 'size', s.size, 'priceCny', s.price_cny::text,
          'stock', s.stock, 'leadTimeDays', s.lead_time_days) order by s.sort, s.id) from product_sizes s where s.product_id = ${productId}`)},
        'related', ${jsonAgg(sql`select json_agg(json_build_object('id', r.id, 'catalogNumber', r.catalog_number, 'nameEn', r.name_en, 'nameZh', r.name_zh, 'sizes', r.sizes, 'photo', r.photo)
          order by r.sort, r.id) from ${relatedRows(db, productId)} r`)},
        'citations', (select json_build_object(
          'list', coalesce(json_agg(json_build_object('id', c.id, 'title', c.title, 'journal', c.journal, 'impactFactor', c.impact_factor::text,
            'year', c.year, 'doi', c.doi, 'authors', c.authors, 'productId', c.product_id) order by c.year desc, c.id desc) filter (where c.latest <= ${DETAIL_CITATION_LIMIT}), '[]'::json),
          'total', count(*))
          from (select *, row_number() over (order by year desc, id desc) as latest from citations where product_id = ${productId}) c),
        'images', ${jsonAgg(sql`select json_agg(json_build_object('sha256', i.sha256, 'webpSha256', i.webp_sha256, 'contentType', i.content_type,
          'width', i.width, 'height', i.height, 'altEn', i.alt_en, 'altZh', i.alt_zh)
          order by i.sort, i.id) from product_images i where i.product_id = ${productId}`)})`,
    })
    .from(products)
    .where(and(eq(products.catalogNumber, sql.placeholder('catalogNumber')), productShown))
    .limit(1)
    .prepare('read_product');
}

const productQueries = new WeakMap<Db, ReturnType<typeof productQuery>>();

type ProductRow = typeof products.$inferSelect;
const productColumns = Object.entries(getTableColumns(products));

/** A products row from its `row_to_json` form (column names as keys), each value as Drizzle maps the column's. */
function productFromJson(json: Record<string, unknown>): ProductRow {
  const row: Record<string, unknown> = {};
  for (const [key, column] of productColumns) {
    const value = json[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as ProductRow;
}

/**
 * A product and the lists its page shows beside it (sizes, related products, the latest citations and their
 * total, images) in one query (server/db/json-list.ts); a product page used to make seven. Null when the
 * catalog number is unknown.
 */
export async function readProduct(db: Db, catalogNumber: string) {
  let query = productQueries.get(db);
  if (!query) productQueries.set(db, (query = productQuery(db)));
  const [row] = await query.execute({ catalogNumber });
  if (!row) return null;
  type Size = { id: number; productId: number; size: string; priceCny: string | null; stock: StockState | null; leadTimeDays: number | null };
  type Citation = Omit<CitationItem, 'impactFactor'> & { impactFactor: string };
  type Image = Pick<ProductImageRow, 'sha256' | 'webpSha256' | 'contentType' | 'width' | 'height' | 'altEn' | 'altZh'>;
  type Read = { p: Record<string, unknown>; sizes: Size[]; related: RelatedRead[]; citations: { list: Citation[]; total: number }; images: Image[] };
  // Both drivers parse `json` values; a string is parsed here all the same.
  const read = (typeof row.read === 'string' ? JSON.parse(row.read) : row.read) as Read;
  return {
    p: productFromJson(read.p),
    sizes: read.sizes,
    related: read.related,
    citations: { list: read.citations.list.map(toCitation), total: Number(read.citations.total) },
    images: read.images,
  };
}

/** A product as its page reads it (readProduct). */
export type ProductRead = NonNullable<Awaited<ReturnType<typeof readProduct>>>;

/** Everything public about one product, or null when the catalog number is unknown. */
export async function productDetail(db: Db, lang: Lang, region: Region, catalogNumber: string): Promise<ProductDetail | null> {
  const read = await readProduct(db, catalogNumber);
  if (!read) return null;
  // Read unkept, the labels of the values the page shows only.
  const { p } = read;
  const values = [p.species, p.proteinTag, p.target, p.coupling, p.expressionSystem, p.tagPosition];
  return detailOf(read, lang, region, { categories: () => readCategories(db), productDict: () => productDictEntries(db, values) });
}

/** The detail of a product read with readProduct; labels and the category path from `lookups`. */
export async function detailOf(read: ProductRead, lang: Lang, region: Region, lookups: CatalogueLookups): Promise<ProductDetail> {
  const { p, sizes: sizeRows } = read;
  const [dict, tree] = await Promise.all([lookups.productDict(), lookups.categories()]);
  const labels = labelsOf(dict, lang);
  const zh = lang === 'zh';
  return {
    id: p.id,
    catalogNumber: p.catalogNumber,
    name: zh ? p.nameZh : p.nameEn,
    description: zh ? p.descriptionZh : p.descriptionEn,
    troubleshooting: zh ? p.troubleshootingZh : p.troubleshootingEn,
    categoryId: p.categoryId,
    isNew: p.isNew,
    isHot: p.isHot,
    species: labelled(labels, 'species', p.species),
    proteinTag: labelled(labels, 'protein_tag', p.proteinTag),
    target: labelled(labels, 'target', p.target),
    coupling: labelled(labels, 'coupling', p.coupling),
    expressionSystem: labelled(labels, 'expression_system', p.expressionSystem),
    breadcrumb: pathIn(tree, lang, p.categoryId),
    // Prices as lists show them (per region), with each size's stock beside it (same order).
    sizes: (sizesByProduct(sizeRows, region).get(p.id) ?? []).map((s, i) => ({ ...s, stock: sizeRows[i]!.stock, leadTimeDays: sizeRows[i]!.leadTimeDays })),
    specification: specificationOf(p, lang, labels),
    related: read.related.map((r) => relatedProduct(r, lang)),
    citations: read.citations,
    images: read.images.map((r) => publicImage(r, lang, p)),
    picture: productPicture({ catalogNumber: p.catalogNumber, nameEn: p.nameEn, nameZh: p.nameZh, sizes: sizeRows.map((s) => s.size) }, read.images[0] ?? null),
  };
}

const filled = (s: string | null | undefined): string | undefined => (s && s.trim() ? s : undefined);

/** The page's SEO fields; empty ones fall back to the name (title, keywords) and the description. */
export async function productSeo(db: Db, lang: Lang, catalogNumber: string): Promise<ProductSeo | null> {
  const p = await productRow(db, catalogNumber);
  return p ? seoOf(p, lang) : null;
}

/** The SEO fields of a product row. */
export function seoOf(p: ProductRead['p'], lang: Lang): ProductSeo {
  const zh = lang === 'zh';
  const name = zh ? p.nameZh : p.nameEn;
  return {
    title: filled(zh ? p.seoTitleZh : p.seoTitleEn) ?? name,
    keywords: filled(zh ? p.seoKeywordsZh : p.seoKeywordsEn) ?? [name, p.catalogNumber].join(zh ? '，' : ', '),
    description: filled(zh ? p.seoDescriptionZh : p.seoDescriptionEn) ?? (zh ? p.descriptionZh : p.descriptionEn),
  };
}

export async function productExists(db: Db, catalogNumber: string): Promise<boolean> {
  const [row] = await db.select({ id: products.id }).from(products).where(and(eq(products.catalogNumber, catalogNumber), productShown)).limit(1);
  return row !== undefined;
}
