import { and, eq, ne } from 'drizzle-orm';
import { productDrawnPicture } from '../../../src/contracts/endpoints/product-images.ts';
import type { Db } from '../../db/client.ts';
import { drawnPictures, products } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { route, type Route } from '../../http/endpoint-route.ts';
import { HttpError } from '../../http/errors.ts';
import { etagMatches } from '../../http/validators.ts';
import { drawPicture } from './draw-picture.ts';
import { pictureLabels } from './picture.queries.ts';
import { pictureKey } from './picture-ref.ts';

/** A year: the longest lifetime caches honour (RFC 9111 §5.2.2.1 suggests no more); the address changes with the label. */
const YEAR_SECONDS = 31_536_000;

/** Pictures being drawn in this process, by key: two requests for one new picture draw it once. */
const drawing = new Map<string, Promise<Uint8Array>>();

/**
 * The bytes of a product's drawn picture under `key`: read from `drawn_pictures`, else drawn (~0.2-0.8 s), kept
 * there for every process, and the product's older pictures removed.
 */
async function pictureBytes(db: Db, productId: number, key: string, draw: () => Promise<Uint8Array>): Promise<Uint8Array> {
  const [kept] = await db.select({ bytes: drawnPictures.bytes }).from(drawnPictures).where(eq(drawnPictures.key, key));
  if (kept) return kept.bytes;
  let pending = drawing.get(key);
  if (!pending) {
    pending = (async () => {
      const bytes = await draw();
      await db.transaction(async (tx) => {
        await tx.delete(drawnPictures).where(and(eq(drawnPictures.productId, productId), ne(drawnPictures.key, key)));
        await tx.insert(drawnPictures).values({ key, productId, bytes }).onConflictDoNothing();
      });
      return bytes;
    })().finally(() => drawing.delete(key));
    drawing.set(key, pending);
  }
  return pending;
}

/**
 * `GET /product-picture/:catalogNumber/<key>.webp`: the drawn picture of a product, for its current label only;
 * a hidden product has none (the catalogue's rule `productShown`, written here: the catalogue module imports this one).
 */
export function productPictureRoutes({ db }: AppDeps): Route[] {
  return [
    route(productDrawnPicture, async (c, { params }) => {
      const key = params.file.slice(0, -'.webp'.length);
      const [p] = await db.select({ id: products.id }).from(products).where(and(eq(products.catalogNumber, params.catalogNumber), eq(products.visible, true))).limit(1);
      const label = p && (await pictureLabels(db, [p.id])).get(p.id);
      if (!p || !label || pictureKey(label) !== key) throw new HttpError('E0404');
      const etag = `"${key}"`;
      const headers: Record<string, string> = { etag, 'cache-control': `public, max-age=${YEAR_SECONDS}, immutable`, 'x-content-type-options': 'nosniff' };
      if (etagMatches(c.req.header('if-none-match'), etag)) return new Response(null, { status: 304, headers });
      const bytes = await pictureBytes(db, p.id, key, () => drawPicture(label));
      return new Response(c.req.method === 'HEAD' ? null : (bytes as Uint8Array<ArrayBuffer>), {
        status: 200,
        headers: { ...headers, 'content-type': 'image/webp', 'content-length': String(bytes.length), 'content-security-policy': "default-src 'none'" },
      });
    }),
  ];
}
