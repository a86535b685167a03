import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from './browser.ts';
import { registerAccount } from './customer.ts';

/**
 * Login protection without lock-out, as a customer meets it: after five failed logins of an account the
 * login page shows the image captcha (with the message asking for it), a wrong answer gets a new picture,
 * and the account is never locked (the API tests log in with a solved captcha).
 */
const { baseURL, newPage } = useBrowser();
const mailDir = inject('mailDir');

const LANGS = [
  { lang: 'en', prefix: '', required: 'Captcha cannot be blank.', wrong: 'The captcha is wrong, please try again', label: 'Captcha' },
  { lang: 'zh', prefix: '/cn', required: '图形验证码不能为空。', wrong: '图形验证码错误，请重试', label: '图形验证码' },
] as const;

const post = async (path: string, body: unknown) =>
  (await (await fetch(`${baseURL}/api/v1${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).json()) as { code: string };

/** A registered account (e-mail, password secret42). */
const account = async () => (await registerAccount(baseURL, mailDir, 'captcha', { name: 'Cap Tcha' })).email;

describe.each(LANGS)('login captcha in $lang', (L) => {
  it('asks for the captcha after five failures, renews a wrongly answered one, and never locks the account', async () => {
    const email = await account();
    for (let i = 0; i < 5; i++) expect((await post('/user/login', { username: email, password: 'wrong-one' })).code).not.toBe('E0001');
    const page = await newPage();
    await page.goto(`${L.prefix}/login`);
    expect(await page.locator('[data-testid=captcha-field]').count()).toBe(0);
    await page.fill('#f-username', email);
    await page.fill('#f-password', 'secret42');
    await page.click('[data-testid=login-form] button[type=submit]');
    const picture = page.locator('[data-testid=captcha-field] img');
    await picture.waitFor();
    expect(await page.locator('#f-captcha-error').textContent()).toBe(L.required);
    expect(await page.locator('label[for=f-captcha]').textContent()).toContain(L.label);
    const first = await picture.getAttribute('src');
    expect(first).toMatch(/^data:image\/png;base64,/);
    await page.fill('#f-captcha', 'zzzz');
    await page.click('[data-testid=login-form] button[type=submit]');
    await expect.poll(() => page.locator('#f-captcha-error').textContent()).toBe(L.wrong);
    await expect.poll(() => picture.getAttribute('src')).not.toBe(first);
    // Still on the login page, not locked out: nothing says the account is blocked.
    expect(new URL(page.url()).pathname).toBe(`${L.prefix}/login`);
    await page.context().close();
  });
});
