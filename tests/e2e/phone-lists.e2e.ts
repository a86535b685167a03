import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser.ts';
import { phonePage } from './phone.ts';

/**
 * List pages: every product shows its picture (width and height given) and its price range, sorted as the URL
 * asks; on a phone each product is a card inside the screen, and the search filters wait behind one button so
 * the results come first.
 */
const { newPage } = useBrowser();

/** Every product picture of a list: its width and height attributes, and where it is drawn on the page. */
const pictures = (list: Element) =>
  [...list.querySelectorAll('[data-testid=product-entry]')].map((entry) => {
    const img = entry.querySelector('img');
    const box = entry.getBoundingClientRect();
    return { width: img?.getAttribute('width'), height: img?.getAttribute('height'), alt: img?.alt ?? '', right: box.right, price: entry.getAttribute('data-price-from') ?? '' };
  });

describe('product lists on a phone and a desktop', () => {
  for (const [lang, path] of [
    ['en', '/product-list?id=11&sort=price'],
    ['zh', '/cn/product-list?id=11&sort=price'],
  ] as const) {
    for (const width of [390, 1440]) {
      it(`shows every product with its picture (width, height, alt) and sorted by price lowest first (${lang}, ${width} px)`, async () => {
        const page = width === 390 ? await phonePage(newPage, path) : await newPage({ viewport: { width, height: 900 } });
        if (width !== 390) await page.goto(path);
        const list = page.locator('[data-testid=product-table]');
        const rows = await list.evaluate(pictures);
        expect(rows.length).toBeGreaterThan(8);
        for (const r of rows) expect([Number(r.width) > 0, Number(r.height) > 0, r.alt.length > 0]).toEqual([true, true, true]);
        const prices = rows.map((r) => Number(r.price.slice(1))).filter((n) => Number.isFinite(n) && n > 0);
        expect(prices.length).toBeGreaterThan(5);
        expect(prices).toEqual([...prices].sort((a, b) => a - b));
        // The first picture has arrived and decoded (the drawn WebP is served).
        await expect.poll(() => list.locator('img').first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(480);
        const viewport = await page.evaluate(() => innerWidth);
        for (const r of rows) expect(r.right).toBeLessThanOrEqual(viewport);
        if (width === 390) {
          // A card: bordered box with the picture beside the name, price range in view.
          expect(await list.locator('[data-testid=product-entry]').first().evaluate((e) => getComputedStyle(e).borderTopStyle)).toBe('solid');
          expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
        }
        await page.context().close();
      });
    }
  }

  it('folds the search filters behind a button that counts the filters on, results first', async () => {
    const page = await phonePage(newPage, '/search?keywords=IL-2');
    const fold = page.locator('.search-filters-fold');
    const filters = page.locator('[data-testid=search-filters]');
    expect(await fold.isVisible()).toBe(true);
    expect(await filters.isVisible()).toBe(false);
    const results = await page.locator('[data-testid=search-results]').boundingBox();
    expect(results!.y).toBeLessThan(844);
    // Each result carries its picture with its size, as the catalogue's lists do.
    const found = await page.locator('[data-testid=search-results]').evaluate(pictures);
    expect(found.length).toBeGreaterThan(0);
    for (const r of found) expect([Number(r.width) > 0, Number(r.height) > 0]).toEqual([true, true]);
    await fold.tap();
    expect(await fold.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => filters.isVisible()).toBe(true);
    const option = await page.locator('#filter-species option').nth(1).getAttribute('value');
    await page.selectOption('#filter-species', option!);
    await page.waitForURL(/species=/);
    await expect.poll(() => fold.locator('.badge').textContent()).toBe('1');
    await page.context().close();
  });

  it('keeps the desktop filters open with no fold button (1440 px)', async () => {
    const page = await newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto('/cn/search?keywords=IL-2');
    expect(await page.locator('.search-filters-fold').isVisible()).toBe(false);
    const found = await page.locator('[data-testid=search-results]').evaluate(pictures);
    expect(found.length).toBeGreaterThan(0);
    for (const r of found) expect([Number(r.width) > 0, Number(r.height) > 0]).toEqual([true, true]);
    expect(await page.locator('[data-testid=search-filters]').isVisible()).toBe(true);
    await page.context().close();
  });
});
