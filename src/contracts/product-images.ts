import { z } from 'zod';
import { CATALOG_NUMBER } from './catalogue-facts.ts';
import { recordId } from './record-id.ts';

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

/** The product of the back office's image routes: its catalog number in any case, read in capitals. */
const catalogNumber = z.string().regex(CATALOG_NUMBER, { error: 'validation:catalogNumber' }).transform((v) => v.toUpperCase());
export const productImagesParams = z.object({ catalogNumber });
export const productImageParams = z.object({ catalogNumber, id: recordId('validation:integer') });

/** One image as the back office lists it. */
export const adminProductImageSchema = z.strictObject({
  id: z.number().int(),
  url: z.string(),
  contentType: z.enum(['image/png', 'image/jpeg']),
  width: z.number().int(),
  height: z.number().int(),
  sizeBytes: z.number().int(),
  altEn: z.string(),
  altZh: z.string(),
  sha256: z.string(),
});
export type AdminProductImage = z.infer<typeof adminProductImageSchema>;
export const adminProductImageListSchema = z.array(adminProductImageSchema);
export const productImageDeletedSchema = z.strictObject({ id: z.number().int() });

/** `GET /images/:file`: an image's bytes by their content address, `<sha256>.<png|jpg|webp>`. */
export const imageFileParams = z.object({ file: z.string().regex(/^[0-9a-f]{64}\.(png|jpg|webp)$/, { error: 'validation:invalid' }) });

/** `GET /product/:catalogNumber/figure.png`: the product, as its page's address names it. */
export const gelFigureParams = z.object({ catalogNumber: z.string().regex(CATALOG_NUMBER, { error: 'validation:catalogNumber' }) });

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

/**
 * The picture a list, the cart or the gallery shows for a product: its main uploaded photograph (the WebP copy
 * when there is one) or, where none was uploaded, its drawn picture (`drawn: true`, server/modules/product-pictures).
 * Width and height in pixels, so the page keeps the picture's place while it loads.
 */
export const productPictureSchema = z.strictObject({ url: z.string(), width: z.number().int(), height: z.number().int(), drawn: z.boolean() });
export type ProductPicture = z.infer<typeof productPictureSchema>;

/** `GET /product-picture/:catalogNumber/:file`: `file` = `<key>.webp`, the key a hash of what the label shows. */
export const drawnPictureParams = z.object({
  catalogNumber: z.string().regex(CATALOG_NUMBER, { error: 'validation:catalogNumber' }),
  file: z.string().regex(/^[0-9a-f]{20}\.webp$/, { error: 'validation:invalid' }),
});
