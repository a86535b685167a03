import { and, eq, max } from 'drizzle-orm';
import type { AdminProductImage, ProductImageUpload } from '../../../src/contracts/product-images.ts';
import { productImages } from '../../db/schema/index.ts';
import { ChangeRefused } from '../../http/staff/change-refused.ts';
import { withAudit, type AuditDeps } from '../audit/with-audit.ts';
import { type AuditActor } from '../../http/staff/actor.ts';
import { sha256Hex, type DocumentStore } from '../../storage/document-store.ts';
import type { CleanImage } from './image-check.ts';
import { adminImage, imagesOfProduct, productByCatalogNumber, type ProductImageRow } from './product-images.queries.ts';

/**
 * The audited changes of product images (entity `product-image`, key the catalog number): add, delete,
 * order. Each runs in one transaction with its audit row; the bytes go to the documents' store.
 */

type Deps = AuditDeps & { store: DocumentStore };
const ENTITY = 'product-image';

/** What the audit trail keeps of an image: its description and hash, never its bytes. */
const audited = (r: ProductImageRow) => ({ id: r.id, sha256: r.sha256, webpSha256: r.webpSha256, contentType: r.contentType, width: r.width, height: r.height, sizeBytes: r.sizeBytes, altEn: r.altEn, altZh: r.altZh, sort: r.sort });

async function productOrRefuse(deps: Deps, catalogNumber: string) {
  const product = await productByCatalogNumber(deps.db, catalogNumber);
  if (!product) throw new ChangeRefused('catalogNumber', 'admin:images.errors.noProduct');
  return product;
}

/** An image as stored: the re-encoded file and its WebP copy (null when the copy is not smaller). */
export type StoredImage = CleanImage & { webp: Uint8Array | null };

/** Adds a (re-encoded) image after the product's others. */
export async function addProductImage(deps: Deps, actor: AuditActor, catalogNumber: string, image: StoredImage, text: ProductImageUpload): Promise<AdminProductImage> {
  const product = await productOrRefuse(deps, catalogNumber);
  const sha256 = sha256Hex(image.bytes);
  const webpSha256 = image.webp ? sha256Hex(image.webp) : null;
  return withAudit(deps, actor, { entity: ENTITY, key: catalogNumber, action: 'create' }, async (tx) => {
    await deps.store.put(tx, sha256, image.bytes);
    if (image.webp && webpSha256) await deps.store.put(tx, webpSha256, image.webp);
    const [last] = await tx.select({ sort: max(productImages.sort) }).from(productImages).where(eq(productImages.productId, product.id));
    const [row] = await tx
      .insert(productImages)
      .values({ productId: product.id, sha256, webpSha256, contentType: image.contentType, width: image.width, height: image.height, sizeBytes: image.bytes.length, altEn: text.altEn, altZh: text.altZh, sort: (last?.sort ?? -1) + 1, staffId: actor.staffId, createdAt: deps.now() })
      .returning();
    return { before: null, after: audited(row!), result: adminImage(row!) };
  });
}

/** Deletes an image of the product (its bytes too when nothing else refers to them); false when unknown. */
export async function deleteProductImage(deps: Deps, actor: AuditActor, catalogNumber: string, id: number): Promise<boolean> {
  const product = await productOrRefuse(deps, catalogNumber);
  return withAudit(deps, actor, { entity: ENTITY, key: catalogNumber, action: 'delete' }, async (tx) => {
    const [gone] = await tx.delete(productImages).where(and(eq(productImages.id, id), eq(productImages.productId, product.id))).returning();
    if (gone) await deps.store.release(tx, gone.sha256);
    if (gone?.webpSha256) await deps.store.release(tx, gone.webpSha256);
    return { before: gone ? audited(gone) : null, after: null, result: gone !== undefined };
  });
}

/** Puts the product's images in the order of `ids`, which must name each of them once. */
export async function orderProductImages(deps: Deps, actor: AuditActor, catalogNumber: string, ids: number[]): Promise<AdminProductImage[]> {
  const product = await productOrRefuse(deps, catalogNumber);
  return withAudit(deps, actor, { entity: ENTITY, key: catalogNumber, action: 'order' }, async (tx) => {
    const before = await imagesOfProduct(tx, product.id);
    const known = new Set(before.map((r) => r.id));
    if (ids.length !== known.size || new Set(ids).size !== ids.length || !ids.every((id) => known.has(id))) throw new ChangeRefused('ids', 'admin:images.errors.order');
    for (const [sort, id] of ids.entries()) await tx.update(productImages).set({ sort }).where(eq(productImages.id, id));
    const after = await imagesOfProduct(tx, product.id);
    return { before: before.map((r) => r.id), after: after.map((r) => r.id), result: after.map(adminImage) };
  });
}
