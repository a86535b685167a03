import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser.ts';
import { PHONE, phonePage as openOnPhone } from './phone.ts';

/** The floating buttons of the phone layout (below 1280px): the draggable cart and the social-account popover. */
const { newPage } = useBrowser();
const phonePage = (path: string) => openOnPhone(newPage, path);
const CART_W = 80; // 80 by 60
const CART_H = 60;

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


/**
 * The text under a visible floating button (cart, social, back to top), as "button: text": each text node's own
 * boxes (a Range), so a box's empty corners do not count; the buttons' own labels and a dragged cart's place aside.
 */
function textUnderButtons(page: Page) {
  return page.evaluate(() => {
    const shown = (el: Element) => {
      const s = getComputedStyle(el);
      const r = el.getBoundingClientRect();
      return s.visibility !== 'hidden' && Number(s.opacity) > 0 && r.width > 0 && r.height > 0;
    };
    const buttons = [...document.querySelectorAll('[data-testid=floating-cart], [data-testid=social-float], .back-to-top')].filter(shown);
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement!;
      if (!node.textContent?.trim() || buttons.some((b) => b.contains(parent)) || !shown(parent)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const box of range.getClientRects()) {
        for (const b of buttons) {
          const r = b.getBoundingClientRect();
          if (box.left < r.right && box.right > r.left && box.top < r.bottom && box.bottom > r.top) found.push(`${b.className}: ${node.textContent.trim().slice(0, 40)}`);
        }
      }
    }
    return found;
  });
}

const MRNA = 'GGGAGACGCUCGAUCCAGCUAAGCUAGCAUGGCCACCAUGAAA';

describe('floating buttons on a phone never cover text', () => {
  for (const [prefix, run] of [['', 'Calculate'], ['/cn', '计算']] as const) {
    it(`hide while scrolling down and rest over the page's reserved end (probe result, product list, cart) ${prefix || '/'}`, async () => {
      const page = await phonePage(`${prefix}/tool-class/probe-design?seq=${MRNA}&dp=19`);
      await page.getByRole('button', { name: run, exact: true }).click();
      await page.locator('[data-testid=probe-picture]').waitFor();
      for (const path of [null, `${prefix}/products`, `${prefix}/cart`]) {
        if (path) await page.goto(path);
        await page.waitForLoadState('networkidle');
        // Reading down (a finger's swipes): the buttons step aside.
        for (let i = 0; i < 4; i++) await page.mouse.wheel(0, 150);
        const scrollable = await page.evaluate(() => document.documentElement.scrollHeight > innerHeight + 200);
        if (scrollable) await expect.poll(() => page.evaluate(() => document.body.classList.contains('reading-down'))).toBe(true);
        // (Once their fade has run: mid-fade a button is still drawn, as the reader sees for a fifth of a second.)
        await expect.poll(() => textUnderButtons(page), { message: `${path ?? 'probe'} reading down` }).toEqual([]);
        // At the end of the page they are back, over the room the page ends with.
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await expect.poll(() => page.evaluate(() => document.body.classList.contains('reading-down'))).toBe(false);
        await expect.poll(() => page.locator('[data-testid=floating-cart]').evaluate((c) => getComputedStyle(c).opacity)).toBe('1');
        expect(await textUnderButtons(page), `${path ?? 'probe'} at the end`).toEqual([]);
      }
      await page.context().close();
    });
  }
});
