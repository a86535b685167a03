import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';
import type { Region } from '../geo/region.ts';
import { requestLang } from './request-lang.ts';

/**
 * HTTP caching of answers: validators (ETag, 304 to If-None-Match), compressed forms made once per
 * body, and a short-lived in-process memo of public reads (server/main.ts turns it on; tests and
 * development run without it).
 */

export type Encoding = 'br' | 'gzip';

/** A response body held in memory with its validator and, once asked for, its compressed forms. */
export interface CachedBody {
  bytes: Uint8Array;
  /** A weak validator (`W/"…"`): the same for every encoding of the body. */
  etag: string;
  /** Compressed forms, made on first request (or read from the build's .br/.gz files). */
  encoded: Partial<Record<Encoding, Uint8Array | Promise<Uint8Array>>>;
}

/** Smaller bodies are sent as they are: compressing them saves less than a packet. */
const MIN_COMPRESS_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** A weak ETag of `bytes`, prefixed with `salt` (e.g. the visitor's region) when given. */
export function weakTag(bytes: Uint8Array, salt = ''): string {
  const hash = createHash('sha1').update(bytes).digest('base64url').slice(0, 22);
  return `W/"${salt ? `${salt}-` : ''}${hash}"`;
}

/** A body with its validator; `salt` goes into the ETag. */
export function bodyOf(bytes: Uint8Array, salt = ''): CachedBody {
  return { bytes, etag: weakTag(bytes, salt), encoded: {} };
}

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

/** True when an If-None-Match header names `etag` (weak comparison, RFC 9110 §13.1.2). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === opaque);
}

/**
 * Dynamic answers are compressed at middle settings (brotli 5, gzip 6: a few ms for a 40 KB page on
 * the thread pool); the build writes the static files at the highest (vite.config.ts).
 */
function encode(body: CachedBody, encoding: Encoding): Promise<Uint8Array> | Uint8Array {
  let out = body.encoded[encoding];
  if (!out) {
    out = (encoding === 'br' ? brotli(body.bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: body.bytes.length } }) : gz(body.bytes, { level: 6 })).then(
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

/** A small LRU of values with a lifetime; concurrent loads of one key share one load (no stampede). */
export class Memo<V extends { bytes: Uint8Array }> {
  private readonly entries = new Map<string, { value: V; expires: number }>();
  private readonly loading = new Map<string, Promise<V | null>>();
  private bytes = 0;

  constructor(
    /** How long a value is kept, in ms. */
    readonly ttlMs: number,
    /** Total size of the kept bodies, in bytes; the least recently used go first. */
    readonly maxBytes = 32 * 1024 * 1024,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string): V | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    this.entries.delete(key);
    if (hit.expires <= this.now()) {
      this.bytes -= hit.value.bytes.length;
      return undefined;
    }
    this.entries.set(key, hit); // most recently used last
    return hit.value;
  }

  set(key: string, value: V): void {
    const old = this.entries.get(key);
    if (old) (this.entries.delete(key), (this.bytes -= old.value.bytes.length));
    if (value.bytes.length > this.maxBytes / 4) return;
    this.entries.set(key, { value, expires: this.now() + this.ttlMs });
    this.bytes += value.bytes.length;
    for (const [k, e] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(k);
      this.bytes -= e.value.bytes.length;
    }
  }

  /**
   * The kept value of `key`, or the result of `load` (kept unless null). While one load runs, other
   * callers of the same key wait for it; they get null too when it yields nothing to keep.
   */
  async getOrLoad(key: string, load: () => Promise<V | null>): Promise<V | null> {
    const hit = this.get(key);
    if (hit) return hit;
    let pending = this.loading.get(key);
    if (!pending) {
      pending = load()
        .then((value) => (value && this.set(key, value), value))
        .finally(() => this.loading.delete(key));
      this.loading.set(key, pending);
    }
    return pending;
  }

  /** Forgets everything (after the data behind the answers changed). */
  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  get size(): number {
    return this.entries.size;
  }
}

/**
 * Public reads of data the site itself never writes (catalogue, content, configuration), by path below
 * the API base: the answers the memo may keep. Search (it logs every query), carts, accounts and
 * captchas are not here. A route added here must not depend on anything but its path, query, language
 * and the visitor's region.
 */
export const PUBLIC_READS: readonly RegExp[] = [
  /^\/tree_structure(\/child)?$/,
  /^\/product(\/[^/]+(\/seo|\/isExist)?)?$/,
  /^\/popular_product$/,
  /^\/banner\/show$/,
  /^\/article$/,
  /^\/reference(\/stats)?$/,
  /^\/distributor(\/area)?$/,
  /^\/resource$/,
  /^\/recruitment_needs(\/config)?$/,
  /^\/service(\/menu)?$/,
  /^\/rich_text$/,
  /^\/global_cfg(\/industry\/values)?$/,
  /^\/dict$/,
];

/** The request headers an API answer depends on besides its URL (request-lang.ts) and its encoding. */
export const API_VARY = 'X-Lang, Accept-Language, Cookie';

export interface ApiCachingOptions {
  /** The API's mount path (`/api/v1`), stripped before matching PUBLIC_READS. */
  base: string;
  /** The visitor's region: prices differ, so it is part of every ETag and memo key. */
  region: (c: Context) => Region;
  /** Keeps public reads (PUBLIC_READS) in memory; absent = validators only. */
  memo?: Memo<CachedBody> | undefined;
}

const isJson = (type: string | null) => !!type && /^application\/(.+\+)?json/i.test(type);

/**
 * Cache validators for the API's GET answers: a successful JSON answer gets a weak ETag of its body and
 * the visitor's region, `Cache-Control: private, no-cache` (browsers keep it and revalidate; shared
 * caches do not keep it: the region comes from the client address, which no Vary header can name) and
 * `Vary` on the request language headers; a matching If-None-Match gets 304 without the body. Answers
 * that set their own Cache-Control or ETag are left alone. With `memo`, public reads without an
 * Authorization header are answered from memory for the memo's lifetime.
 */
export function apiCaching(opts: ApiCachingOptions): MiddlewareHandler {
  const headersFor = (type: string) => ({ 'content-type': type, 'cache-control': 'private, no-cache', vary: API_VARY });
  return async function apiCachingMiddleware(c, next) {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const region = opts.region(c);
    const path = c.req.path.startsWith(opts.base) ? c.req.path.slice(opts.base.length) || '/' : c.req.path;
    const memo = opts.memo && !c.req.header('authorization') && PUBLIC_READS.some((re) => re.test(path)) ? opts.memo : undefined;

    /** Runs the route; its successful JSON answer as a CachedBody, or null (the answer stays in c.res). */
    const answer = async (): Promise<(CachedBody & { type: string }) | null> => {
      await next();
      const res = c.res;
      if (res.status !== 200 || !isJson(res.headers.get('content-type')) || res.headers.has('cache-control') || res.headers.has('etag') || res.headers.has('content-encoding')) return null;
      const bytes = new Uint8Array(await res.arrayBuffer());
      c.res = new Response(bytes, res); // the body was read: put an unread copy back
      return { ...bodyOf(bytes, region), type: res.headers.get('content-type')! };
    };

    if (!memo) {
      const body = await answer();
      if (body) replaceResponse(c, await sendBody(c.req.raw, body, headersFor(body.type)));
      return;
    }
    const url = new URL(c.req.url);
    const key = `${region}|${requestLang(c)}|${url.pathname}${url.search}`;
    let ran = false;
    const body = (await memo.getOrLoad(key, () => ((ran = true), answer()))) as (CachedBody & { type: string }) | null;
    if (body) replaceResponse(c, await sendBody(c.req.raw, body, headersFor(body.type)));
    // Nothing kept (not a successful JSON answer): this request's own answer, from its own run.
    else if (!ran) await next();
  };
}

/** Makes `res` the answer, keeping headers set before it that `res` does not have (e.g. Set-Cookie). */
function replaceResponse(c: Context, res: Response): void {
  for (const [k, v] of c.res.headers) {
    if (k === 'content-length' || k === 'content-encoding') continue;
    if (!res.headers.has(k) || k === 'set-cookie') res.headers.append(k, v);
  }
  c.res = undefined; // the setter would copy the old headers over the new ones
  c.res = res;
}
