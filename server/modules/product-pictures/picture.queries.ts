import { asc, inArray, sql } from 'drizzle-orm';
import type { ProductPicture } from '../../../src/contracts/product-images.ts';
import type { Db } from '../../db/client.ts';
import { productImages, products, productSizes } from '../../db/schema/index.ts';
import { productPicture, type MainPhoto } from './picture-ref.ts';
import type { PictureLabel } from './picture-svg.ts';

/** The outer row's product id, qualified: Drizzle writes a column in a select's subquery without its table, where `s.id` would shadow it. */
const PRODUCT_ID = sql.raw('"products"."id"');

/** The main (first) uploaded photograph of each of `productIds` that has one. */
export async function mainPhotos(db: Db, productIds: readonly number[]): Promise<Map<number, MainPhoto>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([productImages.productId], {
      productId: productImages.productId,
      sha256: productImages.sha256,
      webpSha256: productImages.webpSha256,
      contentType: productImages.contentType,
      width: productImages.width,
      height: productImages.height,
    })
    .from(productImages)
    .where(inArray(productImages.productId, [...productIds]))
    .orderBy(asc(productImages.productId), asc(productImages.sort), asc(productImages.id));
  return new Map(rows.map(({ productId, ...photo }) => [productId, photo]));
}

/** What the drawn picture of each of `productIds` shows: number, names and sizes in display order. */
export async function pictureLabels(db: Db, productIds: readonly number[]): Promise<Map<number, PictureLabel>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: products.id,
      catalogNumber: products.catalogNumber,
      nameEn: products.nameEn,
      nameZh: products.nameZh,
      sizes: sql<string[] | null>`(select array_agg(s.size order by s.sort, s.id) from ${productSizes} s where s.product_id = ${PRODUCT_ID})`,
    })
    .from(products)
    .where(inArray(products.id, [...productIds]));
  return new Map(rows.map((r) => [r.id, { catalogNumber: r.catalogNumber, nameEn: r.nameEn, nameZh: r.nameZh, sizes: r.sizes ?? [] }]));
}

/** The picture of each of `productIds` (cart lines, related products): two queries for any number of products. */
export async function picturesOf(db: Db, productIds: readonly number[]): Promise<Map<number, ProductPicture>> {
  const [labels, photos] = await Promise.all([pictureLabels(db, productIds), mainPhotos(db, productIds)]);
  return new Map([...labels].map(([id, label]) => [id, productPicture(label, photos.get(id) ?? null)]));
}
