import type { Context, Hono } from 'hono';
import type { LangHosts } from '../../src/contracts/site-url.ts';
import type { Lang } from '../../src/contracts/lang.ts';
import type { RenderRequest, RenderResult } from '../../src/contracts/render.ts';
import type { AppDeps, WebHandler } from '../deps.ts';
import { isApiError } from '../../src/contracts/api-error.ts';
import { directSiteData } from './site-data.direct.ts';
import type { ShellMemo } from './shell-memo.ts';
import { bodyOf, sendBody, type CachedBody } from '../http/cached-body.ts';
import type { Memo } from '../http/memo.ts';
import type { Logger } from '../log.ts';
import { adminPage, isAdminPath } from './admin-page.ts';
import { reportDatabaseFault } from '../db/faults.ts';
import { isDatabaseUnavailable } from '../db/unavailable.ts';
import { sameSitePath } from '../http/same-site-path.ts';
import { rootLanguageRedirect, switchLanguage } from './language.ts';
import { sitemapResponse } from './sitemap.ts';
import { visitorOf } from '../modules/search/visitor-key.ts';

export type RenderFn = (req: RenderRequest) => Promise<RenderResult>;

export interface PageHandlerOptions {
  /** The built index.html (or Vite's transformed one in development). */
  template: (url: string) => Promise<string>;
  render: () => Promise<RenderFn>;
  /** Static files (built assets, public/); returns null when there is no such file. */
  serveStatic?: (c: Context) => Promise<Response | null>;
  hosts: LangHosts;
  /** Origin of canonical, hreflang and sitemap links for a language without its own host (never the Host header). */
  publicOrigin: string;
  log: Logger;
  /**
   * The visitor's region (server/geo/region.ts): pages show prices or Inquiry by it, so it is part of
   * the ETag and of the memo key. Absent = one region (development).
   */
  region?: (c: Context) => string;
  /** Rendered pages (status 200) kept in memory for a short while; absent = every request renders. */
  memo?: Memo<RenderedPage>;
  /** More head tags per page language, e.g. module preloads of the language's translations. */
  headExtra?: Partial<Record<Lang, string>>;
  /** The back office's HTML (admin.html, built); absent = no back-office page. */
  adminTemplate?: (url: string) => Promise<string>;
  /**
   * Where pages read their data: `direct` (default) from the server's queries (site-data.direct.ts, needs the
   * app's deps), `http` through the API answered in-process (the slower way, kept as the benchmark's baseline).
   */
  pageData?: 'direct' | 'http';
  /** Keeps each language's frame for the direct page data (server/main.ts); absent = read on every page. */
  shellMemo?: ShellMemo;
}

/** A rendered page: its HTML with validator and compressed forms, and its status. */
export type RenderedPage = CachedBody & { status: number; cacheable: boolean; redirect?: string };

/**
 * Fills the HTML template with the rendered page; `headExtra` goes at the end of the head. Replacements are
 * functions so that `$&`, `$'` and the like in page text stay as they are.
 */
export function fillTemplate(template: string, r: RenderResult, headExtra = ''): string {
  return template
    .replace('<html lang="en">', () => `<html lang="${r.htmlLang}">`)
    .replace('<!--app-head-->', () => r.head + headExtra)
    .replace('<!--app-html-->', () => r.body)
    .replace('<!--app-state-->', () => `<script id="${r.stateId}" type="application/json">${r.state}</script>`);
}

/** Pages are public (per-user state loads in the browser) but priced per region, which no Vary can name. */
const PAGE_HEADERS = { 'content-type': 'text/html; charset=UTF-8', 'cache-control': 'private, no-cache' };

const UNAVAILABLE_PAGE = `<!doctype html><html lang="en"><meta charset="utf-8"><title>503</title><h1>503</h1><p>The service is temporarily unavailable. 服务暂时不可用。</p><a href="/">Home 首页</a></html>`;

