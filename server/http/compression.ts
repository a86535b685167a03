import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';

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
 * Dynamic answers are compressed at middle settings; the build writes the static files at the highest
 * (vite.config.ts). Brotli 4, measured on a 52 KB product page (bench/README.md "Page render"): 0.9 ms of CPU
 * for 12.5 KB, where quality 5 took 1.6 ms for 11.8 KB and quality 3 0.5 ms for 13.2 KB; gzip 6 beside it.
 */
export function encode(body: Compressible, encoding: Encoding): Promise<Uint8Array> | Uint8Array {
  let out = body.encoded[encoding];
  if (!out) {
    out = (encoding === 'br' ? brotli(body.bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: 4, [zlib.BROTLI_PARAM_SIZE_HINT]: body.bytes.length } }) : gz(body.bytes, { level: 6 })).then(
      (bytes) => (body.encoded[encoding] = new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength)),
      (err: unknown) => {
        delete body.encoded[encoding]; // the next request tries again
        throw err;
      },
    );
    body.encoded[encoding] = out;
  }
  return out;
}
