import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { mailsTo, waitForCode } from './account-mail-sink.ts';
import { useBrowser } from './browser.ts';
import { apiCaller, registerCustomer } from './customer.ts';
import { fillForm } from './fill-form.ts';
import { loginLink } from './login-link.ts';
import en from '../../locales/en/account.json';
import zh from '../../locales/zh/account.json';

const { baseURL, newPage } = useBrowser();
const mailDir = inject('mailDir');

/** The texts each language shows (messages). */
const LANGS = [
  {
    lang: 'en',
    prefix: '',
    nameRequired: 'Full Name cannot be blank.',
    mismatch: en.v.passwordMismatch,
    phoneRequired: en.v.phoneRequired,
    phoneLabel: en.checkout.phone,
    width: 1440,
    agreement: 'Please check the agreement',
    selectFirst: 'Please select the items to delete first',
    batchDeleted: 'Batch delete succeeded',
    inquiry: 'Inquiry',
  },
  {
    lang: 'zh',
    prefix: '/cn',
    nameRequired: '姓名不能为空。',
    mismatch: zh.v.passwordMismatch,
    phoneRequired: zh.v.phoneRequired,
    phoneLabel: zh.checkout.phone,
    width: 390,
    agreement: '请勾选协议',
    selectFirst: '请先选择要删除的商品',
    batchDeleted: '批量删除成功',
    inquiry: '询价',
  },
] as const;

/** Two priced sizes of different products, as a visitor in China sees them. */
async function twoSizes(): Promise<number[]> {
  const res = await fetch(`${baseURL}/api/v1/product?size=50`);
  const rows = ((await res.json()) as { data: { list: { id: number; sizes: { id: number; price: string }[] }[] } }).data.list;
  const priced = rows.map((r) => r.sizes.find((s) => s.price !== 'inquiry')).filter((s): s is { id: number; price: string } => !!s);
  return [priced[0]!.id, priced[1]!.id];
}

