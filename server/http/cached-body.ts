import { encode, MIN_COMPRESS_BYTES, preferredEncoding, type Compressible } from './compression.ts';
import { etagMatches, weakTag } from './validators.ts';

/**
 * An answer's body held in memory with its validator and compressed forms, and how it is sent: 304 to a
 * matching If-None-Match, otherwise in the best encoding the client accepts.
 */

/** A response body held in memory with its validator and, once asked for, its compressed forms. */
export interface CachedBody extends Compressible {
  /** A weak validator (`W/"…"`): the same for every encoding of the body. */
  etag: string;
}

/** A body with its validator; `salt` goes into the ETag. */
export function bodyOf(bytes: Uint8Array, salt = ''): CachedBody {
  return { bytes, etag: weakTag(bytes, salt), encoded: {} };
}

/**
 * Answers with `body`: 304 when the request's If-None-Match names its ETag, otherwise the body in the
 * best encoding the client accepts (`compress: false` for formats that are compressed already, e.g.
 * PNG). `headers` are sent with both (Cache-Control, Vary, Content-Type …); `Vary: Accept-Encoding` is added.
 */
export async function sendBody(req: Request, body: CachedBody, headers: Record<string, string>, opts: { status?: number; compress?: boolean } = {}): Promise<Response> {
  const status = opts.status ?? 200;
  const compress = opts.compress ?? true;
  const vary = compress ? (headers['vary'] ? `${headers['vary']}, Accept-Encoding` : 'Accept-Encoding') : headers['vary'];
  const common: Record<string, string> = { ...headers, ...(vary ? { vary } : {}), etag: body.etag };
  if (status === 200 && etagMatches(req.headers.get('if-none-match') ?? undefined, body.etag)) {
    const { 'content-type': _type, ...rest } = common;
    return new Response(null, { status: 304, headers: rest });
  }
  const encoding = compress && body.bytes.length >= MIN_COMPRESS_BYTES ? preferredEncoding(req.headers.get('accept-encoding') ?? undefined) : null;
  const bytes = encoding ? await encode(body, encoding) : body.bytes;
  const out = { ...common, 'content-length': String(bytes.length), ...(encoding ? { 'content-encoding': encoding } : {}) };
  return new Response(req.method === 'HEAD' ? null : (bytes as Uint8Array<ArrayBuffer>), { status, headers: out });
}
