import { join } from 'node:path';
import { expect, it } from 'vitest';
import { overlappingNavLabels, widths } from './layout-checks.ts';
import { LANGS, sweep } from './sweep.ts';

const SHOTS = join(import.meta.dirname, '../../test-results/screenshots');

/** Every page at 1440x900 (tests/e2e/sweep.ts), then the header's menus and messages on the same logged-in page. */
sweep('desktop', (current) => {
  for (const L of LANGS) {
    it(`${L.lang}: every desktop drop-down lays its labels out without overlaps`, async () => {
      const page = current();
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

    it(`${L.lang}: the search suggests products by catalog number and opens one with the keyboard`, async () => {
      const page = current();
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
      const page = current();
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
