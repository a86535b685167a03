import type { Context } from 'hono';
import { adminProductImageDelete, adminProductImageList, adminProductImageOrder, adminProductImageUpload } from '../../../src/contracts/endpoints/product-images.ts';
import { productImageUploadSchema } from '../../../src/contracts/product-images.ts';
import type { AppDeps } from '../../deps.ts';
import { route, type Route } from '../../http/endpoint-route.ts';
import { HttpError } from '../../http/errors.ts';
import { fieldError } from '../../http/validate.ts';
import { actorOf } from '../../http/staff/actor.ts';
import { readUploadForm } from '../../http/staff/upload-form.ts';
import { storeOf } from '../../storage/document-store.ts';
import { cleanImage, MAX_IMAGE_MB, MAX_IMAGE_SIDE } from './image-check.ts';
import { webpCopy } from './webp.ts';
import { addProductImage, deleteProductImage, orderProductImages } from './product-images.changes.ts';
import { adminImage, imagesOfProduct, productByCatalogNumber } from './product-images.queries.ts';

/** The multipart form of an upload: the alt texts (checked by the contract) and the image, decoded and re-encoded. */
async function readUpload(c: Context) {
  const { input, bytes } = await readUploadForm(c, { schema: productImageUploadSchema, fields: ['altEn', 'altZh'], maxMb: MAX_IMAGE_MB, errors: 'admin:images.errors' });
  // By content only: the name and the browser's type say nothing (a text file named .png is refused).
  const image = cleanImage(bytes);
  if (image === 'notImage') throw fieldError(c, 'file', 'admin:images.errors.notImage');
  if (image === 'tooManyPixels') throw fieldError(c, 'file', 'admin:images.errors.tooManyPixels', { max: MAX_IMAGE_SIDE });
  const webp = await webpCopy(image.rgba, image.width, image.height, image.contentType, image.bytes.length);
  return { input, image: { ...image, webp } };
}

/**
 * A product's images in the back office (permission `catalogue`): the list, an upload (multipart `file`
 * plus `altEn`, `altZh`, read by its handler) decoded and re-encoded, a delete and the order; each change
 * writes one audit row (entity `product-image`, key the catalog number) in its transaction.
 */
export function productImagesAdminRoutes(deps: AppDeps): Route[] {
  const { db } = deps;
  const changeDeps = () => ({ ...deps, store: storeOf(deps) });
  return [
    route(adminProductImageList, async (_c, { params: { catalogNumber } }) => {
      const product = await productByCatalogNumber(db, catalogNumber);
      if (!product) throw new HttpError('E0404');
      return (await imagesOfProduct(db, product.id)).map(adminImage);
    }),
    route(adminProductImageUpload, async (c, { params: { catalogNumber: cat } }) => {
      const { input, image } = await readUpload(c);
      return addProductImage(changeDeps(), actorOf(deps, c), cat, image, input);
    }),
    route(adminProductImageOrder, (c, { params: { catalogNumber: cat }, body: { ids } }) => orderProductImages(changeDeps(), actorOf(deps, c), cat, ids)),
    route(adminProductImageDelete, async (c, { params: { catalogNumber: cat, id } }) => {
      if (!(await deleteProductImage(changeDeps(), actorOf(deps, c), cat, id))) throw new HttpError('E0404');
      return { id };
    }),
  ];
}
