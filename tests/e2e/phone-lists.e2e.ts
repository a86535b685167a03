import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser.ts';
import { phonePage } from './phone.ts';

/**
 * List pages on a phone: table rows become cards whose every value sits inside the screen with its
 * column's name beside it, and the search filters wait behind one button so the results come first.
 */
const { newPage } = useBrowser();

/** Right edge of every cell of the table's rows, and the label each carries. */
const cells = (table: Element) => [...table.querySelectorAll('tbody td')].map((td) => ({ right: td.getBoundingClientRect().right, label: td.getAttribute('data-label') ?? '' }));

describe('list tables on a phone', () => {
  for (const [lang, path, priceLabel] of [
    ['en', '/product-list?id=11', 'Price from'],
    ['zh', '/cn/product-list?id=11', '起售价'],
  ] as const) {
    it(`shows each product of a category as a card, price in view (${lang})`, async () => {
      const page = await phonePage(newPage, path);
      const table = page.locator('[data-testid=product-table]');
      expect(await table.evaluate((t) => getComputedStyle(t.querySelector('tbody tr')!).display)).toBe('block');
      const width = await page.evaluate(() => innerWidth);
      const all = await table.evaluate(cells);
      expect(all.length).toBeGreaterThan(8);
      for (const cell of all) expect(cell.right).toBeLessThanOrEqual(width);
      expect(all.map((c) => c.label)).toContain(priceLabel);
      // The price label is drawn before the value (CSS content from data-label).
      const before = await table.locator('tbody tr').first().locator(`td[data-label="${priceLabel}"]`).evaluate((td) => getComputedStyle(td, '::before').content);
      expect(before).toBe(`"${priceLabel}"`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
      await page.context().close();
    });
  }

  it('folds the search filters behind a button that counts the filters on, results first', async () => {
    const page = await phonePage(newPage, '/search?keywords=IL-2');
    const fold = page.locator('.search-filters-fold');
    const filters = page.locator('[data-testid=search-filters]');
    expect(await fold.isVisible()).toBe(true);
    expect(await filters.isVisible()).toBe(false);
    const results = await page.locator('[data-testid=search-results]').boundingBox();
    expect(results!.y).toBeLessThan(844);
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
    expect(await page.locator('[data-testid=search-filters]').isVisible()).toBe(true);
    await page.context().close();
  });
});
