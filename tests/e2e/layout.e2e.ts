import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { routes } from '../../src/app/routes.ts';
import { useBrowser } from './browser.ts';
import { apiCaller, registerCustomer } from './customer.ts';
import { loginLink } from './login-link.ts';
import { routeQueries } from './route-queries.ts';

/**
 * The look on a desktop and a phone: every route of src/app/routes.ts in both languages at 1440x900 and
 * 390x844, one test each, as a logged-in customer with a cart and an order (the widest pages). Each test
 * checks that the page does not scroll sideways, that no two visible navigation labels overlap, and that
 * the header's search is at hand (desktop: visible at the top and after scrolling; phone: its button).
 * Screenshots of the main pages go to test-results/screenshots/ (ignored by git) for a person to look at.
 */
const { baseURL, newPage } = useBrowser();
const mailDir = inject('mailDir');
const SHOTS = join(import.meta.dirname, '../../test-results/screenshots');
const VIEWPORTS = {
  desktop: { viewport: { width: 1440, height: 900 } },
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
} as const;
type Viewport = keyof typeof VIEWPORTS;
const LANGS = [
  { lang: 'en', prefix: '' },
  { lang: 'zh', prefix: '/cn' },
] as const;
/** Pages a person looks at first: their screenshots are written at both sizes. */
const SCREENSHOT_ROUTES = new Set(['/', '/product-list', '/product-detail', '/cart', '/search', '/information', '/order-list', '/tool-class']);

const call = apiCaller(baseURL);
const get = async <T>(path: string): Promise<T> => ((await (await fetch(`${baseURL}/api/v1${path}`)).json()) as { data: T }).data;

/** A customer with two lines in the cart and one settled order; answers the login token. */
async function customer(): Promise<{ jti: string; expiration: string }> {
  const { token: jti, expiration } = await registerCustomer(baseURL, mailDir, 'layout', { name: 'Layout Tester', company: 'Aurora Test Laboratories', department: 'Structural Biology' });
  const rows = (await get<{ list: { sizes: { id: number; price: string }[] }[] }>('/product?size=50')).list;
  const sizes = rows.map((r) => r.sizes.find((s) => s.price !== 'inquiry')).filter((s) => !!s);
  for (const s of sizes.slice(0, 3)) expect((await call('/order', { sizeId: s.id, count: 2 }, jti)).code).toBe('E0001');
  expect((await call('/order/clear', { settlementKey: `layout-${Date.now()}` }, jti, 'PUT')).code).toBe('E0001');
  for (const s of sizes.slice(3, 5)) expect((await call('/order', { sizeId: s.id, count: 1 }, jti)).code).toBe('E0001');
  return { jti, expiration };
}

let queries: Record<string, string> = {};
const pages: Partial<Record<Viewport, Page>> = {};
let login: { jti: string; expiration: string };

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  [queries, login] = await Promise.all([routeQueries(baseURL), customer()]);
  // Logged in once per viewport here, so a failing login fails the file once instead of every test.
  for (const viewport of Object.keys(VIEWPORTS) as Viewport[]) {
    const page = await newPage(VIEWPORTS[viewport]);
    pages[viewport] = page;
    await page.goto(await loginLink(baseURL, login.jti, '/'));
    await page.waitForSelector('[data-testid=user-menu]', { timeout: 15_000 });
  }
});
afterAll(async () => {
  for (const page of Object.values(pages)) await page?.context().close();
});

/** The logged-in page of a viewport, shared by the whole file. */
async function pageFor(viewport: Viewport): Promise<Page> {
  const page = pages[viewport];
  if (!page) throw new Error(`no logged-in page for ${viewport}`);
  return page;
}

/** Pairs of visible navigation labels (main items, open panel links) whose boxes intersect. */
function overlappingNavLabels(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const boxes = [...document.querySelectorAll<HTMLElement>('.main-nav a, .topbar-right > *')]
      .filter((el) => el.offsetParent !== null && getComputedStyle(el).visibility !== 'hidden')
      .map((el) => ({ text: (el.textContent ?? '').trim(), r: el.getBoundingClientRect() }))
      .filter((b) => b.r.width > 0 && b.r.height > 0);
    const out: string[] = [];
    for (let i = 0; i < boxes.length; i++) {
      for (let j = i + 1; j < boxes.length; j++) {
        const [a, b] = [boxes[i]!.r, boxes[j]!.r];
        // One pixel of slack: neighbouring boxes may share an edge after rounding.
        const overlap = Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1;
        if (overlap) out.push(`"${boxes[i]!.text}" × "${boxes[j]!.text}"`);
      }
    }
    return out;
  });
}

/** The header search input is visible and inside the window. */
async function searchInView(page: Page): Promise<boolean> {
  const input = page.locator('[data-testid=header-search] input[type=search]');
  if (!(await input.isVisible())) return false;
  const box = await input.boundingBox();
  const height = page.viewportSize()!.height;
  return box !== null && box.y >= 0 && box.y + box.height <= height;
}

