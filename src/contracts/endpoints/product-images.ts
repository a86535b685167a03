import { endpointsOf, FILE_ANSWER } from '../endpoint.ts';
import {
  adminProductImageListSchema,
  adminProductImageSchema,
  drawnPictureParams,
  gelFigureParams,
  imageFileParams,
  productImageDeletedSchema,
  productImageOrderSchema,
  productImageParams,
  productImagesParams,
} from '../product-images.ts';

const declare = endpointsOf({ group: 'admin', access: { permission: 'catalogue' } });
const declarePublic = endpointsOf({ group: 'storefront', access: 'public' });

export const productImageFile = declarePublic({
  route: 'GET /images/:file',
  params: imageFileParams,
  answer: FILE_ANSWER,
  does: '`file` = `<sha256>.png`, `.jpg` or `.webp`: a product image\'s bytes at their content address (the product detail\'s `images[].url`, and `images[].webpUrl` for the WebP copy): `cache-control: public, max-age=31536000, immutable`, ETag the SHA-256 (304 to `If-None-Match`); 404 for bytes no product image refers to, or under another extension than their type\'s',
});

export const productGelFigure = declarePublic({
  route: 'GET /product/:catalogNumber/figure.png',
  params: gelFigureParams,
  answer: FILE_ANSWER,
  does: "the product's representative SDS-PAGE gel drawn from its apparent masses (marker ladder, reducing and non-reducing lanes; `server/modules/catalogue/gel-figure.ts`), 508 × 540 PNG, ETag and one day's caching; the product JSON-LD's `image` and `og:image` when no photo is on file; 404 for an unknown product or one without a known mass",
});

export const adminProductImageList = declare({
  route: 'GET /admin/products/:catalogNumber/images',
  params: productImagesParams,
  answer: adminProductImageListSchema,
  does: "the product's images in page order; 404 for an unknown product",
});

export const adminProductImageUpload = declare({
  route: 'POST /admin/products/:catalogNumber/images',
  params: productImagesParams,
  answer: adminProductImageSchema,
  does: 'multipart: `file` (PNG or JPEG, recognised by its bytes only; at most 10 MB, else 413, and 4000 × 4000 pixels), `altEn`, `altZh` (≤ 200 characters): the image is stored and added last. The file is decoded and encoded again from its pixels (pure JavaScript: `@pdf-lib/upng`, `jpeg-js` at quality 90), so metadata, anything appended (a polyglot) and non-image files are gone or refused (400 naming `file`); bytes kept in `document_files`; audited (entity `product-image`, key the catalog number, action `create`)',
});

export const adminProductImageOrder = declare({
  route: 'PUT /admin/products/:catalogNumber/images/order',
  params: productImagesParams,
  body: productImageOrderSchema,
  answer: adminProductImageListSchema,
  does: 'every image id of the product once, the main image first (else 400 naming `ids`); answers the list in its new order; audited (`order`)',
});

export const adminProductImageDelete = declare({
  route: 'DELETE /admin/products/:catalogNumber/images/:id',
  params: productImageParams,
  answer: productImageDeletedSchema,
  does: "deletes the image (and its bytes when nothing else refers to them); 404 if not the product's; audited (`delete`)",
});

export const productDrawnPicture = declarePublic({
  route: 'GET /product-picture/:catalogNumber/:file',
  params: drawnPictureParams,
  answer: FILE_ANSWER,
  does: "`file` = `<key>.webp`: the drawn picture of a product without a photograph (a vial, or a box for a kit, labelled with its catalog number, sizes and names and marked \"Illustration · 示意图\"; 480 × 480 WebP). `key` hashes what the label shows, so the address changes when the name, number or sizes do: `cache-control: public, max-age=31536000, immutable`; drawn once and kept in the database (`drawn_pictures`); 404 for an unknown or hidden product or a key that is not the product's current one",
});
