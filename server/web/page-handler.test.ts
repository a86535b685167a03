import { brotliDecompressSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { RenderRequest, RenderResult } from '../../src/contracts/render.ts';
import { Memo } from '../http/memo.ts';
import { silentLogger } from '../log.ts';
import { createPageHandler, fillTemplate, type RenderedPage } from './page-handler.ts';

const TEMPLATE = '<!doctype html><html lang="en"><head><!--app-head--></head><body><div id="root"><!--app-html--></div><!--app-state--></body></html>';

/** A stand-in renderer: the page names its URL, its region (as the API told it) and a render count. */
function site(opts: { memo?: boolean } = {}) {
  let renders = 0;
  const render = async (req: RenderRequest): Promise<RenderResult> => {
    renders++;
    const region = await (await req.fetch('http://ssr.local/api/v1/region')).text();
    const zh = req.url.startsWith('/cn');
    if (req.url.includes('nothing-here')) {
      return { status: 302, lang: 'en', htmlLang: '', head: '', body: '', state: '', stateId: 'state', redirect: '/search-not-found?keywords=nothing-here', cacheable: false };
    }
    const status = req.url.includes('missing') ? 404 : 200;
    return {
      status,
      // As entry-server says it: a 200 of a route that is not `fresh` (the search page is fresh).
      cacheable: status === 200 && !/^(\/cn)?\/search\?/.test(req.url),
      lang: zh ? 'zh' : 'en',
      htmlLang: zh ? 'zh-Hans' : 'en',
      head: '<title>t</title>',
      body: `<p>${req.url} ${region} ${'x'.repeat(2000)}</p><link rel="canonical" href="${req.origin}${req.url}">`,
      state: '{}',
      stateId: 'state',
    };
  };
  const web = createPageHandler({
    template: async () => TEMPLATE,
    render: async () => render,
    hosts: {},
    publicOrigin: 'https://shop.example',
    log: silentLogger,
    region: (c) => c.req.header('x-forwarded-for') ?? 'cn',
    memo: opts.memo === false ? undefined : new Memo<RenderedPage>(60_000),
    headExtra: { zh: '<link rel="modulepreload" crossorigin href="/assets/zh-1.js">' },
  });
  const app = new Hono();
  app.get('/api/v1/region', (c) => c.text(c.req.header('x-forwarded-for') ?? 'cn'));
  app.all('*', (c) => web.handle(c, app));
  return { app, renders: () => renders };
}

describe('page handler', () => {
  it('fills the template, with the language’s head extras', async () => {
    const { app } = site();
    const html = await (await app.request('/cn/products')).text();
    expect(html).toContain('<html lang="zh-Hans">');
    expect(html).toContain('<title>t</title><link rel="modulepreload" crossorigin href="/assets/zh-1.js"></head>');
    expect(html).toContain('<script id="state" type="application/json">{}</script>');
    expect(await (await app.request('/products')).text()).not.toContain('modulepreload');
  });

  it('renders a page once per region while it is kept, and tags it per region', async () => {
    const { app, renders } = site();
    const a = await app.request('/product-detail?catalogNumber=CYT-H0201');
    const b = await app.request('/product-detail?catalogNumber=CYT-H0201');
    expect(renders()).toBe(1);
    expect(await b.text()).toBe(await a.text());
    const intl = await app.request('/product-detail?catalogNumber=CYT-H0201', { headers: { 'x-forwarded-for': 'intl' } });
    expect(renders()).toBe(2);
    expect(await intl.text()).toContain(' intl ');
    expect(intl.headers.get('etag')).not.toBe(a.headers.get('etag'));
    await app.request('/product-detail?catalogNumber=CYT-H0301');
    expect(renders()).toBe(3);
  });

  it('renders every page the render marks not cacheable (a search records its query), and answers a redirect', async () => {
    const { app, renders } = site();
    await app.request('/search?keywords=IL-2');
    await app.request('/search?keywords=IL-2');
    await app.request('/cn/search?keywords=IL-2');
    expect(renders()).toBe(3);
    const moved = await app.request('/search?keywords=nothing-here');
    expect(moved.status).toBe(302);
    expect(moved.headers.get('location')).toBe('/search-not-found?keywords=nothing-here');
  });

  it('sends private, revalidated, compressed HTML and 304 to a matching If-None-Match', async () => {
    const { app } = site();
    const res = await app.request('/products', { headers: { 'accept-encoding': 'br' } });
    expect(res.headers.get('cache-control')).toBe('private, no-cache');
    expect(res.headers.get('content-type')).toBe('text/html; charset=UTF-8');
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString()).toContain('<p>/products cn');
    const again = await app.request('/products', { headers: { 'if-none-match': res.headers.get('etag')! } });
    expect(again.status).toBe(304);
  });

  it('keeps no error page, and renders every request without a memo', async () => {
    const kept = site();
    expect((await kept.app.request('/missing')).status).toBe(404);
    expect((await kept.app.request('/missing')).status).toBe(404);
    expect(kept.renders()).toBe(2);
    const plain = site({ memo: false });
    await plain.app.request('/products');
    await plain.app.request('/products');
    expect(plain.renders()).toBe(2);
  });

  it('builds links on the configured origin whatever the Host header says, and never redirects off-site', async () => {
    const { app } = site({ memo: false });
    for (const host of ['evil.example', 'shop.example.evil.example:8080']) {
      const html = await (await app.request('http://' + host + '/products', { headers: { host } })).text();
      expect(html).toContain('<link rel="canonical" href="https://shop.example/products">');
      expect(html).not.toContain('evil');
    }
    const robots = await (await app.request('http://evil.example/robots.txt', { headers: { host: 'evil.example' } })).text();
    expect(robots).toContain('Sitemap: https://shop.example/sitemap.xml');
  });

  it('gives the render the server’s own page data when the app passes its deps, unless told to go through the API', async () => {
    const given: boolean[] = [];
    const render = async (req: RenderRequest): Promise<RenderResult> => {
      given.push(typeof req.data?.('en').product === 'function');
      return { status: 200, cacheable: true, lang: 'en', htmlLang: 'en', head: '', body: '', state: '{}', stateId: 'state' };
    };
    const deps = { db: null as never, log: silentLogger, now: () => new Date(), region: () => 'cn' as const };
    for (const pageData of [undefined, 'http'] as const) {
      const web = createPageHandler({ template: async () => TEMPLATE, render: async () => render, hosts: {}, publicOrigin: 'https://shop.example', log: silentLogger, pageData });
      const app = new Hono();
      app.all('*', (c) => web.handle(c, app, deps));
      expect((await app.request('/products')).status).toBe(200);
    }
    expect(given).toEqual([true, false]);
  });

  it('fills the template without extras by default, keeping $ patterns of the text', () => {
    const html = fillTemplate(TEMPLATE, { status: 200, lang: 'en', htmlLang: 'en', head: '<title>x</title>', body: "b $& $' $$", state: '1', stateId: 's', cacheable: true });
    expect(html).toBe(`<!doctype html><html lang="en"><head><title>x</title></head><body><div id="root">b $& $' $$</div><script id="s" type="application/json">1</script></body></html>`);
  });
});