const widths = (page: Page) => page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));

for (const viewport of Object.keys(VIEWPORTS) as Viewport[]) {
  for (const L of LANGS) {
    describe(`${viewport} ${L.lang}`, () => {
      for (const route of routes) {
        it(`${L.prefix}${route.path}: no sideways scroll, no overlapping labels, search at hand`, async () => {
          const page = await pageFor(viewport);
          const query = queries[route.path];
          await page.goto(`${L.prefix}${route.path === '/' && L.prefix ? '' : route.path}${query ? `?${query}` : ''}`);
          // Pages arrive rendered with their data; the layout settles once the web fonts are in.
          await page.evaluate(() => document.fonts.ready.then(() => undefined));
          const w = await widths(page);
          expect(w.scroll, 'page wider than the window').toBeLessThanOrEqual(w.inner);
          expect(await overlappingNavLabels(page)).toEqual([]);
          if (viewport === 'desktop') {
            expect(await searchInView(page), 'search at the top').toBe(true);
          } else {
            expect(await page.locator('[data-testid=search-toggle]').isVisible()).toBe(true);
          }
          if (SCREENSHOT_ROUTES.has(route.path)) {
            await page.screenshot({ path: join(SHOTS, `${viewport}-${L.lang}${route.path.replace(/\W+/g, '-')}.png`) });
          }
          if (viewport === 'desktop') {
            await page.mouse.move(1, 850);
            await page.mouse.wheel(0, 1200);
            await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
            expect(await searchInView(page), 'search after scrolling').toBe(true);
          }
        });
      }
    });
  }
}

describe('header menus and messages', () => {
  for (const L of LANGS) {
    it(`${L.lang}: every desktop drop-down lays its labels out without overlaps`, async () => {
      const page = await pageFor('desktop');
      await page.goto(`${L.prefix}/`);
      for (const id of ['products', 'services', 'resources', 'news', 'about', 'investors']) {
        await page.hover(`[data-testid=nav-${id}] > a`);
        await page.locator(`[data-testid=menu-${id}]`).waitFor({ state: 'visible' });
        expect(await overlappingNavLabels(page), id).toEqual([]);
        const w = await widths(page);
        expect(w.scroll).toBeLessThanOrEqual(w.inner);
        if (id === 'products') await page.screenshot({ path: join(SHOTS, `desktop-${L.lang}-products-menu.png`) });
      }
    });

    it(`${L.lang}: the phone's search is one tap away`, async () => {
      const page = await pageFor('phone');
      await page.goto(`${L.prefix}/`);
      await page.waitForFunction(() => document.querySelector('[data-testid=nav-products] > a')?.getAttribute('aria-haspopup') === null);
      expect(await searchInView(page)).toBe(false);
      await page.tap('[data-testid=search-toggle]');
      await expect.poll(() => searchInView(page)).toBe(true);
      expect(await page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('search');
      await page.tap('[data-testid=search-toggle]');
    });

    it(`${L.lang}: the search suggests products by catalog number and opens one with the keyboard`, async () => {
      const page = await pageFor('desktop');
      await page.goto(`${L.prefix}/`);
      await page.click('#header-search-input');
      await page.keyboard.type('CYT-H0201', { delay: 20 });
      const first = page.locator('[data-testid=search-suggest] [role=option]').first();
      await first.waitFor({ state: 'visible' });
      expect(await first.textContent()).toContain('CYT-H0201');
      await page.keyboard.press('ArrowDown');
      expect(await page.getAttribute('#header-search-input', 'aria-activedescendant')).toBe(await first.getAttribute('id'));
      await page.keyboard.press('Enter');
      await page.waitForURL((u) => u.pathname === `${L.prefix}/product-detail` && u.search === '?catalogNumber=CYT-H0201');
    });

    it(`${L.lang}: a cart toast is readable (contrast at least 4.5:1)`, async () => {
      const page = await pageFor('desktop');
      await page.goto(`${L.prefix}/product-detail?catalogNumber=CYT-H0201`);
      await page.click('[data-testid=add-to-cart]');
      const toast = page.locator('[data-testid=toast] .toast');
      await toast.waitFor({ state: 'visible' });
      const ratio = await toast.evaluate((el) => {
        const rgb = (c: string) => (c.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
        const lum = ([r, g, b]: number[]) => {
          const f = (v: number) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
          return 0.2126 * f(r!) + 0.7152 * f(g!) + 0.0722 * f(b!);
        };
        const style = getComputedStyle(el);
        const [a, b] = [lum(rgb(style.color)), lum(rgb(style.backgroundColor))];
        return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
      });
      expect(ratio).toBeGreaterThanOrEqual(4.5);
      await page.screenshot({ path: join(SHOTS, `desktop-${L.lang}-toast.png`) });
    });
  }
});
