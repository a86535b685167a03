import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en/admin.json';
import zh from '../../locales/zh/admin.json';
import { asOwner, ownerToken, unique } from './admin-login.ts';
import { useBrowser } from './browser.ts';
import { widths } from './layout-checks.ts';

const { baseURL, newPage } = useBrowser();
const SHOTS = process.env.SCREENSHOTS;

/** Products no other browser file reads by name: each test renames one of them. */
const PRODUCTS = { en: 'MRN-0062', zh: 'MRN-0063' } as const;

/** Someone else saves the product through the API while the page has it open: answers the name they saved. */
async function savedElsewhere(catalogNumber: string, nameEn: string): Promise<void> {
  const headers = { authorization: `Bearer ${ownerToken()}`, 'content-type': 'application/json' };
  const read = await fetch(`${baseURL}/api/v1/admin/products/${catalogNumber}`, { headers });
  const { product } = (await read.json()).data;
  const res = await fetch(`${baseURL}/api/v1/admin/products/${catalogNumber}`, { method: 'PUT', headers, body: JSON.stringify({ ...product, nameEn }) });
  expect(res.status).toBe(200);
}

async function openProduct(page: Page, prefix: '' | '/cn', catalogNumber: string) {
  await asOwner(page, `${prefix}/admin`);
  await page.goto(`${prefix}/admin/catalogue/products/${catalogNumber}`);
  await page.waitForSelector('[data-testid=product-form] #product-nameEn');
}

async function fitsWidth(page: Page) {
  const w = await widths(page);
  expect(w.scroll).toBeLessThanOrEqual(w.inner);
}

describe('a stale save of a product opens the dialog instead of overwriting', () => {
  it('in English at 1440 wide: the dialog names who saved and the differing field, and "Reload their version" shows theirs', async () => {
    const tag = unique();
    const page = await newPage({ viewport: { width: 1440, height: 900 } });
    await openProduct(page, '', PRODUCTS.en);
    await page.fill('#product-nameEn', `Mine ${tag}`);
    await savedElsewhere(PRODUCTS.en, `Theirs ${tag}`);
    await page.click('[data-testid=product-save]');
    await page.waitForSelector('[data-testid=stale-edit-dialog]');
    expect(await page.textContent('[data-testid=stale-edit-dialog] h2')).toBe(en.stale.title);
    expect(await page.textContent('[data-testid=stale-edit-who]')).toMatch(/^Saved by .+ at .+ Beijing time\.$/);
    const row = page.locator('[data-testid=stale-edit-fields] tr[data-field=nameEn]');
    expect(await row.locator('td').nth(0).textContent()).toBe(`Theirs ${tag}`);
    expect(await row.locator('td').nth(1).textContent()).toBe(`Mine ${tag}`);
    await fitsWidth(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/stale-edit-1440-en.png`, fullPage: true });

    await page.click('[data-testid=stale-edit-reload]');
    await page.waitForSelector('[data-testid=stale-edit-dialog]', { state: 'detached' });
    expect(await page.inputValue('#product-nameEn')).toBe(`Theirs ${tag}`);
    await page.context().close();
  });

  it('in Chinese at 390 wide: "Keep editing" keeps the form, and the next save overwrites knowingly', async () => {
    const tag = unique();
    const page = await newPage({ viewport: { width: 390, height: 844 } });
    await openProduct(page, '/cn', PRODUCTS.zh);
    await page.fill('#product-nameEn', `Mine ${tag}`);
    await savedElsewhere(PRODUCTS.zh, `Theirs ${tag}`);
    await page.click('[data-testid=product-save]');
    await page.waitForSelector('[data-testid=stale-edit-dialog]');
    expect(await page.textContent('[data-testid=stale-edit-dialog] h2')).toBe(zh.stale.title);
    expect(await page.textContent('[data-testid=stale-edit-who]')).toContain('北京时间');
    expect(await page.textContent('[data-testid=stale-edit-keep]')).toBe(zh.stale.keep);
    await fitsWidth(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/stale-edit-390-zh.png`, fullPage: true });

    await page.click('[data-testid=stale-edit-keep]');
    await page.waitForSelector('[data-testid=stale-edit-dialog]', { state: 'detached' });
    expect(await page.inputValue('#product-nameEn')).toBe(`Mine ${tag}`);
    await page.click('[data-testid=product-save]');
    await page.waitForSelector('[data-testid=product-saved]');
    const read = await fetch(`${baseURL}/api/v1/admin/products/${PRODUCTS.zh}`, { headers: { authorization: `Bearer ${ownerToken()}` } });
    expect((await read.json()).data.product.nameEn).toBe(`Mine ${tag}`);
    await page.context().close();
  });
});
