import { describe, expect, inject, it } from 'vitest';
import en from '../../locales/en/account.json';
import zh from '../../locales/zh/account.json';
import { useBrowser } from './browser.ts';
import { registerCustomer } from './customer.ts';
import { loginLink } from './login-link.ts';

const { baseURL, newPage } = useBrowser();
const mailDir = inject('mailDir');

const newCustomer = async (tag: string) => (await registerCustomer(baseURL, mailDir, `quick-${tag}`)).token;

describe('quick order', () => {
  for (const { lang, prefix, A } of [
    { lang: 'en', prefix: '', A: en },
    { lang: 'zh', prefix: '/cn', A: zh },
  ] as const) {
    it(`puts the understood lines in the cart and names the others with suggestions (${lang})`, async () => {
      const token = await newCustomer(lang);
      const page = await newPage();
      await page.goto(await loginLink(baseURL, token, `${prefix}/quick-order`));
      await page.getByRole('heading', { name: A.quick.title }).waitFor();
      await page.fill('[data-testid=quick-lines]', 'CYT-H0201, 10 µg, 2\ncyt-h0202 50\u03BCg 1\nCYT-H020I; 10 µg; 1');
      await page.click('[data-testid=quick-check]');
      await page.getByTestId('quick-matched').waitFor();
      expect(await page.locator('[data-testid=quick-matched] tbody tr').count()).toBe(2);
      // Prices as the cart shows them (¥ and two decimals, or Inquiry outside China).
      expect(await page.locator('[data-testid=quick-matched] tbody tr td:last-child').allTextContents()).toEqual([expect.stringMatching(/^¥\d+\.\d{2}$/), expect.stringMatching(/^¥\d+\.\d{2}$/)]);
      // One line not matched: the singular form in English ("1 line"), the one form in Chinese.
      await page.getByRole('heading', { name: A.quick.unmatched_one.replace('{{count}}', '1') }).waitFor();
      const missed = await page.getByTestId('quick-unmatched').textContent();
      expect(missed).toContain('CYT-H020I');
      expect(missed).toContain('CYT-H0201');
      await page.click('[data-testid=quick-add]');
      await expect.poll(() => page.getByTestId('quick-message').textContent()).toBe(A.quick.added_other.replace('{{count}}', '2'));
      const cart = await fetch(`${baseURL}/api/v1/order?size=-1`, { headers: { authorization: `Bearer ${token}` } }).then((r) => r.json() as Promise<{ data: { list: { catalogNumber: string; count: number }[] } }>);
      expect(cart.data.list.map((l) => [l.catalogNumber, l.count]).sort()).toEqual([['CYT-H0201', 2], ['CYT-H0202', 1]]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      await page.context().close();
    });
  }
});
