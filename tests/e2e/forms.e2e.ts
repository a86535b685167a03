import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser.ts';

const { newPage } = useBrowser();

describe('enquiry from a product page', () => {
  it('sends an enquiry for the chosen size and says a reply comes within 24 hours', async () => {
    const page = await newPage();
    await page.goto('/product-detail?catalogNumber=CYT-H0201');
    await page.click('[data-testid=enquire]');
    const dialog = page.locator('[data-testid=enquiry-dialog]');
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.textContent()).toContain('We reply within 24 hours.');
    expect(await dialog.textContent()).toContain('CYT-H0201');
    await dialog.locator('button[type=submit]').click();
    expect(await page.locator('#enq-name-error').textContent()).toBe('Name Required');
    expect(await page.locator('#enq-phone-error').textContent()).toBe('Please Enter The Correct Mobile Phone Number');
    await page.fill('#enq-name', 'Li Ming');
    await page.fill('#enq-company', 'Fudan University');
    await page.fill('#enq-department', 'Immunology');
    await expect.poll(() => page.locator('#enq-industryName option').count()).toBeGreaterThan(1);
    await page.selectOption('#enq-industryName', { index: 1 });
    await page.selectOption('#enq-areaName', { index: 1 });
    await page.fill('#enq-email', 'li@example.edu.cn');
    await page.fill('#enq-phone', '+86 138 1234 5678');
    await page.fill('#enq-content', '5 vials, please');
    await dialog.locator('button[type=submit]').click();
    await expect.poll(() => page.locator('[data-testid=enquiry-success]').textContent()).toBe('Submitted Successfully');
    await page.context().close();
  });
});

describe('COA download', () => {
  it('downloads the certificate of a released lot, in Chinese', async () => {
    // ANT-0001 is the first catalog number of the demo data; its first released lot is L2025010000
    // (server/db/seed/coa-lots.ts).
    const page = await newPage({ acceptDownloads: true });
    await page.goto('/cn/coa');
    await page.fill('#coa-name', '李明');
    await page.fill('#coa-unit', '复旦大学');
    await page.fill('#coa-catalogNumbers', 'ANT-0001; NOPE-0000');
    await page.fill('#coa-lotNumber', 'L2025010000');
    await page.fill('#coa-email', 'li@example.edu.cn');
    await page.fill('#coa-phone', '13812345678');
    await page.selectOption('#coa-areaId', { index: 1 });
    await expect.poll(() => page.locator('#coa-industryId option').count()).toBeGreaterThan(1);
    await page.selectOption('#coa-industryId', { index: 1 });
    await page.click('[data-testid=coa-form] button[type=submit]');
    const answer = page.locator('[data-testid=coa-answer]');
    await expect.poll(() => answer.isVisible()).toBe(true);
    expect(await answer.textContent()).toContain('NOPE-0000');
    const [download] = await Promise.all([page.waitForEvent('download'), answer.locator('a').first().click()]);
    expect(download.suggestedFilename()).toBe('COA-ANT-0001-L2025010000.pdf');
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).subarray(0, 5).toString()).toBe('%PDF-');
    await page.context().close();
  });
});

describe('new-product suggestion', () => {
  it('is offered when a search finds nothing, and checks the product name length', async () => {
    const page = await newPage();
    await page.goto('/search-not-found?keywords=zzzz');
    const form = page.locator('[data-testid=suggestion-form]');
    await expect.poll(() => form.isVisible()).toBe(true);
    await page.fill('#sug-productName', 'A');
    await page.focus('#sug-expressionRange');
    await expect.poll(() => page.locator('#sug-productName-error').textContent()).toBe('It should be 2 to 10 words long');
    await page.context().close();
  });
});
