import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser.ts';
import { PHONE, phonePage as openOnPhone } from './phone.ts';
import { toolboxSession } from './toolbox-session.ts';

/**
 * The phone layout (below 1280px): the menu and the feedback while a page loads. The width of every page on a phone
 * is checked by the browser sweep (tests/e2e/sweep.ts).
 */
const { newPage } = useBrowser();
const phonePage = (path: string) => openOnPhone(newPage, path);

describe('phone menu', () => {
  it('opens the seven items with their sub-lists by touch and follows a link', async () => {
    const page = await phonePage('/');
    const toggle = page.locator('[data-testid=menu-toggle]');
    const nav = page.locator('#site-nav');
    expect(await toggle.getAttribute('aria-controls')).toBe('site-nav');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await nav.isVisible()).toBe(false);
    await toggle.tap();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => page.locator('.main-nav-items > li > a').evaluateAll((as) => as.filter((a) => (a as HTMLElement).offsetParent).length)).toBe(7);
    const sub = page.locator('[data-testid=subnav-products]');
    await sub.tap();
    expect(await sub.getAttribute('aria-expanded')).toBe('true');
    const panel = page.locator('#menu-products');
    await expect.poll(() => panel.isVisible()).toBe(true);
    const link = panel.locator('ul a').first();
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^\/product-list\?id=\d+$/);
    await link.tap();
    await page.waitForURL((u) => `${u.pathname}${u.search}` === href);
    // A navigation closes the menu.
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await nav.isVisible()).toBe(false);
    await page.context().close();
  });

  it('is reachable with Tab, opens with Enter and closes with Escape, giving focus back', async () => {
    const page = await phonePage('/cn');
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? document.activeElement?.textContent ?? '');
    for (let i = 0; i < 30 && (await focused()) !== 'menu-toggle'; i++) await page.keyboard.press('Tab');
    expect(await focused()).toBe('menu-toggle');
    // Focus is drawn (a visible outline, not the browser default none).
    expect(await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle)).toBe('solid');
    await page.keyboard.press('Enter');
    expect(await page.getAttribute('[data-testid=menu-toggle]', 'aria-expanded')).toBe('true');
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('首页');
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('产品中心');
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('subnav-products');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('#menu-products') !== null)).toBe(true);
    await page.keyboard.press('Escape');
    expect(await page.getAttribute('[data-testid=menu-toggle]', 'aria-expanded')).toBe('false');
    expect(await focused()).toBe('menu-toggle');
    expect(await page.locator('#site-nav').isVisible()).toBe(false);
    await page.context().close();
  });
});

describe('navigation feedback', () => {
  it('shows a named loading bar while the next page loads, keeping the current page until it is ready', async () => {
    const page = await phonePage('/');
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    await page.route((u) => u.pathname === '/api/v1/product', async (route) => {
      await gate;
      await route.continue();
    });
    await page.click('.quick-links a[href="/new-products"]');
    const bar = page.locator('[data-testid=loading-bar]');
    await expect.poll(() => bar.count()).toBe(1);
    expect(await bar.getAttribute('role')).toBe('progressbar');
    expect(await bar.getAttribute('aria-label')).toBe('Loading the page');
    // Still the home page underneath.
    expect(await page.locator('[data-testid=popular-products]').count()).toBe(1);
    release();
    await expect.poll(() => bar.count()).toBe(0);
    expect(await page.locator('[data-testid=product-table]').count()).toBe(1);
    await page.context().close();
  });

  it('reloads once when a page chunk fails to load, and not again within 60 s', async () => {
    // A cold cache: the cart page's module must be fetched (and fail) when the cart is opened.
    const page = await newPage({ viewport: { width: 1366, height: 900 } }, { cold: true });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    let loads = 0;
    const errors: string[] = [];
    page.on('load', () => loads++);
    page.on('pageerror', (e) => errors.push(e.message));
    // The cart page's module cannot be fetched (as after a deploy removed it).
    await page.route((u) => /\/assets\/CartPage-[\w-]+\.js$/.test(u.pathname), (route) => route.abort());
    await page.click('[data-testid=cart-link]');
    await expect.poll(() => loads).toBe(1);
    expect(new URL(page.url()).pathname).toBe('/cart');
    expect(await page.evaluate(() => sessionStorage.getItem('chunkReloadAt'))).toMatch(/^\d+$/);
    // The reloaded page fails the same way; the guard lets the error through instead of reloading.
    await expect.poll(() => errors.filter((m) => /CartPage/.test(m)).length).toBe(1);
    expect(loads).toBe(1);
    await page.context().close();
  });
});

describe('phone header and diagrams', () => {
  /** The distinct rows (by top edge, 4 px apart) the header's visible parts sit in. */
  const headerRows = (page: import('playwright-core').Page) =>
    page.evaluate(() => {
      const tops = [...document.querySelectorAll('.site-header .logo, .site-header .header-buttons, .site-header .header-search-wrap')]
        .map((el) => el.getBoundingClientRect())
        .filter((r) => r.height > 0)
        .map((r) => r.top);
      return tops.filter((t, i) => tops.findIndex((u) => Math.abs(u - t) < 4) === i).length;
    });

  for (const prefix of ['', '/cn']) {
    it(`keeps the header in two rows with the search open and the logged-in top bar on one line ${prefix || '/'}`, async () => {
      const page = await toolboxSession(newPage, PHONE);
      await page.goto(`${prefix}/`);
      await page.waitForFunction(() => document.querySelector('[data-testid=nav-products] > a')?.getAttribute('aria-haspopup') === null);
      // Logged in (the user menu shows), the top bar is one line: no item sits below the first one's row.
      await page.locator('.topbar .user-menu').waitFor();
      const tops = await page.locator('.topbar-row > * > *').evaluateAll((es) => es.map((e) => e.getBoundingClientRect()).filter((r) => r.height > 0).map((r) => r.top));
      expect(Math.max(...tops) - Math.min(...tops)).toBeLessThan(8);
      expect(await headerRows(page)).toBe(1);
      await page.locator('[data-testid=search-toggle]').tap();
      await expect.poll(() => page.locator('.header-search-wrap').isVisible()).toBe(true);
      expect(await headerRows(page)).toBe(2);
      await page.context().close();
    });
  }

  it('draws the probe diagram at its own size, scrolling sideways, every text at least 10 px', async () => {
    const page = await phonePage(`/cn/tool-class/probe-design?seq=GGGAGACGCUCGAUCCAGCUAAGCUAGCAUGGCCACCAUGAAA&dp=19`);
    await page.getByRole('button', { name: '计算', exact: true }).click();
    const picture = page.locator('[data-testid=probe-picture]');
    await picture.waitFor();
    const sizes = await picture.locator('text').evaluateAll((ts) => ts.map((t) => t.getBoundingClientRect().height > 0 && parseFloat(getComputedStyle(t).fontSize) * ((t.closest('svg') as SVGSVGElement).getScreenCTM()?.a ?? 1)));
    expect(Math.min(...sizes.map(Number))).toBeGreaterThanOrEqual(10);
    // Wider than the screen, it scrolls inside its box; the page itself does not scroll sideways.
    const box = page.locator('[data-testid=probe-scroll]');
    expect(await box.evaluate((b) => b.scrollWidth > b.clientWidth)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.context().close();
  });
});
