import { describe, expect, it } from 'vitest';
import en from '../../locales/en/admin.json';
import zh from '../../locales/zh/admin.json';
import { asOwner, unique } from './admin-login.ts';
import { useBrowser } from './browser.ts';

const { baseURL, newPage } = useBrowser();

/**
 * A word only this test searches that finds a product: the catalogue's last product by its Chinese name (the
 * other browser tests search other words; while the word is approved, the sweep's check for English on Chinese
 * pages sees a product name, which it allows).
 */
async function unsearchedWord(): Promise<string> {
  const answer = (await (await fetch(`${baseURL}/api/v1/product?size=100`, { headers: { 'x-lang': 'zh' } })).json()) as { data: { list: { name: string }[] } };
  return answer.data.list.at(-1)!.name;
}

/** The product tab's catalog numbers of a storefront search, as a visitor from `address` makes it in `lang`. */
async function searchAs(keywords: string, lang: 'en' | 'zh', address: string): Promise<string[]> {
  const res = await fetch(`${baseURL}/api/v1/search?keywords=${encodeURIComponent(keywords)}`, { headers: { 'x-lang': lang, 'x-forwarded-for': address, 'user-agent': `e2e-visitor-${address}` } });
  // A product result's title is its catalog number.
  const answer = (await res.json()) as { data: { product: { list: { title: string }[] } } };
  return answer.data.product.list.map((p) => p.title);
}

/** The hot words under the storefront's search box in `lang` (up to 20), as a visitor's page reads them. */
async function hotWordsOnHome(lang: 'en' | 'zh'): Promise<string[]> {
  const res = await fetch(`${baseURL}/api/v1/search/rank?number=20`, { headers: { 'x-lang': lang } });
  return ((await res.json()) as { data: string[] }).data;
}

describe('search terms in the back office', () => {
  it('in English at 1440: a synonym group staff add is what the storefront search uses at once, and removing it ends that', async () => {
    const word = `zyxq${unique()}`;
    expect(await searchAs(word, 'en', '203.0.113.7')).toEqual([]);
    const page = await newPage({ viewport: { width: 1440, height: 900 } });
    await asOwner(page, '/admin/catalogue/search');
    const panel = page.getByTestId('search-synonyms');
    await panel.getByRole('heading', { name: en.searchAdmin.synonyms.title }).waitFor();
    await page.fill('[data-testid=synonym-names]', `${word}\nIL-2`);
    await panel.getByRole('button', { name: en.searchAdmin.synonyms.add, exact: true }).click();
    await page.getByTestId('synonyms-message').getByText(en.searchAdmin.synonyms.saved).waitFor();
    await panel.getByText(word).first().waitFor();
    // The made-up word now finds the IL-2 products, best first as "IL-2" finds them (that search also finds names
    // merely holding "IL-2", such as receptors, which a synonym of the target does not).
    const [found, il2] = await Promise.all([searchAs(word, 'en', '203.0.113.7'), searchAs('IL-2', 'en', '203.0.113.7')]);
    expect(found.length).toBeGreaterThan(0);
    expect(found[0]).toBe(il2[0]);
    expect(found.filter((c) => !il2.includes(c))).toEqual([]);

    page.once('dialog', (d) => void d.accept());
    await panel.locator('li', { hasText: word }).getByRole('button', { name: en.searchAdmin.delete, exact: true }).click();
    await page.getByTestId('synonyms-message').getByText(en.searchAdmin.synonyms.deleted).waitFor();
    expect(await searchAs(word, 'en', '203.0.113.7')).toEqual([]);
  });

  it('in Chinese at 390: a word (that finds products) three visitors searched waits as a candidate, shows under the search box once approved, and goes when removed', async () => {
    const word = await unsearchedWord();
    // One visitor searching twelve times makes no candidate; three different visitors do (the threshold is at least three).
    for (let i = 0; i < 12; i++) await searchAs(word, 'zh', '198.51.100.1');
    for (const address of ['198.51.100.2', '198.51.100.3']) await searchAs(word, 'zh', address);
    expect(await hotWordsOnHome('zh')).not.toContain(word);

    const page = await newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await asOwner(page, '/cn/admin/catalogue/search');
    const panel = page.getByTestId('hot-words');
    await panel.getByRole('heading', { name: zh.searchAdmin.hot.title }).waitFor();
    await panel.getByRole('radio', { name: zh.searchAdmin.hot.site.zh }).check();
    const candidate = page.getByTestId('candidate-words').locator('li', { hasText: word });
    await candidate.waitFor();
    await candidate.getByRole('button', { name: zh.searchAdmin.hot.approve, exact: true }).click();
    await page.getByTestId('approved-words').locator('li', { hasText: word }).waitFor();
    expect(await hotWordsOnHome('zh')).toContain(word);
    // Nothing of the panel runs off a phone's screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    await page.getByTestId('approved-words').locator('li', { hasText: word }).getByRole('button', { name: zh.searchAdmin.hot.remove, exact: true }).click();
    await page.getByTestId('approved-words').locator('li', { hasText: word }).waitFor({ state: 'detached' });
    expect(await hotWordsOnHome('zh')).not.toContain(word);
  });
});
