import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en/admin.json';
import zh from '../../locales/zh/admin.json';
import { asOwner, unique } from './admin-login.ts';
import { useBrowser } from './browser.ts';

const { newPage } = useBrowser();

/** Old enough to sort after every demo article, so other pages' first items stay the same. */
const PUBLISHED = '2020-01-15';

async function openContent(page: Page, base: string) {
  await asOwner(page, base);
  await page.click('a[data-section=content]');
  await page.waitForSelector('[data-testid=article-table]');
}

/** Saves the open form and answers the saved article's id (from its storefront link). */
async function save(page: Page, savedText: string): Promise<number> {
  await page.click('[data-testid=article-form] button[type=submit]');
  await page.waitForSelector(`[data-testid=article-form] [role=status]:has-text("${savedText}")`);
  const href = await page.getAttribute('[data-testid=article-form] a[target=_blank]', 'href');
  return Number(new URL(href!, 'http://x').searchParams.get('id'));
}

describe('content in the back office', () => {
  it('in English: a blank article is refused naming the title, one saved in English only is marked untranslated and shown on the storefront', async () => {
    const page = await newPage({ viewport: { width: 1440, height: 900 } });
    await openContent(page, '/admin');
    expect(await page.textContent('h1')).toBe(en.content.title);
    await page.click(`button:has-text("${en.content.add}")`);
    await page.click('[data-testid=article-form] button[type=submit]');
    expect(await page.textContent('#article-titleEn-error')).toBe(en.v.titleOneLanguage);

    const title = `Open day ${unique()}`;
    await page.fill('#article-titleEn', title);
    await page.fill('#article-summaryEn', 'Visit the Suzhou site.');
    await page.fill('#article-bodyEn', '<p>Welcome<script>alert(1)</script></p>');
    await page.fill('#article-publishedAt', PUBLISHED);
    expect(await page.locator('[data-testid=article-form] [data-testid=missing-translation]').count()).toBe(3);
    const id = await save(page, en.content.saved);
    expect(id).toBeGreaterThan(0);

    await page.fill('#content-q', title);
    await page.click(`.admin-filters button[type=submit]`);
    await page.waitForSelector(`[data-testid=article-table] tr[data-id="${id}"] .admin-missing`);
    expect(await page.textContent('[data-testid=content-untranslated]')).toBe(en.content.untranslated_one.replace('{{count}}', '1'));

    await page.goto(`/article?id=${id}`);
    expect(await page.textContent('[data-testid=article-title]')).toBe(title);
    expect(await page.content()).not.toContain('alert(1)');
    await page.context().close();
  });

  it('in Chinese: the owner edits a news article\'s Chinese title and /cn/article shows it on the next request', async () => {
    const page = await newPage({ viewport: { width: 1440, height: 900 } });
    await openContent(page, '/cn/admin');
    expect(await page.textContent('h1')).toBe(zh.content.title);
    await page.click(`button:has-text("${zh.content.add}")`);
    const tag = unique();
    await page.fill('#article-titleEn', `Partnership ${tag}`);
    await page.fill('#article-titleZh', `合作公告 ${tag}`);
    await page.fill('#article-publishedAt', PUBLISHED);
    const id = await save(page, zh.content.saved);

    await page.goto(`/cn/article?id=${id}`);
    expect(await page.textContent('[data-testid=article-title]')).toBe(`合作公告 ${tag}`);

    // The session lives in the tab: the back office opens again without a login.
    await page.goto('/cn/admin/content');
    await page.waitForSelector('[data-testid=article-table]');
    await page.selectOption('#content-kind', 'news');
    await page.fill('#content-q', tag);
    await page.click('.admin-filters button[type=submit]');
    const row = page.locator(`[data-testid=article-table] tr[data-id="${id}"]`);
    await row.waitFor();
    expect(await row.locator('td').nth(1).textContent()).toBe(zh.content.kinds.news);
    await row.locator(`button:has-text("${zh.content.edit}")`).click();
    await page.fill('#article-titleZh', `合作公告（更新）${tag}`);
    await save(page, zh.content.saved);

    await page.goto(`/cn/article?id=${id}`);
    expect(await page.textContent('[data-testid=article-title]')).toBe(`合作公告（更新）${tag}`);
    await page.goto(`/article?id=${id}`);
    expect(await page.textContent('[data-testid=article-title]')).toBe(`Partnership ${tag}`);
    await page.context().close();
  });
});