/** Pages: language switch, root language detection, static files, then server-side rendering. */
export function createPageHandler(opts: PageHandlerOptions): WebHandler {
  return {
    async handle(c: Context, app: Hono, deps?: AppDeps) {
      if (c.req.path === '/lang/switch') return switchLanguage(c, opts.hosts);
      if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return c.text('Method Not Allowed', 405);
      if (c.req.path === '/sitemap.xml' || c.req.path === '/robots.txt') return (await sitemapResponse(c, app, opts.hosts, opts.publicOrigin))!;
      if (opts.serveStatic) {
        const file = await opts.serveStatic(c);
        if (file) return file;
      }
      if (opts.adminTemplate && isAdminPath(c.req.path)) return adminPage(c, opts.adminTemplate);
      const redirect = rootLanguageRedirect(c);
      if (redirect) return redirect;
      const url = new URL(c.req.url);
      // API calls made while rendering are answered in-process, with this visitor's connection (env),
      // so per-visitor rules (prices outside China) apply exactly as for the browser's own calls.
      const forward = ['x-forwarded-for', 'x-real-ip', 'accept-language'];
      const fetchInProcess: typeof fetch = async (input, init) => {
        const req = new Request(input, init);
        for (const h of forward) {
          const v = c.req.header(h);
          if (v) req.headers.set(h, v);
        }
        return app.fetch(req, c.env);
      };
      // The page's data read directly, at this visitor's prices (the region of the same connection the API uses).
      const data =
        deps && opts.pageData !== 'http' ? (lang: Lang) => directSiteData({ db: deps.db, now: deps.now, shellMemo: opts.shellMemo }, { lang, region: deps.region(c), key: visitorOf(deps, c, deps.now()) }) : undefined;
      try {
        const region = opts.region?.(c) ?? '';
        const renderPage = async (): Promise<RenderedPage> => {
          const render = await opts.render();
          const result = await render({ url: `${url.pathname}${url.search}`, origin: opts.publicOrigin, hosts: opts.hosts, fetch: fetchInProcess, data });
          // A loader sent this request elsewhere (a search with no result): a same-site path, never cached.
          if (result.redirect) return { ...bodyOf(Buffer.from('')), status: 302, cacheable: false, redirect: result.redirect };
          const html = fillTemplate(await opts.template(url.pathname), result, opts.headExtra?.[result.lang]);
          return { ...bodyOf(Buffer.from(html), region), status: result.status, cacheable: result.cacheable };
        };
        let page: RenderedPage | null = null;
        if (opts.memo) {
          // The page depends on its URL and the region (prices) only (links use the configured origin): the
          // in-process API calls carry no cookie or token (server rendering renders public content only).
          let own: RenderedPage | undefined;
          page = await opts.memo.getOrLoad(`${region}|${url.pathname}${url.search}`, async () => {
            own = await renderPage();
            // Only what the render says may be kept (a 200 of a route that is not `fresh`, see RouteDef).
            return own.cacheable ? own : null;
          });
          page ??= own ?? null;
        }
        page ??= await renderPage();
        if (page.redirect) return c.redirect(sameSitePath(page.redirect) ?? '/', 302);
        return await sendBody(c.req.raw, page, PAGE_HEADERS, { status: page.status });
      } catch (err) {
        // A lost database, met by the render itself or by a data call (which answered E0503 and reported it).
        if (isDatabaseUnavailable(err) || (isApiError(err) && err.code === 'E0503')) {
          if (isDatabaseUnavailable(err)) reportDatabaseFault(err);
          opts.log.warn('page render: database unavailable', { path: c.req.path });
          return c.html(UNAVAILABLE_PAGE, 503, { 'retry-after': '5' });
        }
        opts.log.error('page render failed', { path: c.req.path, err: err instanceof Error ? err.stack : String(err) });
        return c.html(`<!doctype html><html lang="en"><meta charset="utf-8"><title>500</title><h1>500</h1><p>Something went wrong. 出错了。</p><a href="/">Home 首页</a></html>`, 500);
      }
    },
  };
}
