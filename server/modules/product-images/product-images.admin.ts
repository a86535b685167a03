import { z } from 'zod';
import { CATALOG_NUMBER } from '../../../src/contracts/catalogue.ts';
import { productImageOrderSchema, productImageUploadSchema } from '../../../src/contracts/product-images.ts';
import type { AppDeps } from '../../deps.ts';
import { HttpError } from '../../http/errors.ts';
import { ok } from '../../http/respond.ts';
import { fieldError, readBody, readParams } from '../../http/validate.ts';
import { permitted, type AdminContext, type AdminRoute } from '../../http/staff/admin-route.ts';
import { actorOf } from '../../http/staff/actor.ts';
import { readUploadForm } from '../../http/staff/upload-form.ts';
import { storeOf } from '../../storage/document-store.ts';
import { cleanImage, MAX_IMAGE_MB, MAX_IMAGE_SIDE } from './image-check.ts';
import { webpCopy } from './webp.ts';
import { addProductImage, deleteProductImage, orderProductImages } from './product-images.changes.ts';
import { adminImage, imagesOfProduct, productByCatalogNumber } from './product-images.queries.ts';

const catalogNumber = z.string().regex(CATALOG_NUMBER, { error: 'validation:catalogNumber' }).transform((v) => v.toUpperCase());
const productParams = z.object({ catalogNumber });
const imageParams = z.object({ catalogNumber, id: z.coerce.number({ error: 'validation:integer' }).int({ error: 'validation:integer' }).positive({ error: 'validation:integer' }).max(2_147_483_647, { error: 'validation:integer' }) });

/** The multipart form of an upload: the alt texts (checked by the contract) and the image, decoded and re-encoded. */
async function readUpload(c: AdminContext) {
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
 * plus `altEn`, `altZh`) decoded and re-encoded, a delete and the order; each change writes one audit row
 * (entity `product-image`, key the catalog number) in its transaction.
 */
export function productImagesAdminRoutes(deps: AppDeps): AdminRoute[] {
  const { db } = deps;
  const changeDeps = () => ({ ...deps, store: storeOf(deps) });
  return permitted('catalogue', {
    'GET /products/:catalogNumber/images': async (c) => {
      const product = await productByCatalogNumber(db, readParams(c, productParams).catalogNumber);
      if (!product) throw new HttpError('E0404');
      return ok(c, (await imagesOfProduct(db, product.id)).map(adminImage));
    },
    'POST /products/:catalogNumber/images': async (c) => {
      const { catalogNumber: cat } = readParams(c, productParams);
      const { input, image } = await readUpload(c);
      return ok(c, await addProductImage(changeDeps(), actorOf(deps, c), cat, image, input));
    },
    'PUT /products/:catalogNumber/images/order': async (c) => {
      const { catalogNumber: cat } = readParams(c, productParams);
      const { ids } = await readBody(c, productImageOrderSchema);
      return ok(c, await orderProductImages(changeDeps(), actorOf(deps, c), cat, ids));
    },
    'DELETE /products/:catalogNumber/images/:id': async (c) => {
      const { catalogNumber: cat, id } = readParams(c, imageParams);
      if (!(await deleteProductImage(changeDeps(), actorOf(deps, c), cat, id))) throw new HttpError('E0404');
      return ok(c, { id });
    },
  });
}
