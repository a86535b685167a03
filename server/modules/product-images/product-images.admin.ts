import { z } from 'zod';
import { CATALOG_NUMBER } from '../../../src/contracts/catalogue.ts';
import { productImageOrderSchema, productImageUploadSchema } from '../../../src/contracts/product-images.ts';
import { translate } from '../../../src/i18n/create.ts';
import type { AppDeps } from '../../deps.ts';
import { HttpError } from '../../http/errors.ts';
import { requestLang } from '../../http/request-lang.ts';
import { ok } from '../../http/respond.ts';
import { check, fieldError, readBody, readParams } from '../../http/validate.ts';
import type { AdminContext, AdminRoute } from '../admin/admin-route.ts';
import { actorOf } from '../admin/staff-session.ts';
import { storeOf } from '../documents/serve-document.ts';
import { readBodyCapped } from '../paper-award/uploads.ts';
import { cleanImage, MAX_IMAGE_MB, MAX_IMAGE_SIDE } from './image-check.ts';
import { webpCopy } from './webp.ts';
import { addProductImage, deleteProductImage, orderProductImages } from './product-images.changes.ts';
import { adminImage, imagesOfProduct, productByCatalogNumber } from './product-images.queries.ts';

const MB = 1024 * 1024;
/** Room for the multipart form's boundaries and alt texts around the file. */
const FORM_OVERHEAD_BYTES = 64 * 1024;
const catalogNumber = z.string().regex(CATALOG_NUMBER, { error: 'validation:catalogNumber' }).transform((v) => v.toUpperCase());
const productParams = z.object({ catalogNumber });
const imageParams = z.object({ catalogNumber, id: z.coerce.number({ error: 'validation:integer' }).int({ error: 'validation:integer' }).positive({ error: 'validation:integer' }).max(2_147_483_647, { error: 'validation:integer' }) });

const tooLarge = (c: AdminContext) => new HttpError('E0413', [{ field: 'file', message: translate(requestLang(c), 'admin:images.errors.fileTooLarge', { max: MAX_IMAGE_MB }) }]);

/** The multipart form of an upload: the alt texts (checked by the contract) and the image, decoded and re-encoded. */
async function readUpload(c: AdminContext) {
  if (!/^multipart\/form-data;/i.test(c.req.header('content-type') ?? '')) throw fieldError(c, 'file', 'admin:images.errors.fileRequired');
  const body = await readBodyCapped(c, MAX_IMAGE_MB * MB + FORM_OVERHEAD_BYTES, () => tooLarge(c));
  const form = await new Response(body, { headers: { 'content-type': c.req.header('content-type')! } }).formData().catch(() => {
    throw fieldError(c, 'file', 'admin:images.errors.fileRequired');
  });
  const text = (name: string) => {
    const v = form.get(name);
    return typeof v === 'string' ? v : undefined;
  };
  const input = check(c, productImageUploadSchema, { altEn: text('altEn'), altZh: text('altZh') });
  const file = form.get('file');
  if (!(file instanceof File) || file.size === 0) throw fieldError(c, 'file', 'admin:images.errors.fileRequired');
  if (file.size > MAX_IMAGE_MB * MB) throw tooLarge(c);
  // By content only: the name and the browser's type say nothing (a text file named .png is refused).
  const image = cleanImage(new Uint8Array(await file.arrayBuffer()));
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
  const base = '/products/:catalogNumber/images';
  return [
    {
      method: 'GET',
      path: base,
      permission: 'catalogue',
      handler: async (c) => {
        const product = await productByCatalogNumber(db, readParams(c, productParams).catalogNumber);
        if (!product) throw new HttpError('E0404');
        return ok(c, (await imagesOfProduct(db, product.id)).map(adminImage));
      },
    },
    {
      method: 'POST',
      path: base,
      permission: 'catalogue',
      handler: async (c) => {
        const { catalogNumber: cat } = readParams(c, productParams);
        const { input, image } = await readUpload(c);
        return ok(c, await addProductImage(changeDeps(), actorOf(deps, c), cat, image, input));
      },
    },
    {
      method: 'PUT',
      path: `${base}/order`,
      permission: 'catalogue',
      handler: async (c) => {
        const { catalogNumber: cat } = readParams(c, productParams);
        const { ids } = await readBody(c, productImageOrderSchema);
        return ok(c, await orderProductImages(changeDeps(), actorOf(deps, c), cat, ids));
      },
    },
    {
      method: 'DELETE',
      path: `${base}/:id`,
      permission: 'catalogue',
      handler: async (c) => {
        const { catalogNumber: cat, id } = readParams(c, imageParams);
        if (!(await deleteProductImage(changeDeps(), actorOf(deps, c), cat, id))) throw new HttpError('E0404');
        return ok(c, { id });
      },
    },
  ];
}
