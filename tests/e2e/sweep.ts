import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { routes } from '../../src/app/routes.ts';
import { failing, scan } from './axe.ts';
import { useBrowser } from './browser.ts';
import { chineseProductNames, englishFindings, visibleChineseTexts } from './chinese-text.ts';
import { apiCaller, registerCustomer } from './customer.ts';
import { overlappingNavLabels, searchInView, widths } from './layout-checks.ts';
import { loginLink } from './login-link.ts';
import { routeQueries } from './route-queries.ts';

/**
 * The browser sweep: every route of src/app/routes.ts and the not-found page, in both languages, visited once per
 * viewport (sweep-desktop.e2e.ts, sweep-phone.e2e.ts, which run side by side), as a logged-in customer with a cart
 * and an order (the widest pages). Each visit carries every check of a page:
 * - the layout: no sideways scroll, no two visible navigation labels overlapping, the header's search at hand
 *   (desktop: visible at the top and after scrolling; phone: its button);
 * - accessibility: axe-core (WCAG 2.1 A/AA; serious or critical fails) on the desktop, the frame (everything
 *   around `main`) scanned with the first page of each language and viewport, the page's own part on every page;
 * - no English on the Chinese pages a visitor reads most (CHINESE_TEXT_ROUTES, desktop);
 * - screenshots of the main pages to test-results/screenshots/ (ignored by git) for a person to look at.
 * The frame as a visitor (not logged in) is checked on the home page of each language and viewport.
 */
export const VIEWPORTS = {
  desktop: { viewport: { width: 1440, height: 900 } },
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
} as const;
export type Viewport = keyof typeof VIEWPORTS;
export const LANGS = [
  { lang: 'en', prefix: '' },
  { lang: 'zh', prefix: '/cn' },
] as const;

const SHOTS = join(import.meta.dirname, '../../test-results/screenshots');
/** Pages a person looks at first: their screenshots are written at both sizes. */
const SCREENSHOT_ROUTES = new Set(['/', '/product-list', '/product-detail', '/cart', '/search', '/information', '/order-list', '/tool-class']);
/** The Chinese pages read word by word for English left in them. */
const CHINESE_TEXT_ROUTES = new Set(['/', '/product-list', '/product-detail', '/search', '/cart', '/tool-class', '/tool-class/probe-design', '/tool-class/product-molecules', '/tool-class/reaction-system', '/tool-class/capping-result', '/about-us', '/contact', '/information', '/article']);
/** Everything of a page but its own content: the frame's parts are the root's children beside `main`. */
const FRAME = '#root > :not(#main)';
/** The sweep's customer: long English names, to widen the pages that show them (allowed on Chinese pages: a customer's own words). */
const CUSTOMER = { name: 'Layout Tester', company: 'Aurora Test Laboratories', department: 'Structural Biology' };

/** A customer with two lines in the cart and one settled order; answers the login token. */
async function customerWithOrder(baseURL: string, mailDir: string): Promise<string> {
  const call = apiCaller(baseURL);
  const { token } = await registerCustomer(baseURL, mailDir, 'sweep', CUSTOMER);
  const rows = ((await (await fetch(`${baseURL}/api/v1/product?size=50`)).json()) as { data: { list: { sizes: { id: number; price: string }[] }[] } }).data.list;
  const sizes = rows.map((r) => r.sizes.find((s) => s.price !== 'inquiry')).filter((s) => !!s);
  for (const s of sizes.slice(0, 3)) expect((await call('/order', { sizeId: s.id, count: 2 }, token)).code).toBe('E0001');
  expect((await call('/order/clear', { settlementKey: `sweep-${Date.now()}` }, token, 'PUT')).code).toBe('E0001');
  for (const s of sizes.slice(3, 5)) expect((await call('/order', { sizeId: s.id, count: 1 }, token)).code).toBe('E0001');
  return token;
}

