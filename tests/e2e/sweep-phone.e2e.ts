import { expect, it } from 'vitest';
import { searchInView } from './layout-checks.ts';
import { LANGS, sweep } from './sweep.ts';

/** Every page at 390x844 with touch (tests/e2e/sweep.ts), then the phone's search on the same logged-in page. */
sweep('phone', (current) => {
  for (const L of LANGS) {
    it(`${L.lang}: the phone's search is one tap away`, async () => {
      const page = current();
      await page.goto(`${L.prefix}/`);
      await page.waitForFunction(() => document.querySelector('[data-testid=nav-products] > a')?.getAttribute('aria-haspopup') === null);
      expect(await searchInView(page)).toBe(false);
      await page.tap('[data-testid=search-toggle]');
      await expect.poll(() => searchInView(page)).toBe(true);
      expect(await page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('search');
      await page.tap('[data-testid=search-toggle]');
    });
  }
});
