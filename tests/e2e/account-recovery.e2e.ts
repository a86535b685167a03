import { describe, expect, inject, it } from 'vitest';
import { waitForCode, mailsTo } from './account-mail-sink.ts';
import { useBrowser } from './browser.ts';
import { registerAccount } from './customer.ts';

const { baseURL, newPage } = useBrowser();
const mailDir = inject('mailDir');

type Envelope = { code: string; msg: string; data: any };
const call = (path: string, body: unknown, token?: string): Promise<Envelope> =>
  fetch(`${baseURL}/api/v1${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  }).then((r) => r.json() as Promise<Envelope>);

const newPhone = () => `137${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

/** Registers an account through the API with the code the SMTP sink received. */
const registered = () => registerAccount(baseURL, mailDir, 'e2e-rec', { name: 'Rec' });

const ready = (page: import('playwright-core').Page, selector: string) => page.waitForFunction((s) => document.querySelector(s) !== null, selector);

/** A new page at an account form's address, once the form (its first field) is there. */
async function openForm(path: string, firstField: string) {
  const page = await newPage();
  await page.goto(path);
  await ready(page, firstField);
  return page;
}

describe('password reset, phone binding and phone login pages', () => {
  it('resets the password with the e-mailed code (English)', async () => {
    const { email } = await registered();
    const page = await openForm('/reset', '#f-username');
    await page.fill('#f-username', email);
    await page.click('[data-testid=send-code]');
    const code = await waitForCode(mailDir, email, 1);
    await page.fill('#f-code', code);
    await page.fill('#f-password', 'changed77');
    await page.fill('#f-confirmation', 'changed78');
    await page.click('form button[type=submit]');
    expect(await page.locator('[data-testid=error-confirmation]').textContent()).toBe('The entered passwords are inconsistent');
    await page.fill('#f-confirmation', 'changed77');
    await page.click('form button[type=submit]');
    await page.waitForSelector('text=The password has been reset, please log in');
    expect((await call('/user/login', { username: email, password: 'changed77' })).code).toBe('E0001');
    await page.context().close();
  });

  it('binds a phone on first login with an SMS code, then logs in by phone (Chinese)', async () => {
    const { email } = await registered();
    const page = await openForm('/cn/login?redirect=/order-list', '#f-username');
    await page.fill('#f-username', email);
    await page.fill('#f-password', 'secret42');
    await page.click('[data-testid=login-form] button[type=submit]');
    await page.waitForURL('**/cn/info-completion?redirect=%2Forder-list');
    const phone = newPhone();
    await page.fill('#f-phone', phone);
    await page.click('[data-testid=send-code]');
    await page.fill('#f-code', await waitForCode(mailDir, phone));
    await page.click('form button[type=submit]');
    await page.waitForSelector('text=手机已绑定');
    const token = await page.evaluate(() => localStorage.getItem('jti'));
    expect((await call('/users/info', undefined, token!)).data.phoneBound).toBe(true);
    await page.context().close();

    const phonePage = await openForm('/cn/phone-login?redirect=/order-list', '#f-phone');
    await phonePage.fill('#f-phone', phone);
    await phonePage.click('[data-testid=send-code]');
    await expect.poll(() => mailsTo(mailDir, phone).length).toBe(2);
    await phonePage.fill('#f-code', await waitForCode(mailDir, phone, 1));
    await phonePage.click('form button[type=submit]');
    await phonePage.waitForURL('**/cn/order-list');
    await expect.poll(() => phonePage.locator('[data-testid=user-menu]').textContent()).toBe(email);
    await phonePage.context().close();
  });
});
