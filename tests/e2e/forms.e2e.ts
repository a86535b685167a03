import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser.ts';
import { fillForm } from './fill-form.ts';

const { newPage } = useBrowser();

const LANGS = [
  { lang: 'en', prefix: '', nameRequired: 'Name Required', phoneWrong: 'Please Enter The Correct Mobile Phone Number', reply: 'We reply within 24 hours.', sent: 'Submitted Successfully', phone: '+86 138 1234 5678', lengthRule: 'It should be 2 to 10 words long', suggested: 'Thank you: your suggestion was received.' },
  { lang: 'zh', prefix: '/cn', nameRequired: '请输入姓名', phoneWrong: '请输入正确的手机号码', reply: '我们将在24小时内回复您。', sent: '提交成功', phone: '13812345678', lengthRule: '长度应为2到10个字', suggested: '感谢您的推荐，我们已收到。' },
] as const;

describe.each(LANGS)('enquiry from a product page in $lang', (L) => {
  it('sends an enquiry for the chosen size and says a reply comes within 24 hours', async () => {
    const page = await newPage();
    await page.goto(`${L.prefix}/product-detail?catalogNumber=CYT-H0201`);
    await page.click('[data-testid=enquire]');
    const dialog = page.locator('[data-testid=enquiry-dialog]');
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.textContent()).toContain(L.reply);
    expect(await dialog.textContent()).toContain('CYT-H0201');
    await dialog.locator('button[type=submit]').click();
    expect(await page.locator('#enq-name-error').textContent()).toBe(L.nameRequired);
    expect(await page.locator('#enq-phone-error').textContent()).toBe(L.phoneWrong);
    await fillForm(page, 'enq', { name: 'Li Ming', company: 'Fudan University', department: 'Immunology' });
    await expect.poll(() => page.locator('#enq-industryName option').count()).toBeGreaterThan(1);
    await fillForm(page, 'enq', { industryName: { index: 1 }, areaName: { index: 1 }, email: 'li@example.edu.cn', phone: L.phone, content: '5 vials, please' });
    await dialog.locator('button[type=submit]').click();
    await expect.poll(() => page.locator('[data-testid=enquiry-success]').textContent()).toBe(L.sent);
    await page.context().close();
  });
});

/** Picks the first industry once the list has loaded, sends the COA request and waits for the answer. */
async function sendCoaRequest(page: Page) {
  await expect.poll(() => page.locator('#coa-industryId option').count()).toBeGreaterThan(1);
  await page.selectOption('#coa-industryId', { index: 1 });
  await page.click('[data-testid=coa-form] button[type=submit]');
  const answer = page.locator('[data-testid=coa-answer]');
  await expect.poll(() => answer.isVisible()).toBe(true);
  return answer;
}

describe('COA download', () => {
  it('stores a request without a released lot for the quality team, in English', async () => {
    const page = await newPage();
    await page.goto('/coa');
    await page.click('[data-testid=coa-form] button[type=submit]');
    await expect.poll(() => page.locator('#coa-name-error').isVisible()).toBe(true);
    await fillForm(page, 'coa', { name: 'Li Ming', unit: 'Fudan University', catalogNumbers: 'ANT-0001', lotNumber: 'L1999999999', department: 'Immunology', email: 'li@example.edu.cn', phone: '+86 138 1234 5678', areaId: { index: 1 } });
    const answer = await sendCoaRequest(page);
    expect(await answer.locator('a').count()).toBe(0);
    expect(await answer.textContent()).toContain('ANT-0001');
    await page.context().close();
  });

  it('downloads the certificate of a released lot, in Chinese', async () => {
    // ANT-0001 is the first catalog number of the demo data; its first released lot is L2025010000
    // (server/demo/lots.ts).
    const page = await newPage({ acceptDownloads: true });
    await page.goto('/cn/coa');
    await fillForm(page, 'coa', { name: '李明', unit: '复旦大学', catalogNumbers: 'ANT-0001; NOPE-0000', lotNumber: 'L2025010000', email: 'li@example.edu.cn', phone: '13812345678', areaId: { index: 1 } });
    const answer = await sendCoaRequest(page);
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

describe.each(LANGS)('new-product suggestion in $lang', (L) => {
  it('is offered when a search finds nothing, checks the product name length and is sent', async () => {
    const page = await newPage();
    await page.goto(`${L.prefix}/search-not-found?keywords=zzzz`);
    const form = page.locator('[data-testid=suggestion-form]');
    await expect.poll(() => form.isVisible()).toBe(true);
    await page.fill('#sug-productName', 'A');
    await page.focus('#sug-expressionRange');
    await expect.poll(() => page.locator('#sug-productName-error').textContent()).toBe(L.lengthRule);
    await page.fill('#sug-productName', 'IL-37');
    const texts: [string, string][] = [['expressionRange', 'Val46-Asp218'], ['quantity', '1 mg'], ['purpose', 'ELISA'], ['quality', '> 95%'], ['deliveryTime', '4 weeks'], ['otherRequirements', 'none'], ['name', 'Li Ming'], ['company', 'Fudan University'], ['department', 'Immunology'], ['email', 'li@example.edu.cn'], ['phone', L.phone]];
    for (const [field, value] of texts) await page.fill(`#sug-${field}`, value);
    for (const field of ['species', 'tagPosition', 'tag', 'expressionSystem', 'industry', 'areaName']) await page.selectOption(`#sug-${field}`, { index: 1 });
    await form.locator('button[type=submit]').click();
    await expect.poll(() => page.locator('[data-testid=suggestion-success]').textContent()).toBe(L.suggested);
    await page.context().close();
  });
});
