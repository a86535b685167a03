import type { Context, MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import type { Region } from '../geo/region.ts';
import { bodyOf, sendBody, type CachedBody } from './cached-body.ts';
import type { Memo } from './memo.ts';
import { requestLang } from './request-lang.ts';

/**
 * HTTP caching of the API's GET answers: validators on every successful JSON answer, and a short-lived
 * in-process memo of the answers of routes that say they may be kept (server/main.ts turns the memo on;
 * tests and development run without it).
 */

/**
 * Declared on a route (`.get('/product', publicRead, handler)`): its answer may be kept by the API memo and
 * given to other visitors. Only for reads of data the site itself never writes (catalogue, content,
 * configuration) whose answer depends on nothing but the path, query, language and the visitor's region:
 * not search (it records every query), carts, accounts or captchas. It does nothing when the route runs.
 */
export const publicRead: MiddlewareHandler = async (_c, next) => next();

/** Hono keeps the route's own handler here when it wraps it (a sub-app with its own error handler). */
const COMPOSED_HANDLER = '__COMPOSED_HANDLER';

/** Whether the route matched by this request is declared `publicRead` (known before it runs). */
function isPublicRead(c: Context): boolean {
  return matchedRoutes(c).some((r) => r.handler === publicRead || (r.handler as unknown as Record<string, unknown>)[COMPOSED_HANDLER] === publicRead);
}

/** The request headers an API answer depends on besides its URL (request-lang.ts) and its encoding. */
export const API_VARY = 'X-Lang, Accept-Language, Cookie';

export interface ApiCachingOptions {
  /** The visitor's region: prices differ, so it is part of every ETag and memo key. */
  region: (c: Context) => Region;
  /** Keeps the answers of routes declared `publicRead` in memory; absent = validators only. */
  memo?: Memo<CachedBody> | undefined;
}

const isJson = (type: string | null) => !!type && /^application\/(.+\+)?json/i.test(type);

/**
 * Cache validators for the API's GET answers: a successful JSON answer gets a weak ETag of its body and
 * the visitor's region, `Cache-Control: private, no-cache` (browsers keep it and revalidate; shared
 * caches do not keep it: the region comes from the client address, which no Vary header can name) and
 * `Vary` on the request language headers; a matching If-None-Match gets 304 without the body. Answers
 * that set their own Cache-Control or ETag are left alone. With `memo`, the answers of routes declared
 * `publicRead` are answered from memory for the memo's lifetime, unless the request has an Authorization header.
 */
export function apiCaching(opts: ApiCachingOptions): MiddlewareHandler {
  const headersFor = (type: string) => ({ 'content-type': type, 'cache-control': 'private, no-cache', vary: API_VARY });
  return async function apiCachingMiddleware(c, next) {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const region = opts.region(c);
    const memo = opts.memo && !c.req.header('authorization') && isPublicRead(c) ? opts.memo : undefined;

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
