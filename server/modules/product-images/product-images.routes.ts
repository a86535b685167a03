import { productImageFile } from '../../../src/contracts/endpoints/product-images.ts';
import { imageUrl } from '../../../src/contracts/product-images.ts';
import type { AppDeps } from '../../deps.ts';
import { route, type Route } from '../../http/endpoint-route.ts';
import { HttpError } from '../../http/errors.ts';
import { etagMatches } from '../../http/validators.ts';
import { storeOf } from '../../storage/document-store.ts';
import { imageTypeOf } from './product-images.queries.ts';

/** A year: the longest lifetime caches honour (RFC 9111 §5.2.2.1 suggests no more). */
const YEAR_SECONDS = 31_536_000;

/**
 * A product image's bytes at their content address (`/images/<sha256>.<png|jpg|webp>`): the address changes
 * with the bytes, so caches keep it for good (`immutable`); the ETag is the SHA-256 for a revalidation.
 * Only bytes a product image refers to are served, never a document's.
 */
export function productImageRoutes(deps: AppDeps): Route[] {
  return [
    route(productImageFile, async (c, { params }) => {
      const [sha256, ext] = params.file.split('.') as [string, string];
      const contentType = await imageTypeOf(deps.db, sha256);
      if (!contentType || imageUrl(sha256, contentType) !== `/api/v1/images/${sha256}.${ext}`) throw new HttpError('E0404');
      const etag = `"${sha256}"`;
      const headers: Record<string, string> = { etag, 'cache-control': `public, max-age=${YEAR_SECONDS}, immutable`, 'x-content-type-options': 'nosniff' };
      if (etagMatches(c.req.header('if-none-match'), etag)) return new Response(null, { status: 304, headers });
      const bytes = await storeOf(deps).get(deps.db, sha256);
      if (!bytes) throw new HttpError('E0404');
      return new Response(c.req.method === 'HEAD' ? null : (bytes as Uint8Array<ArrayBuffer>), {
        status: 200,
        headers: { ...headers, 'content-type': contentType, 'content-length': String(bytes.length), 'content-security-policy': "default-src 'none'" },
      });
    }),
  ];
}
