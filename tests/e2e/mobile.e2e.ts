import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser.ts';
import { phonePage as openOnPhone } from './phone.ts';

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
    const page = await newPage({ viewport: { width: 1366, height: 900 } });
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
