import { z } from 'zod';

/**
 * Product images: the back office's upload (multipart `file` plus the alt texts), order and list, and what
 * the product detail shows. Messages are translation keys.
 */

const altText = z.string().trim().max(200, 'admin:images.errors.altTooLong').default('');

/** The text fields of an upload: what the picture shows, in each language (for screen readers and search). */
export const productImageUploadSchema = z.object({ altEn: altText, altZh: altText });
export type ProductImageUpload = z.infer<typeof productImageUploadSchema>;

/** The new order of a product's images: every id of the product once, the main image first. */
export const productImageOrderSchema = z.object({
  ids: z
    .array(z.number({ error: 'admin:images.errors.order' }).int({ error: 'admin:images.errors.order' }).positive({ error: 'admin:images.errors.order' }), { error: 'admin:images.errors.order' })
    .min(1, 'admin:images.errors.order')
    .max(100, 'admin:images.errors.order'),
});

/** One image as the back office lists it. */
export interface AdminProductImage {
  id: number;
  url: string;
  contentType: 'image/png' | 'image/jpeg';
  width: number;
  height: number;
  sizeBytes: number;
  altEn: string;
  altZh: string;
  sha256: string;
}

/**
 * One image of the product detail: its address (content-addressed, cached for good), the address of its
 * WebP copy (null when none is smaller), its size in pixels (so the page keeps its place while it loads)
 * and the alt text in the request's language.
 */
export const productImageSchema = z.strictObject({ url: z.string(), webpUrl: z.string().nullable(), width: z.number().int(), height: z.number().int(), alt: z.string() });
export type ProductImage = z.infer<typeof productImageSchema>;

const EXTENSIONS: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };

/** The public address of an image's bytes: `/api/v1/images/<sha256>.<png|jpg|webp>`. */
export const imageUrl = (sha256: string, contentType: string) => `/api/v1/images/${sha256}.${EXTENSIONS[contentType] ?? 'jpg'}`;
