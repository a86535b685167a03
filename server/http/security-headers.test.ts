import { describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { createRegionResolver } from '../geo/region.ts';
import { silentLogger } from '../log.ts';
import type { Db } from '../db/client.ts';
import { FIXED_NOW } from '../test/app.ts';

/** An app whose database is never reached, with a page handler serving one asset and one page. */
function app(security?: { hsts?: boolean }) {
  return createApp(
    {
      db: {} as Db,
      log: silentLogger,
      now: () => FIXED_NOW,
      region: createRegionResolver(undefined),
      web: {
        handle: async (c) => (c.req.path.startsWith('/assets/') ? c.body('console.log(1)', 200, { 'content-type': 'text/javascript' }) : c.html('<!doctype html><p>page</p>')),
      },
    },
    { security },
  );
}

const expectHeaders = (res: Response, what: string) => {
  const csp = res.headers.get('content-security-policy') ?? '';
  expect(csp, what).toContain("script-src 'self'");
  expect(csp, what).toContain("frame-ancestors 'self'");
  expect(csp, what).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(res.headers.get('x-frame-options'), what).toBe('SAMEORIGIN');
  expect(res.headers.get('x-content-type-options'), what).toBe('nosniff');
  expect(res.headers.get('referrer-policy'), what).toBe('strict-origin-when-cross-origin');
};

describe('security headers', () => {
  it('are on pages, assets, API answers, API errors and unknown API paths', async () => {
    const a = app();
    for (const [path, init] of [
      ['/products', {}],
      ['/assets/index-1.js', {}],
      ['/api/v1/no-such-route', {}],
      ['/api/v1/leave_word', { method: 'POST', body: '[]', headers: { 'content-type': 'application/json' } }],
      ['/api/v1/tree_structure?pid=2147483648', {}],
    ] as const) {
      const res = await a.request(path, init);
      expectHeaders(res, path);
      expect(res.headers.get('strict-transport-security'), path).toBeNull();
    }
  });
  it('add HSTS when the site is served over HTTPS', async () => {
    const res = await app({ hsts: true }).request('/products');
    expect(res.headers.get('strict-transport-security')).toMatch(/^max-age=\d{7,}/);
  });
});