/** The sweep of one viewport; `extra` adds the viewport's own tests, given the logged-in page. */
export function sweep(viewport: Viewport, extra: (page: () => Page) => void = () => {}) {
  const { baseURL, newPage } = useBrowser();
  const mailDir = inject('mailDir');
  let queries: Record<string, string> = {};
  let names: string[] = [];
  let page: Page | undefined;
  const current = () => {
    if (!page) throw new Error(`no logged-in page for ${viewport}`);
    return page;
  };

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    let token: string;
    [queries, token, names] = await Promise.all([routeQueries(baseURL), customerWithOrder(baseURL, mailDir), viewport === 'desktop' ? chineseProductNames(baseURL) : []]);
    names = [...names, ...Object.values(CUSTOMER)];
    // Logged in once for the whole sweep, so a failing login fails the file once instead of every test.
    page = await newPage(VIEWPORTS[viewport]);
    // The hook's own bound (120 s) is the only one: this is the worker's first, cold page, and the browser lane runs
    // at a lower priority than the others (scripts/test.sh), so on a busy machine the page, its account chunk and the
    // hand-off exchange took over 15 s once. The exchange's answer is checked, so a refused hand-off says so.
    const exchanged = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/v1/user/handoff/exchange', { timeout: 0 });
    await page.goto(await loginLink(baseURL, token, '/'));
    expect((await exchanged).status(), 'the hand-off exchange').toBe(200);
    await page.waitForSelector('[data-testid=user-menu]', { timeout: 0 });
  });
  afterAll(async () => {
    await page?.context().close();
  });

  for (const L of LANGS) {
    describe(`${viewport} ${L.lang}`, () => {
      it(`${L.prefix || '/'} as a visitor: the frame lays out and scans clean`, async () => {
        const visitor = await newPage(VIEWPORTS[viewport]);
        expect((await visitor.goto(L.prefix || '/'))?.status()).toBe(200);
        await visitor.evaluate(() => document.fonts.ready.then(() => undefined));
        const w = await widths(visitor);
        expect(w.scroll, 'page wider than the window').toBeLessThanOrEqual(Math.min(w.inner, w.client));
        expect(await overlappingNavLabels(visitor)).toEqual([]);
        expect(failing(await scan(visitor, `${L.prefix || '/'} (${viewport}, visitor)`))).toEqual([]);
        await visitor.context().close();
      });

      let frameScanned = false;
      const visits = [...routes.map((r) => ({ path: r.path, status: 200 })), { path: '/no-such-page', status: 404 }];
      for (const visit of visits) {
        it(`${L.prefix}${visit.path}: layout, accessibility${L.lang === 'zh' && CHINESE_TEXT_ROUTES.has(visit.path) ? ', Chinese text' : ''}`, async () => {
          const page = current();
          const query = queries[visit.path];
          const url = `${L.prefix}${visit.path === '/' && L.prefix ? '' : visit.path}${query ? `?${query}` : ''}`;
          // A page that answers otherwise here means the checks did not see the real page.
          expect((await page.goto(url))?.status(), url).toBe(visit.status);
          // Pages arrive rendered with their data; the layout settles once the web fonts are in.
          await page.evaluate(() => document.fonts.ready.then(() => undefined));
          const w = await widths(page);
          expect(w.scroll, 'page wider than the window').toBeLessThanOrEqual(Math.min(w.inner, w.client));
          expect(await overlappingNavLabels(page)).toEqual([]);
          if (viewport === 'desktop') expect(await searchInView(page), 'search at the top').toBe(true);
          else expect(await page.locator('[data-testid=search-toggle]').isVisible()).toBe(true);
          if (SCREENSHOT_ROUTES.has(visit.path)) await page.screenshot({ path: join(SHOTS, `${viewport}-${L.lang}${visit.path.replace(/\W+/g, '-')}.png`) });
          if (viewport === 'desktop' || !frameScanned) {
            expect(failing(await scan(page, `${url} (${viewport})`, frameScanned ? { exclude: [FRAME] } : {}))).toEqual([]);
            frameScanned = true;
          }
          if (viewport === 'desktop' && L.lang === 'zh' && CHINESE_TEXT_ROUTES.has(visit.path)) {
            const texts = await visibleChineseTexts(page);
            expect(texts.length).toBeGreaterThan(10);
            const found = englishFindings(texts, names);
            expect(found, `English on ${url}:\n${found.join('\n')}`).toEqual([]);
          }
          if (viewport === 'desktop' && visit.status === 200) {
            await page.mouse.move(1, 850);
            await page.mouse.wheel(0, 1200);
            await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
            expect(await searchInView(page), 'search after scrolling').toBe(true);
          }
        });
      }
    });
  }

  extra(current);
}
