import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants as zlib, gzip, gzipSync } from 'node:zlib';

/** Compression of answers: which encoding a client takes, and a body's compressed form made once. */

export type Encoding = 'br' | 'gzip';

/** A body with room for its compressed forms, made on first request (or read from the build's .br/.gz files). */
export interface Compressible {
  bytes: Uint8Array;
  encoded: Partial<Record<Encoding, Uint8Array | Promise<Uint8Array>>>;
}

/** Smaller bodies are sent as they are: compressing them saves less than a packet. */
export const MIN_COMPRESS_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** The best encoding the client accepts (brotli, then gzip), or null; `q=0` refuses. */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name.trim(), q ? Number(q.slice(2)) : 1);
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  return ok('br') ? 'br' : ok('gzip') ? 'gzip' : null;
}

/**
 * Dynamic answers are compressed at brotli quality 2 (gzip 6 beside it); the build writes the static files at the
 * highest (vite.config.ts). Measured on a 52 KB product page (bench/README.md "Page render"): quality 2 took
 * 0.46 ms for 12.7 KB, quality 3 0.9 ms for 12.7 KB, quality 4 1.2 ms for 12.1 KB, quality 5 1.6 ms for 11.4 KB.
 * The page waits for it while it renders cold, and every one of these sizes reaches a browser in the first round
 * trip of a new connection (ten segments, about 14.6 KB: RFC 6928), so the extra 5% costs a visitor nothing.
 */
const BROTLI_QUALITY = 2;

/**
 * Bodies up to this size are compressed on the request's own thread; larger ones in libuv's thread pool, so that
 * one large answer does not hold up the others. Handing a body to the pool and back cost more than compressing it:
 * on the 52 KB product page, brotli in the pool added 2.6-2.8 ms to the answer after rendering, inline 1.5-1.9 ms
 * (bench/README.md "Page render"); the render itself holds the thread for several ms anyway.
 */
export const INLINE_MAX_BYTES = 128 * 1024;

const brotliOptions = (bytes: Uint8Array) => ({ params: { [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length } });
const GZIP_OPTIONS = { level: 6 };

const asBytes = (b: Buffer) => new Uint8Array(b.buffer, b.byteOffset, b.byteLength);

/** `body` in `encoding`, made once and kept on the body (a failed attempt is not kept). */
export function encode(body: Compressible, encoding: Encoding): Promise<Uint8Array> | Uint8Array {
  const kept = body.encoded[encoding];
  if (kept) return kept;
  if (body.bytes.length <= INLINE_MAX_BYTES) {
    const bytes = asBytes(encoding === 'br' ? brotliCompressSync(body.bytes, brotliOptions(body.bytes)) : gzipSync(body.bytes, GZIP_OPTIONS));
    return (body.encoded[encoding] = bytes);
  }
  const out = (encoding === 'br' ? brotli(body.bytes, brotliOptions(body.bytes)) : gz(body.bytes, GZIP_OPTIONS)).then(
    (bytes) => (body.encoded[encoding] = asBytes(bytes)),
    (err: unknown) => {
      delete body.encoded[encoding]; // the next request tries again
      throw err;
    },
  );
  body.encoded[encoding] = out;
  return out;
}
