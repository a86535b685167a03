import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en/admin.json';
import zh from '../../locales/zh/admin.json';
import { asOwner, unique } from './admin-login.ts';
import { useBrowser } from './browser.ts';

const { newPage } = useBrowser();

/** Where screenshots of the page go when SCREENSHOTS names a folder (for a person to look at). */
const SHOTS = process.env.SCREENSHOTS;

async function openCategories(page: Page, base: string) {
  await asOwner(page, base);
  await page.goto(`${base}/catalogue/categories`);
  await page.waitForSelector('[data-testid=categories-table]');
}

/** The first top-level product area's row: new sub-categories are added under it (the demo's own stay as they are). */
const areaRow = (page: Page) => page.locator('[data-testid=categories-table] tr[data-depth="1"]').first();

/** Adds a sub-category named `nameEn` (English only) under the first area and answers its row. */
async function addUnderArea(page: Page, nameEn: string, saved: string) {
  await areaRow(page).locator('button[data-action=add]').click();
  await page.fill('#category-nameEn', nameEn);
  expect(await page.locator('[data-testid=category-form] [data-testid=missing-translation]').count()).toBe(1);
  await page.click('[data-testid=category-save]');
  await page.waitForSelector(`[data-testid=categories-message]:has-text("${saved}")`);
  const row = page.locator('[data-testid=categories-table] tr', { hasText: nameEn });
  expect(await row.locator('[data-testid=missing-translation]').count()).toBe(1);
  return row;
}

/** Edits the row's Chinese name and visibility. */
async function edit(page: Page, row: ReturnType<Page['locator']>, change: { nameZh?: string; visible?: boolean }, saved: string) {
  await row.locator('button[data-action=edit]').click();
  if (change.nameZh !== undefined) await page.fill('#category-nameZh', change.nameZh);
  if (change.visible !== undefined) await page.setChecked('#category-visible', change.visible);
  await page.click('[data-testid=category-save]');
  await page.waitForSelector(`[data-testid=categories-message]:has-text("${saved}")`);
}

const menuHtml = async (page: Page, path: string) => {
  const res = await page.request.get(path);
  return res.text();
};

describe('the category tree in the back office', () => {
  it('in English: staff adds a sub-category, names it in Chinese, hides it, and the storefront menu drops it', async () => {
    const page = await newPage({ viewport: { width: 1440, height: 900 } });
    await openCategories(page, '/admin');
    expect(await page.textContent('[data-tab="/catalogue/categories"]')).toBe(en.catalogue.tabs.categories);
    const name = `Test area ${unique()}`;
    const row = await addUnderArea(page, name, en.categories.saved);
    await edit(page, row, { nameZh: `测试分类${name.slice(-6)}` }, en.categories.saved);
    expect(await row.locator('[data-testid=missing-translation]').count()).toBe(0);
    expect(await menuHtml(page, '/products')).toContain(name);
    expect(await menuHtml(page, '/cn/products')).toContain(`测试分类${name.slice(-6)}`);

    await edit(page, row, { visible: false }, en.categories.saved);
    expect(await row.textContent()).toContain(en.categories.hidden);
    expect(await menuHtml(page, '/products')).not.toContain(name);

    // A category with products is not deleted, and says why.
    page.once('dialog', (d) => void d.accept());
    await areaRow(page).locator('button[data-action=delete]').click();
    await page.waitForSelector('[data-testid=categories-message][role=alert]');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/categories-1440-en.png`, fullPage: false });
    page.once('dialog', (d) => void d.accept());
    await row.locator('button[data-action=delete]').click();
    await page.waitForSelector(`[data-testid=categories-message]:has-text("${en.categories.deleted}")`);
    expect(await page.locator('[data-testid=categories-table] tr', { hasText: name }).count()).toBe(0);
    await page.context().close();
  });

  it('in Chinese: staff renames a category’s Chinese name and hides it; /cn/products follows at once', async () => {
    const page = await newPage({ viewport: { width: 390, height: 844 } });
    await openCategories(page, '/cn/admin');
    expect(await page.textContent('[data-tab="/catalogue/categories"]')).toBe(zh.catalogue.tabs.categories);
    const tag = unique();
    const row = await addUnderArea(page, `Area ${tag}`, zh.categories.saved);
    await edit(page, row, { nameZh: `新分类${tag}` }, zh.categories.saved);
    expect(await menuHtml(page, '/cn/products')).toContain(`新分类${tag}`);
    await edit(page, row, { nameZh: `改名${tag}` }, zh.categories.saved);
    const shown = await menuHtml(page, '/cn/products');
    expect([shown.includes(`改名${tag}`), shown.includes(`新分类${tag}`)]).toEqual([true, false]);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/categories-390-zh.png`, fullPage: false });

    await edit(page, row, { visible: false }, zh.categories.saved);
    expect(await row.textContent()).toContain(zh.categories.hidden);
    expect(await menuHtml(page, '/cn/products')).not.toContain(`改名${tag}`);
    page.once('dialog', (d) => void d.accept());
    await row.locator('button[data-action=delete]').click();
    await page.waitForSelector(`[data-testid=categories-message]:has-text("${zh.categories.deleted}")`);
    await page.context().close();
  });
});
