import { and, asc, eq, or } from 'drizzle-orm';
import { imageUrl, type AdminProductImage, type ProductImage } from '../../../src/contracts/product-images.ts';
import type { Lang } from '../../../src/contracts/lang.ts';
import type { Db } from '../../db/client.ts';
import { productImages, products } from '../../db/schema/index.ts';

export type ProductImageRow = typeof productImages.$inferSelect;

/** A product's images in the page's order (then oldest first). */
export async function imagesOfProduct(db: Db, productId: number): Promise<ProductImageRow[]> {
  return db.select().from(productImages).where(eq(productImages.productId, productId)).orderBy(asc(productImages.sort), asc(productImages.id));
}

export async function productByCatalogNumber(db: Db, catalogNumber: string) {
  const [row] = await db.select({ id: products.id, nameEn: products.nameEn, nameZh: products.nameZh }).from(products).where(eq(products.catalogNumber, catalogNumber)).limit(1);
  return row ?? null;
}

export async function imageOfProduct(db: Db, productId: number, id: number): Promise<ProductImageRow | null> {
  const [row] = await db.select().from(productImages).where(and(eq(productImages.productId, productId), eq(productImages.id, id)));
  return row ?? null;
}

export type ServedImageType = ProductImageRow['contentType'] | 'image/webp';

/** The content type of an image file, or null when no product image has these bytes (a PDF's hash is not served here). */
export async function imageTypeOf(db: Db, sha256: string): Promise<ServedImageType | null> {
  const [row] = await db
    .select({ contentType: productImages.contentType, webp: productImages.webpSha256 })
    .from(productImages)
    .where(or(eq(productImages.sha256, sha256), eq(productImages.webpSha256, sha256)))
    .limit(1);
  if (!row) return null;
  return row.webp === sha256 ? 'image/webp' : row.contentType;
}

export const adminImage = (r: ProductImageRow): AdminProductImage => ({
  id: r.id,
  url: imageUrl(r.sha256, r.contentType),
  contentType: r.contentType,
  width: r.width,
  height: r.height,
  sizeBytes: r.sizeBytes,
  altEn: r.altEn,
  altZh: r.altZh,
  sha256: r.sha256,
});

/** One image of the product detail: the alt text in `lang`, the product's name where none was written. */
export function publicImage(
  r: Pick<ProductImageRow, 'sha256' | 'webpSha256' | 'contentType' | 'width' | 'height' | 'altEn' | 'altZh'>,
  lang: Lang,
  product: { nameEn: string; nameZh: string },
): ProductImage {
  return {
    url: imageUrl(r.sha256, r.contentType),
    webpUrl: r.webpSha256 ? imageUrl(r.webpSha256, 'image/webp') : null,
    width: r.width,
    height: r.height,
    alt: (lang === 'zh' ? r.altZh : r.altEn) || (lang === 'zh' ? product.nameZh : product.nameEn),
  };
}
