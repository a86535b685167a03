import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en/admin.json';
import zh from '../../locales/zh/admin.json';
import { asOwner } from './admin-login.ts';
import { useBrowser } from './browser.ts';

const { newPage } = useBrowser();

/** Where screenshots of the edit page go when SCREENSHOT_DIR is set (for looking at the layout by eye). */
const SHOTS = process.env.SCREENSHOT_DIR;

async function openProduct(page: Page, base: string, catalogNumber: string) {
  await page.goto(`${base}/catalogue/products/${catalogNumber}`);
  await page.waitForSelector('[data-testid=product-form]');
}

describe('product edit extras and the company profile in the back office', () => {
  it('in English: adds a related product (refusing an unknown number and the product itself), sets a lead time and the datasheet\'s host cell line; the product page shows them', async () => {
    const page = await newPage({ viewport: { width: 1440, height: 900 } });
    await asOwner(page, '/admin');
    await openProduct(page, '/admin', 'CYT-H0205');
    const related = page.getByTestId('product-related');

    await page.fill('#related-add', 'NOPE-0000');
    await page.click('[data-testid=related-add]');
    expect(await page.textContent('#related-add-error')).toBe(en.products.v.relatedUnknown.replace('{{catalogNumber}}', 'NOPE-0000'));
    await page.fill('#related-add', 'cyt-h0205');
    await page.press('#related-add', 'Enter');
    expect(await page.textContent('#related-add-error')).toBe(en.products.v.relatedSelf.replace('{{catalogNumber}}', 'CYT-H0205'));
    await page.fill('#related-add', 'GRF-H0101');
    await page.click('[data-testid=related-add]');
    await related.locator('tr[data-related="GRF-H0101"]').waitFor();
    // The newest is last (after the demo's three); moved up once it is third, as the storefront will list it.
    expect(await related.locator('tr[data-related]').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-related')))).toEqual(['CYT-M0201', 'CYT-R0201', 'CYT-H0204', 'GRF-H0101']);
    await page.click(`button[aria-label="${en.products.edit.moveUp.replace('{{catalogNumber}}', 'GRF-H0101')}"]`);
    expect(await related.locator('tr[data-related]').nth(2).getAttribute('data-related')).toBe('GRF-H0101');

    // "Ships in N days" needs the days: refused at the field, then saved.
    await page.selectOption('#stock-0', 'lead_time');
    await page.fill('#lead-0', '');
    await page.click('[data-testid=product-save]');
    expect(await page.textContent('[data-testid=product-sizes]')).toContain(en.products.v.leadTimeDays);
    await page.fill('#lead-0', '9');
    await page.fill('#product-troubleshootingEn', 'Q: Precipitate after thawing?\nA: Spin briefly before use.');
    // The datasheet's fields (declared in src/contracts/resources/product.ts): a bad number is named at its field.
    await page.fill('#product-purityPercent', '120');
    await page.click('[data-testid=product-save]');
    expect(await page.textContent('#product-purityPercent-error')).toBe(en.products.v.percent);
    await page.fill('#product-purityPercent', '98');
    await page.fill('#product-hostCellLine', 'Expi293F');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/product-edit-1440.png`, fullPage: true });
    await page.click('[data-testid=product-save]');
    await page.getByTestId('product-saved').waitFor();

    await page.goto('/product-detail?catalogNumber=CYT-H0205');
    expect(await page.locator('[data-testid=size-stock]').first().textContent()).toContain('9');
    expect(await page.textContent('[data-spec=hostCellLine] td')).toBe('Expi293F');
    expect(await page.textContent('[data-spec=purity] td')).toContain('98');
    await page.click('#tab-related');
    expect(await page.locator('[data-testid=panel-related] li').nth(2).textContent()).toContain('GRF-H0101');
    await page.click('#tab-troubleshooting');
    expect(await page.textContent('[data-testid=panel-troubleshooting]')).toContain('Spin briefly before use.');
    await page.context().close();
  });

  it('in 中文 on a phone: removes the related product, marks a size made to order, blanks the host cell line and releases a lot from a sheet; /cn/product-detail shows it', async () => {
    const page = await newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await asOwner(page, '/cn/admin');
    await openProduct(page, '/cn/admin', 'CYT-H0205');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/product-edit-390.png`, fullPage: true });
    await page.click(`button[aria-label="${zh.products.edit.remove.replace('{{catalogNumber}}', 'GRF-H0101')}"]`);
    await page.fill('#related-add', 'CYT-H0203');
    await page.click('[data-testid=related-add]');
    await page.getByTestId('product-related').locator('tr[data-related="CYT-H0203"]').waitFor();
    await page.selectOption('#stock-0', 'made_to_order');
    expect(await page.isDisabled('#lead-0')).toBe(true);
    await page.fill('#product-hostCellLine', '');
    await page.click('[data-testid=product-save]');
    await page.getByTestId('product-saved').waitFor();

    // A lot with its results from the laboratory's sheet (Chinese headers): checked first, then released.
    const size = (await page.locator('#lot-sizeId option:not([value=""])').first().textContent())!;
    const sheet = ['货号,规格,批号,生产日期,有效期至,放行数量,检测项目,标准,结果,方法', `CYT-H0205,${size},E2E-390,2026-11-01,2028-11-01,12,纯度,> 95%,97.5%,SDS-PAGE`].join('\n');
    await page.setInputFiles('#lot-import-file', { name: 'lots.csv', mimeType: 'text/csv', buffer: Buffer.from(sheet) });
    expect(await page.getByTestId('lot-import-lots').textContent()).toContain('E2E-390');
    await page.click('[data-testid=lot-import-apply]');
    expect(await page.getByTestId('lot-import-done').textContent()).toBe(zh.lots.import.applied_other.replace('{{count}}', '1'));
    expect(await page.locator('[data-testid=lots-table] tr[data-lot="E2E-390"]').textContent()).toContain('97.5%');

    await page.goto('/cn/product-detail?catalogNumber=CYT-H0205');
    expect(await page.locator('[data-testid=size-stock]').first().textContent()).toBe('按需生产');
    // A blanked field leaves the datasheet.
    expect(await page.locator('[data-spec=hostCellLine]').count()).toBe(0);
    await page.click('#tab-related');
    const list = await page.locator('[data-testid=panel-related] li').allTextContents();
    expect(list.some((t) => t.includes('CYT-H0203'))).toBe(true);
    expect(list.some((t) => t.includes('GRF-H0101'))).toBe(false);
    await page.context().close();
  });

  it('edits the company profile with a preview in both languages; /about-us and /cn/about-us show it', async () => {
    const page = await newPage({ viewport: { width: 1440, height: 900 } });
    await asOwner(page, '/admin');
    await page.click('a[data-section=config]');
    const row = page.locator('form[data-key=company_profile]');
    await row.waitFor();
    await row.locator('#config-company_profile-en').fill('<p>We make <strong>proteins</strong>.</p><script>alert(1)</script>');
    await row.locator('#config-company_profile-zh').fill('<p>我们生产<strong>重组蛋白</strong>。</p>');
    await row.getByRole('button', { name: en.config.preview, exact: true }).click();
    const previewEn = page.getByTestId('preview-company_profile-en');
    await previewEn.waitFor();
    expect(await previewEn.locator('.rich').innerHTML()).toBe('<p>We make <strong>proteins</strong>.</p>');
    expect(await page.getByTestId('preview-company_profile-zh').locator('.rich strong').textContent()).toBe('重组蛋白');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/config-preview-1440.png`, fullPage: false, clip: { x: 0, y: 0, width: 1440, height: 900 } });
    await row.getByRole('button', { name: en.config.save, exact: true }).click();
    await row.getByRole('status').waitFor();

    await page.goto('/about-us');
    expect(await page.textContent('[data-testid=about-profile]')).toBe('We make proteins.');
    await page.goto('/cn/about-us');
    expect(await page.textContent('[data-testid=about-profile]')).toBe('我们生产重组蛋白。');
    await page.context().close();
  });
});
