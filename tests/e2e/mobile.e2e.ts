import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser.ts';

/** The phone layout (below 1280px): menu button, floating cart, social popover. */
const { newPage } = useBrowser();
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;
const CART_W = 80; // 80 by 60
const CART_H = 60;

async function phonePage(path: string): Promise<Page> {
  const page = await newPage(PHONE);
  await page.goto(path);
  // Hydrated: the client has switched the navigation to its phone form (no hover pop-ups).
  await page.waitForFunction(() => document.querySelector('[data-testid=nav-products] > a')?.getAttribute('aria-haspopup') === null);
  return page;
}

const cartBox = async (page: Page) => (await page.locator('[data-testid=floating-cart]').boundingBox())!;
const pathOf = (page: Page) => new URL(page.url()).pathname;

/** Drags with a real touch stream (touchstart, moves, touchend) through the DevTools protocol. */
async function touchDrag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }, steps = 8) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [from] });
  for (let i = 1; i <= steps; i++) {
    const p = { x: from.x + ((to.x - from.x) * i) / steps, y: from.y + ((to.y - from.y) * i) / steps };
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [p] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

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

describe('floating cart icon', () => {
  it('follows a mouse drag, snaps to the left and right edges and does not navigate', async () => {
    const page = await phonePage('/');
    const start = await cartBox(page);
    expect([start.width, start.height]).toEqual([CART_W, CART_H]);
    expect(start.x).toBeCloseTo(390 - CART_W, 0);

    // Grab the middle and drop it left of centre, 300 px down: it snaps left and keeps its height.
    await page.mouse.move(start.x + CART_W / 2, start.y + CART_H / 2);
    await page.mouse.down();
    await page.mouse.move(150, 250, { steps: 6 });
    const midDrag = await cartBox(page);
    expect(midDrag.x).toBeCloseTo(150 - CART_W / 2, 0); // it follows the pointer
    await page.mouse.move(120, 300, { steps: 4 });
    await page.mouse.up();
    await expect.poll(async () => (await cartBox(page)).x).toBeCloseTo(0, 0);
    expect((await cartBox(page)).y).toBeCloseTo(300 - CART_H / 2, 0);
    expect(pathOf(page)).toBe('/');

    // And right of centre: it snaps to the right edge.
    await page.mouse.move(CART_W / 2, 300);
    await page.mouse.down();
    await page.mouse.move(260, 500, { steps: 8 });
    await page.mouse.up();
    await expect.poll(async () => (await cartBox(page)).x).toBeCloseTo(390 - CART_W, 0);
    expect((await cartBox(page)).y).toBeCloseTo(500 - CART_H / 2, 0);
    expect(pathOf(page)).toBe('/');

    // Dropped below the screen, it stays whole on screen.
    await page.mouse.move(390 - CART_W / 2, 500);
    await page.mouse.down();
    await page.mouse.move(300, 843, { steps: 6 });
    await page.mouse.up();
    await expect.poll(async () => (await cartBox(page)).y).toBeCloseTo(844 - CART_H, 0);

    // This tab remembers where it was left.
    await page.reload();
    await expect.poll(async () => (await cartBox(page)).y).toBeCloseTo(844 - CART_H, 0);
    expect((await cartBox(page)).x).toBeCloseTo(390 - CART_W, 0);
    await page.context().close();
  });

  it('follows a finger (touch events) and snaps left without opening the cart', async () => {
    const page = await phonePage('/cn');
    const start = await cartBox(page);
    await touchDrag(page, { x: start.x + 40, y: start.y + 30 }, { x: 60, y: 200 });
    await expect.poll(async () => (await cartBox(page)).x).toBeCloseTo(0, 0);
    expect((await cartBox(page)).y).toBeCloseTo(170, 0);
    expect(pathOf(page)).toBe('/cn');
    await page.context().close();
  });

  it('opens the cart on a tap, in each language, and with Enter', async () => {
    const page = await phonePage('/');
    const cart = page.locator('[data-testid=floating-cart]');
    expect(await cart.getAttribute('aria-label')).toBe('Cart, 0 items');
    await cart.tap();
    await page.waitForURL((u) => u.pathname === '/cart');
    await page.goto('/cn/products');
    await page.locator('[data-testid=floating-cart]').tap();
    await page.waitForURL((u) => u.pathname === '/cn/cart');
    expect(await page.locator('[data-testid=floating-cart]').getAttribute('aria-label')).toBe('购物车，0 件商品');
    await page.goto('/products');
    await page.locator('[data-testid=floating-cart]').focus();
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.pathname === '/cart');
    await page.context().close();
  });

  it('is hidden on wide screens, where the header cart serves', async () => {
    const page = await newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto('/');
    expect(await page.locator('[data-testid=floating-cart]').isVisible()).toBe(false);
    expect(await page.locator('[data-testid=cart-link]').isVisible()).toBe(true);
    expect(await page.locator('[data-testid=menu-toggle]').isVisible()).toBe(false);
    await page.setViewportSize({ width: 1279, height: 800 });
    await expect.poll(() => page.locator('[data-testid=floating-cart]').isVisible()).toBe(true);
    expect(await page.locator('[data-testid=menu-toggle]').isVisible()).toBe(true);
    await page.context().close();
  });
});