/** Adds a size to the cart of the page's logged-in user, through the API with the stored token. */
function addToCart(page: Page, sizeId: number, count: number) {
  return page.evaluate(
    async ([sizeId, count]) => {
      const res = await fetch('/api/v1/order', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${localStorage.getItem('jti')}` },
        body: JSON.stringify({ sizeId, count }),
      });
      return res.status;
    },
    [sizeId, count] as const,
  );
}

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
const phoneOf = () => `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

describe.each(LANGS)('account and cart in $lang', (L) => {
  it('registers with the e-mailed code, logs in, fills the cart, batch-deletes, checks out and sees the order', async () => {
    const page = await newPage();
    const email = `e2e-${L.lang}-${unique()}@example.com`;
    await page.goto(`${L.prefix}/registered`);
    await page.waitForFunction(() => document.querySelector('#f-username') !== null);

    // Validation names the fields in the page language.
    await page.click('[data-testid=register-form] button[type=submit]');
    expect(await page.locator('[data-testid=error-name]').textContent()).toBe(L.nameRequired);
    expect(await page.locator('[data-testid=error-agreement]').textContent()).toBe(L.agreement);
    expect(await page.getAttribute('#f-name', 'aria-describedby')).toBe('f-name-error');
    // The passwords' mismatch shows while other fields are still missing.
    await page.fill('#f-password', 'secret42');
    await page.fill('#f-confirmation', 'secret43');
    await expect.poll(() => page.locator('[data-testid=error-confirmation]').textContent()).toBe(L.mismatch);

    await page.fill('#f-username', email);
    await page.click('[data-testid=send-code]');
    const code = await waitForCode(mailDir, email);
    expect(mailsTo(mailDir, email)).toHaveLength(1);
    await fillForm(page, 'f', {
      code,
      name: 'Grace Hopper',
      phone: phoneOf(),
      company: 'Compiler Labs',
      department: 'Research',
      areaId: { index: 1 },
      industryId: { index: 1 },
      password: 'secret42',
      confirmation: 'secret42',
    });
    await page.check('#f-agreement');
    await page.check('#f-privacy');
    await page.click('[data-testid=register-form] button[type=submit]');
    await page.waitForSelector('[data-testid=register-done]');

    // Log in, coming back to the cart (first login passes by the phone binding page).
    await page.goto(`${L.prefix}/login?redirect=/cart`);
    await page.waitForFunction(() => document.querySelector('#f-username') !== null);
    await page.fill('#f-username', email);
    await page.fill('#f-password', 'secret42');
    await page.click('[data-testid=login-form] button[type=submit]');
    await page.waitForURL(`**${L.prefix}/info-completion?redirect=%2Fcart`);
    await page.click('[data-testid=completion-later]');
    await page.waitForURL(`**${L.prefix}/cart`);
    await page.waitForSelector('[data-testid=cart-empty]');

    // Forms prefill from the logged-in user's details (name, company, department, phone, e-mail, area).
    await page.goto(`${L.prefix}/message`);
    await expect.poll(() => page.inputValue('#msg-name')).toBe('Grace Hopper');
    expect(await page.inputValue('#msg-company')).toBe('Compiler Labs');
    expect(await page.inputValue('#msg-email')).toBe(email);
    expect(await page.inputValue('#msg-address')).not.toBe('');
    await page.goto(`${L.prefix}/cart`);
    await page.waitForSelector('[data-testid=cart-empty]');

    const [a, b] = await twoSizes();
    expect(await addToCart(page, a!, 1)).toBe(200);
    expect(await addToCart(page, b!, 2)).toBe(200);
    await page.reload();
    await expect.poll(() => page.locator('[data-testid=cart-line]').count()).toBe(2);
    await expect.poll(() => page.locator('[data-testid=cart-count]').textContent()).toBe('3');

    // Change a quantity.
    await page.locator('[data-testid=line-count]').first().fill('4');
    await page.locator('[data-testid=line-count]').first().blur();
    await expect.poll(() => page.locator('[data-testid=cart-count]').textContent()).toBe('6');
    const subtotal = await page.locator('[data-testid=line-subtotal]').first().textContent();
    const price = await page.locator('[data-testid=line-price]').first().textContent();
    expect(Number(subtotal!.slice(1))).toBeCloseTo(Number(price!.slice(1)) * 4, 2);

    // Batch delete: first without a selection, then the second line.
    await page.click('[data-testid=batch-delete]');
    await expect.poll(() => page.locator('[data-testid=toast]').textContent()).toBe(L.selectFirst);
    await page.locator('[data-testid=line-select]').nth(1).check();
    await page.click('[data-testid=batch-delete]');
    await expect.poll(() => page.locator('[data-testid=toast]').textContent()).toBe(L.batchDeleted);
    await expect.poll(() => page.locator('[data-testid=cart-line]').count()).toBe(1);

    // Check out on the check-out page (English at 1440, Chinese on a 390 px phone): an address, the review,
    // then submit (double click: still one order).
    await page.setViewportSize({ width: L.width, height: L.width > 1000 ? 900 : 844 });
    await page.click('[data-testid=checkout]');
    await page.waitForSelector('[data-testid=checkout-form]');
    await page.fill('#co-recipient', 'E2E Buyer');
    await page.fill('#co-phone', '');
    await page.fill('#co-region', 'Shanghai');
    await page.fill('#co-street', '1 Test Road');
    await page.click('[data-testid=checkout-next]');
    // The message names the field by its label, and goes as soon as the field is valid (no second submit).
    expect(await page.locator('[data-testid=error-phone]').textContent()).toBe(L.phoneRequired);
    expect(await page.locator('label[for=co-phone]').textContent()).toContain(L.phoneLabel);
    await page.fill('#co-phone', '13812345678');
    await expect.poll(() => page.locator('[data-testid=error-phone]').count()).toBe(0);
    await page.click('[data-testid=checkout-next]');
    // The review ends with the sums: the remaining line's subtotal, a shipping note and the total.
    expect(await page.locator('[data-testid=review-subtotal]').textContent()).toBe(subtotal);
    expect(await page.locator('[data-testid=review-shipping]').textContent()).not.toBe('');
    expect(await page.locator('[data-testid=review-total]').textContent()).toBe(subtotal);
    await page.locator('[data-testid=checkout-submit]').dblclick();
    await page.waitForSelector('[data-testid=checkout-done]');
    await expect.poll(() => page.locator('[data-testid=cart-count]').textContent()).toBe('0');

    await page.goto(`${L.prefix}/order-list`);
    await expect.poll(() => page.locator('[data-testid=order]').count()).toBe(1);
    expect(await page.locator('[data-testid=order-number]').textContent()).toMatch(/^\d{18}$/);
    expect(await page.locator('[data-testid=order-line]').count()).toBe(1);

    // Log out after confirming: the token is revoked on the server.
    const token = await page.evaluate(() => localStorage.getItem('jti'));
    await page.click('[data-testid=user-menu]');
    await page.click('[data-testid=logout]');
    // The question is a modal dialog of the page (not the browser's confirm()).
    await page.waitForSelector('[data-testid=logout-dialog][open]');
    await page.click('[data-testid=confirm-ok]');
    await page.waitForSelector('[data-testid=login-link]');
    expect(await page.evaluate(() => localStorage.getItem('jti'))).toBeNull();
    const after = await fetch(`${baseURL}/api/v1/users/info`, { headers: { authorization: `Bearer ${token}` } });
    expect(after.status).toBe(401);
    await page.context().close();
  });

  it('shows a visitor from outside China Inquiry for every price (token taken from the query)', async () => {
    const { email, token } = await registerCustomer(baseURL, mailDir, `e2e-intl-${L.lang}`, { name: 'Intl' });
    const [a] = await twoSizes();
    expect((await apiCaller(baseURL)('/order', { sizeId: a, count: 2 }, token)).code).toBe('E0001');

    const page = await newPage({ extraHTTPHeaders: { 'x-forwarded-for': '8.8.8.8' } });
    await page.goto(await loginLink(baseURL, token, `${L.prefix}/cart`));
    await expect.poll(() => page.locator('[data-testid=cart-line]').count()).toBe(1);
    expect(await page.locator('[data-testid=line-price]').textContent()).toBe(L.inquiry);
    expect(await page.locator('[data-testid=line-subtotal]').textContent()).toBe(L.inquiry);
    expect(await page.locator('[data-testid=cart-price-total]').textContent()).toBe(L.inquiry);
    await expect.poll(() => page.locator('[data-testid=user-menu]').textContent()).toBe(email);
    await page.context().close();
  });
});
