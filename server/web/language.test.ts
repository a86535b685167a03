import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { rootLanguageRedirect, switchLanguage } from './language.ts';

function appWith(hosts = {}) {
  const app = new Hono();
  app.get('/lang/switch', (c) => switchLanguage(c, hosts));
  app.get('*', (c) => rootLanguageRedirect(c) ?? c.text('page'));
  return app;
}

describe('language switch', () => {
  it('keeps path and query, and sets a 365-day cookie', async () => {
    const res = await appWith().request('/lang/switch?to=zh&next=' + encodeURIComponent('/product-list?id=3&page=2'));
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/cn/product-list?id=3&page=2');
    expect(res.headers.get('set-cookie')).toMatch(/lang=zh; Max-Age=31536000; Path=\//);
  });
  it('goes back to English without the prefix', async () => {
    const res = await appWith().request('/lang/switch?to=en&next=' + encodeURIComponent('/cn/products'));
    expect(res.headers.get('location')).toBe('/products');
  });
  it('goes to the language home from /rich-detail', async () => {
    const res = await appWith().request('/lang/switch?to=zh&next=' + encodeURIComponent('/rich-detail?title=brand'));
    expect(res.headers.get('location')).toBe('/cn');
  });
  it('uses the other language host when configured', async () => {
    const res = await appWith({ cn: 'https://www.example.cn' }).request('/lang/switch?to=zh&next=/products');
    expect(res.headers.get('location')).toBe('https://www.example.cn/cn/products');
  });
  it('never redirects off-site', async () => {
    for (const next of ['//evil.example/x', 'https://evil.example/', '/\\evil.example']) {
      const res = await appWith().request('/lang/switch?to=en&next=' + encodeURIComponent(next));
      expect(res.headers.get('location')).toBe('/');
    }
  });
  it('never redirects off-site after normalisation (dot segments, doubled slashes, the language prefix)', async () => {
    const spellings = ['/.//evil.com', '/cn//evil.com', '/a/..//evil.com', '/./\\evil.com', '/%2e//evil.com', '/cn/..//evil.com', '///evil.com', '/\t/evil.com', '/cn/.//evil.com?x=1'];
    for (const to of ['en', 'zh']) {
      for (const next of spellings) {
        const res = await appWith().request(`/lang/switch?to=${to}&next=${encodeURIComponent(next)}`);
        const location = res.headers.get('location')!;
        expect(location, `${to} ${next}`).toMatch(/^\/(?![/\\])/);
        // What a browser makes of it on this site stays on this site.
        expect(new URL(location, 'https://shop.example').host, `${to} ${next}`).toBe('shop.example');
      }
    }
  });
});

describe('root language detection', () => {
  it('sends Chinese browsers from / to /cn when no cookie is set', async () => {
    const res = await appWith().request('/', { headers: { 'accept-language': 'zh-CN,zh;q=0.9,en;q=0.5' } });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/cn');
  });
  it('lets the cookie win over the browser language', async () => {
    const res = await appWith().request('/', { headers: { 'accept-language': 'zh-CN', cookie: 'lang=en' } });
    expect(res.status).toBe(200);
    const zh = await appWith().request('/', { headers: { 'accept-language': 'en-US', cookie: 'lang=zh' } });
    expect(zh.headers.get('location')).toBe('/cn');
  });
  it('only detects on the root path', async () => {
    const res = await appWith().request('/products', { headers: { 'accept-language': 'zh-CN' } });
    expect(res.status).toBe(200);
  });
});
