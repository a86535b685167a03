import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { mailsTo, waitForCode } from './account-mail-sink.ts';
import { useBrowser } from './browser.ts';
import { fillForm } from './fill-form.ts';

const { newPage } = useBrowser();
const mailDir = inject('mailDir');

/** The texts each language shows (the messages of each field). */
const LANGS = [
  {
    lang: 'en',
    prefix: '',
    skuBlank: 'Cat.No. cannot be blank',
    productNameBlank: 'Product Name cannot be blank',
    categoryBlank: 'Please select a product category',
    step2: 'Applicant Information',
    codeWrong: 'The verification code is wrong or has expired',
    successTitle: 'Application received',
    successText: 'Thank you, we have received your trial sample application. Our staff will contact you as soon as possible.',
    staffMailbox: 'info@example.com',
    phone: () => `+44 20 7946 ${String(Math.floor(Math.random() * 1e4)).padStart(4, '0')}`,
  },
  {
    lang: 'zh',
    prefix: '/cn',
    skuBlank: '货号不能为空',
    productNameBlank: '产品名称不能为空',
    categoryBlank: '请选择产品类别',
    step2: '申请人信息',
    codeWrong: '验证码错误或已过期',
    successTitle: '申请已提交',
    successText: '感谢您的申请，我们已收到您的试用申请，工作人员会尽快与您联系！',
    staffMailbox: 'service@example.cn',
    phone: () => `137${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
  },
] as const;

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;

/** A page of its own client address (every new page has one), so the per-address code limit of other suites does not apply. */
const openPage = () => newPage();

async function openApply(page: Page, path: string) {
  await page.goto(path);
  // The stored draft is read after hydration; typing before would race the restore.
  await page.waitForSelector('[data-testid=apply-form][data-ready=true]');
}

async function fillProduct(page: Page, sku: string) {
  await fillForm(page, 'apply', { sku, productName: 'Recombinant Human IL-2 Protein', treeId: { index: 2 }, productApplication: 'T-cell expansion' });
}

async function fillApplicant(page: Page, who: { name: string; email: string; phone: string }) {
  await fillForm(page, 'apply', {
    name: who.name,
    company: 'Fudan University',
    department: 'Immunology Lab',
    industryId: 'research',
    phone: who.phone,
    email: who.email,
    areaId: { index: 9 },
    address: '220 Handan Road',
  });
}

/** A mail's text with quoted-printable soft breaks joined and base64 parts decoded (Chinese bodies). */
function mailText(raw: string): string {
  const parts = raw.split(/\r?\n\r?\n/).map((p) => (/^[A-Za-z0-9+/=\r\n]+$/.test(p.trim()) ? Buffer.from(p, 'base64').toString('utf8') : ''));
  return (raw + parts.join('\n')).replace(/=\r?\n/g, '');
}

describe.each(LANGS)('trial-sample application in $lang', (L) => {
  it('goes through both steps, keeps what was typed, checks the sent code and confirms', async () => {
    const page = await openPage();
    await openApply(page, `${L.prefix}/apply`);

    // Leaving a field validates it; Next checks step 1 and stays while it is wrong.
    await page.focus('#apply-productName');
    await page.focus('#apply-productApplication');
    await expect.poll(() => page.locator('#apply-productName-error').textContent()).toBe(L.productNameBlank);
    expect(await page.locator('#apply-sku-error').count()).toBe(0);
    await page.click('[data-testid=apply-next]');
    await expect.poll(() => page.locator('#apply-sku-error').textContent()).toBe(L.skuBlank);
    expect(await page.locator('#apply-treeId-error').textContent()).toBe(L.categoryBlank);
    expect(await page.getAttribute('#apply-sku', 'aria-describedby')).toBe('apply-sku-error');
    expect(await page.locator('#apply-name').count()).toBe(0);

    const sku = `CYT-${unique()}`.slice(0, 20).toUpperCase();
    await fillProduct(page, sku);
    const category = await page.inputValue('#apply-treeId');
    await page.click('[data-testid=apply-next]');
    await expect.poll(() => page.locator('[data-testid=apply-step]').textContent()).toContain(L.step2);
    const who = { name: `Tester ${unique()}`, email: `apply-${L.lang}-${unique()}@example.com`, phone: L.phone() };
    await fillApplicant(page, who);

    // Previous keeps step 1, Next keeps step 2; a reload keeps both (sessionStorage "apply").
    await page.click('[data-testid=apply-previous]');
    expect(await page.inputValue('#apply-sku')).toBe(sku);
    expect(await page.inputValue('#apply-treeId')).toBe(category);
    await page.click('[data-testid=apply-next]');
    expect(await page.inputValue('#apply-name')).toBe(who.name);
    await page.reload();
    await page.waitForSelector('[data-testid=apply-form][data-ready=true]');
    await expect.poll(() => page.inputValue('#apply-name')).toBe(who.name);
    expect(await page.inputValue('#apply-areaId')).not.toBe('');

    // The code goes by e-mail on the English site and by SMS on the Chinese site.
    const target = L.lang === 'zh' ? who.phone : who.email;
    await page.click('[data-testid=send-code]');
    await page.fill('#apply-code', await waitForCode(mailDir, target));
    await page.click('[data-testid=apply-submit]');
    const box = page.locator('[data-testid=apply-success]');
    await expect.poll(() => box.isVisible()).toBe(true);
    expect(await box.locator('h2').textContent()).toBe(L.successTitle);
    expect(await box.locator('p').textContent()).toBe(L.successText);

    // The form starts over at step 1 and nothing of the application stays stored.
    expect(await page.inputValue('#apply-sku')).toBe('');
    expect(await page.evaluate(() => sessionStorage.getItem('apply'))).toBeNull();
    await box.locator('button').click();
    await expect.poll(() => box.count()).toBe(0);
    // The staff mailbox of the page language is told.
    await expect.poll(() => mailsTo(mailDir, L.staffMailbox).some((m) => mailText(m.raw).includes(who.name)), { timeout: 10_000 }).toBe(true);
    await page.context().close();
  });

  it('shows a wrong code on the code field and keeps everything typed', async () => {
    const page = await openPage();
    await openApply(page, `${L.prefix}/apply`);
    const sku = 'CYT-H0201';
    await fillProduct(page, sku);
    await page.click('[data-testid=apply-next]');
    const who = { name: `Wrong ${unique()}`, email: `apply-wrong-${unique()}@example.com`, phone: L.phone() };
    await fillApplicant(page, who);
    // No code was sent to this applicant, so any code is wrong.
    await page.fill('#apply-code', '123456');
    await page.click('[data-testid=apply-submit]');
    await expect.poll(() => page.locator('#apply-code-error').textContent()).toBe(L.codeWrong);
    expect(await page.locator('[data-testid=apply-failure]').textContent()).toContain(L.codeWrong);
    expect(await page.getAttribute('#apply-code', 'aria-invalid')).toBe('true');
    expect(await page.locator('[data-testid=apply-success]').count()).toBe(0);
    expect(await page.inputValue('#apply-name')).toBe(who.name);
    expect(await page.inputValue('#apply-email')).toBe(who.email);
    await page.click('[data-testid=apply-previous]');
    expect(await page.inputValue('#apply-sku')).toBe(sku);
    await page.context().close();
  });

  it('fills Cat.No., product name and category from ?catalogNumber=', async () => {
    const page = await openPage();
    await openApply(page, `${L.prefix}/apply?catalogNumber=CYT-H0201`);
    await expect.poll(() => page.inputValue('#apply-sku')).toBe('CYT-H0201');
    const product = (await (await page.request.get(`/api/v1/product/CYT-H0201`, { headers: { 'x-lang': L.lang } })).json()) as { data: { name: string; categoryId: number } };
    expect(await page.inputValue('#apply-productName')).toBe(product.data.name);
    expect(await page.inputValue('#apply-treeId')).toBe(String(product.data.categoryId));
    await page.context().close();
  });
});
