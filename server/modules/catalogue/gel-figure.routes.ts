import { eq } from 'drizzle-orm';
import { productGelFigure } from '../../../src/contracts/endpoints/product-images.ts';
import { isDiffuseBand } from '../../../src/science/figures/figure-geometry.ts';
import { products } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { route, type Route } from '../../http/endpoint-route.ts';
import { HttpError } from '../../http/errors.ts';
import { etagMatches } from '../../http/validators.ts';
import { gelPng, type GelInput } from './gel-figure.ts';

/** A day: the figure changes only when the product's masses do, and then its ETag changes too. */
const DAY_SECONDS = 86_400;
/** Drawn figures kept per process (a few hundred KB): a crawler walking the catalogue does not redraw each one. */
const KEPT = 64;
const drawn = new Map<string, ReturnType<typeof gelPng>>();

function drawnGel(input: GelInput) {
  const key = JSON.stringify(input);
  let gel = drawn.get(key);
  if (!gel) {
    gel = gelPng(input);
    if (drawn.size >= KEPT) drawn.delete(drawn.keys().next().value!);
    drawn.set(key, gel);
  }
  return gel;
}

/**
 * `GET /product/:catalogNumber/figure.png`: the product's representative SDS-PAGE gel as a picture
 * (server/modules/catalogue/gel-figure.ts), 404 for an unknown product or one whose apparent mass is not known.
 */
export function gelFigureRoutes({ db }: AppDeps): Route[] {
  return [
    route(productGelFigure, async (c, { params: { catalogNumber } }) => {
      const [p] = await db
        .select({ predicted: products.mwPredictedKda, reducing: products.mwObservedKda, nonReducing: products.mwNonReducingKda })
        .from(products)
        .where(eq(products.catalogNumber, catalogNumber))
        .limit(1);
      if (!p || p.reducing === null || !(p.reducing > 0)) throw new HttpError('E0404');
      const nonReducing = p.nonReducing !== null && p.nonReducing > 0 ? p.nonReducing : p.reducing;
      const gel = drawnGel({ reducingKda: p.reducing, nonReducingKda: nonReducing, diffuse: isDiffuseBand(p.predicted, p.reducing) });
      const headers: Record<string, string> = { etag: gel.etag, 'cache-control': `public, max-age=${DAY_SECONDS}`, 'x-content-type-options': 'nosniff' };
      if (etagMatches(c.req.header('if-none-match'), gel.etag)) return new Response(null, { status: 304, headers });
      return new Response(c.req.method === 'HEAD' ? null : (gel.bytes as Uint8Array<ArrayBuffer>), {
        status: 200,
        headers: { ...headers, 'content-type': 'image/png', 'content-length': String(gel.bytes.length), 'content-security-policy': "default-src 'none'" },
      });
    }),
  ];
}
