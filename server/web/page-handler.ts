import type { Context, Hono } from 'hono';
import type { LangHosts } from '../../src/app/site-context.tsx';
import type { RenderRequest, RenderResult } from '../../src/entry-server.tsx';
import type { WebHandler } from '../deps.ts';
import type { Logger } from '../log.ts';
import { rootLanguageRedirect, switchLanguage } from './language.ts';
import { sitemapResponse } from './sitemap.ts';

export type RenderFn = (req: RenderRequest) => Promise<RenderResult>;

export interface PageHandlerOptions {
  /** The built index.html (or Vite's transformed one in development). */
  template: (url: string) => Promise<string>;
  render: () => Promise<RenderFn>;
  /** Static files (built assets, public/); returns null when there is no such file. */
  serveStatic?: (c: Context) => Promise<Response | null>;
  hosts: LangHosts;
  log: Logger;
}

/** Fills the HTML template with the rendered page. */
export function fillTemplate(template: string, r: RenderResult): string {
  return template
    .replace('<html lang="en">', `<html lang="${r.htmlLang}">`)
    .replace('<!--app-head-->', r.head)
    .replace('<!--app-html-->', r.body)
    .replace('<!--app-state-->', `<script id="${r.stateId}" type="application/json">${r.state}</script>`);
}

/** Pages: language switch, root language detection, static files, then server-side rendering. */
export function createPageHandler(opts: PageHandlerOptions): WebHandler {
  return {
    async handle(c: Context, app: Hono) {
      if (c.req.path === '/lang/switch') return switchLanguage(c, opts.hosts);
      if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return c.text('Method Not Allowed', 405);
      if (c.req.path === '/sitemap.xml' || c.req.path === '/robots.txt') return (await sitemapResponse(c, app, opts.hosts))!;
      if (opts.serveStatic) {
        const file = await opts.serveStatic(c);
        if (file) return file;
      }
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
      try {
        const render = await opts.render();
        const result = await render({ url: `${url.pathname}${url.search}`, origin: url.origin, hosts: opts.hosts, fetch: fetchInProcess });
        const html = fillTemplate(await opts.template(url.pathname), result);
        return c.html(html, result.status as 200, { 'cache-control': 'no-cache' });
      } catch (err) {
        opts.log.error('page render failed', { path: c.req.path, err: err instanceof Error ? err.stack : String(err) });
        return c.html(`<!doctype html><html lang="en"><meta charset="utf-8"><title>500</title><h1>500</h1><p>Something went wrong. 出错了。</p><a href="/">Home 首页</a></html>`, 500);
      }
    },
  };
}
