import { and, asc, eq } from 'drizzle-orm';
import type { Crumb, ProductDetail, ProductSeo } from '../../../src/contracts/catalogue.ts';
import type { Lang } from '../../../src/contracts/lang.ts';
import type { Db } from '../../db/client.ts';
import { categories, products, productSizes, relatedProducts } from '../../db/schema/index.ts';
import type { Region } from '../../geo/region.ts';
import { publicImages } from '../product-images/product-images.queries.ts';
import { productCitations } from './product-citations.ts';
import { sizesByProduct } from './product-price.ts';
import { specificationOf } from './product-specification.ts';
import { labelled, productLabels, productShown } from './product.queries.ts';

/** Citations shown on a product's page (spec: the citations tab); the total says how many exist. */
export const DETAIL_CITATION_LIMIT = 20;

/** A product a visitor may open: hidden ones are unknown to the storefront. */
async function productRow(db: Db, catalogNumber: string) {
  const [row] = await db.select().from(products).where(and(eq(products.catalogNumber, catalogNumber), productShown)).limit(1);
  return row;
}

/** Root-to-leaf path of category `id` (the whole table is a few hundred rows, so walk it in memory). */
export async function categoryPath(db: Db, lang: Lang, id: number): Promise<Crumb[]> {
  const rows = await db
    .select({ id: categories.id, parentId: categories.parentId, nameEn: categories.nameEn, nameZh: categories.nameZh })
    .from(categories);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const path: Crumb[] = [];
  const seen = new Set<number>();
  for (let node = byId.get(id); node && !seen.has(node.id); node = node.parentId === null ? undefined : byId.get(node.parentId)) {
    seen.add(node.id); // a cycle in bad data must not loop forever
    path.unshift({ id: node.id, name: lang === 'zh' ? node.nameZh : node.nameEn });
  }
  return path;
}

/** Everything public about one product, or null when the catalog number is unknown. */
export async function productDetail(db: Db, lang: Lang, region: Region, catalogNumber: string): Promise<ProductDetail | null> {
  const p = await productRow(db, catalogNumber);
  if (!p) return null;
  const [labels, breadcrumb, sizeRows, related, cited, images] = await Promise.all([
    productLabels(db, lang, [p.species, p.proteinTag, p.target, p.coupling, p.expressionSystem, p.tagPosition]),
    categoryPath(db, lang, p.categoryId),
    db
      .select({
        id: productSizes.id,
        productId: productSizes.productId,
        size: productSizes.size,
        priceCny: productSizes.priceCny,
        stock: productSizes.stock,
        leadTimeDays: productSizes.leadTimeDays,
      })
      .from(productSizes)
      .where(eq(productSizes.productId, p.id))
      .orderBy(asc(productSizes.sort), asc(productSizes.id)),
    db
      .select({ id: products.id, catalogNumber: products.catalogNumber, nameEn: products.nameEn, nameZh: products.nameZh })
      .from(relatedProducts)
      .innerJoin(products, eq(products.id, relatedProducts.relatedId))
      .where(and(eq(relatedProducts.productId, p.id), productShown))
      .orderBy(asc(relatedProducts.sort), asc(products.id)),
    productCitations(db, p.id, DETAIL_CITATION_LIMIT),
    publicImages(db, lang, p),
  ]);
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
    breadcrumb,
    // Prices as lists show them (per region), with each size's stock beside it (same order).
    sizes: (sizesByProduct(sizeRows, region).get(p.id) ?? []).map((s, i) => ({ ...s, stock: sizeRows[i]!.stock, leadTimeDays: sizeRows[i]!.leadTimeDays })),
    specification: specificationOf(p, lang, labels),
    related: related.map((r) => ({ id: r.id, catalogNumber: r.catalogNumber, name: zh ? r.nameZh : r.nameEn })),
    citations: cited,
    images,
  };
}

const filled = (s: string | null | undefined): string | undefined => (s && s.trim() ? s : undefined);

/** The page's SEO fields; empty ones fall back to the name (title, keywords) and the description. */
export async function productSeo(db: Db, lang: Lang, catalogNumber: string): Promise<ProductSeo | null> {
  const p = await productRow(db, catalogNumber);
  if (!p) return null;
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