describe('social-account popover', () => {
  it('shows LinkedIn on the English home, opening in a new tab; Escape closes it', async () => {
    const page = await phonePage('/');
    const toggle = page.locator('[data-testid=social-toggle]');
    expect(await toggle.isVisible()).toBe(true);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await page.locator('[data-testid=social-panel]').isVisible()).toBe(false);
    await toggle.tap();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    const link = page.locator('[data-testid=social-linkedin]');
    expect(await link.isVisible()).toBe(true);
    expect(await link.getAttribute('target')).toBe('_blank');
    expect((await link.getAttribute('rel'))?.split(' ').sort()).toEqual(['noopener', 'noreferrer']);
    expect(await page.locator('[data-testid=social-wechat]').count()).toBe(0);
    await link.focus();
    await page.keyboard.press('Escape');
    expect(await page.locator('[data-testid=social-panel]').isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('social-toggle');
    await page.context().close();
  });

  it('shows the WeChat QR code with alt text on the Chinese home', async () => {
    const page = await phonePage('/cn');
    await page.locator('[data-testid=social-toggle]').tap();
    const img = page.locator('[data-testid=social-wechat]');
    expect(await img.isVisible()).toBe(true);
    expect(await img.getAttribute('alt')).toContain('微信公众号二维码');
    await expect.poll(() => img.evaluate((i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth > 0)).toBe(true);
    expect(await page.locator('[data-testid=social-linkedin]').count()).toBe(0);
    await page.context().close();
  });

  it('is absent on product detail, rich detail, about us and contact, in both languages', async () => {
    const page = await newPage(PHONE);
    for (const prefix of ['', '/cn']) {
      for (const path of ['/product-detail?catalogNumber=CYT-H0201', '/rich-detail?title=privacy_policy', '/about-us', '/contact']) {
        await page.goto(`${prefix}${path}`);
        await page.waitForLoadState('networkidle');
        expect(await page.locator('[data-testid=social-float]').count(), `${prefix}${path}`).toBe(0);
      }
    }
    // Also after a client-side navigation from a page where it shows.
    await page.goto('/products');
    await expect.poll(() => page.locator('[data-testid=social-float]').count()).toBe(1);
    await page.click('[data-testid=menu-toggle]');
    await page.click('[data-testid=nav-about] > a');
    await page.waitForURL((u) => u.pathname === '/about-us');
    await expect.poll(() => page.locator('[data-testid=social-float]').count()).toBe(0);
    await page.context().close();
  });
});

describe('phone width', () => {
  it('never scrolls the page sideways at 390 px (the fixed buttons would move off screen)', { timeout: 120_000 }, async () => {
    const page = await newPage(PHONE);
    const wide: string[] = [];
    const paths = ['/', '/products', '/product-list?id=11', '/hotsproduct', '/new-products', '/product-detail?catalogNumber=CYT-H0201', '/cart', '/coa', '/login', '/registered', '/tool-class', '/tool-class/probe-design', '/contact?type=authorized', '/no-such-page'];
    for (const path of [...paths, ...paths.map((p) => `/cn${p === '/' ? '' : p}`)]) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      const [scroll, client] = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
      if (scroll > client) wide.push(`${path}: ${scroll} > ${client}`);
    }
    expect(wide).toEqual([]);
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
