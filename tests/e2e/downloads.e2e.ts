import type { Download, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { mailsTo } from './account-mail-sink.ts';
import { useBrowser } from './browser.ts';
import { registerCustomer } from './customer.ts';
import { fillForm } from './fill-form.ts';
import { loginLink } from './login-link.ts';

const { baseURL, newPage } = useBrowser();
const mailDir = inject('mailDir');

/** What each language shows and accepts. */
const LANGS = [
  {
    lang: 'en',
    prefix: '',
    nameBlank: 'Full Name cannot be blank.',
    phone: '+44 20 7946 0000',
    done: 'Thank you! Your download of',
    direct: 'You are logged in: downloads start at once.',
    checkInbox: 'Please check your inbox to confirm your subscription.',
    confirmed: 'Your subscription is confirmed. Welcome!',
    unsubscribed: 'You have been unsubscribed. You will not receive our newsletter any more.',
    invalid: 'This link is invalid or has already been used.',
  },
  {
    lang: 'zh',
    prefix: '/cn',
    nameBlank: '姓名不能为空',
    phone: '13812345678',
    done: '感谢您的填写！',
    direct: '您已登录：点击即可直接下载。',
    checkInbox: '请查收邮件并点击链接确认订阅。',
    confirmed: '订阅已确认，欢迎您！',
    unsubscribed: '您已退订，今后将不会再收到我们的邮件。',
    invalid: '该链接无效或已被使用。',
  },
] as const;

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;

/** The first manual of the list (tab 0), as the API gives it. */
async function firstManual(lang: string): Promise<{ title: string; fileName: string }> {
  const res = await fetch(`${baseURL}/api/v1/resource?kind=manual&size=20`, { headers: { 'x-lang': lang } });
  return ((await res.json()) as { data: { list: { title: string; fileName: string }[] } }).data.list[0]!;
}

async function pdfHead(download: Download): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).subarray(0, 5).toString();
}

/** A mail's text: its body decoded from base64 or quoted-printable (nodemailer picks one per mail). */
function mailText(raw: string): string {
  const split = raw.search(/\r?\n\r?\n/);
  const head = raw.slice(0, split);
  const body = raw.slice(split).trim();
  const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(head)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

/** Waits for the `n`th mail to `to` and returns the link with `param` in it. */
async function waitForLink(to: string, n: number, param: 'confirm' | 'unsubscribe'): Promise<string> {
  await expect.poll(() => mailsTo(mailDir, to).length, { timeout: 10_000 }).toBeGreaterThanOrEqual(n);
  const text = mailText(mailsTo(mailDir, to)[n - 1]!.raw);
  const link = new RegExp(`https?://\\S+/subscription\\?${param}=[A-Za-z0-9_-]{43}`).exec(text)?.[0];
  if (!link) throw new Error(`no ${param} link in: ${text}`);
  return link;
}

/** Registers and logs in an account through the API (code from the mail sink); returns the login. */
async function newLogin(lang: string): Promise<{ jti: string }> {
  const { token } = await registerCustomer(baseURL, mailDir, `e2e-dl-${lang}`, { name: 'Rosalind Franklin', company: 'King’s College', department: 'Biophysics' });
  return { jti: token };
}

/** The resources page, logged in as the holder of `token` when one is given. */
async function openResources(page: Page, prefix: string, token?: string) {
  const path = `${prefix}/resources?activeIndex=0`;
  await page.goto(token ? await loginLink(baseURL, token, path) : path);
}

describe.each(LANGS)('resource downloads in $lang', (L) => {
  it('lets a visitor download a resource through the form', async () => {
    const manual = await firstManual(L.lang);
    const page = await newPage({ acceptDownloads: true });
    await openResources(page, L.prefix);
    await page.locator('[data-testid=resource-download]').first().click();
    const dialog = page.locator('[data-testid=resource-dialog]');
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(manual.title);
    expect(await dialog.locator('[data-testid=resource-login]').getAttribute('href')).toBe(`${L.prefix}/login?redirect=${encodeURIComponent('/resources?activeIndex=0')}`);
    expect(await dialog.locator('[data-testid=resource-register]').getAttribute('href')).toBe(`${L.prefix}/registered`);

    await dialog.locator('button[type=submit]').click();
    expect(await page.locator('#rd-name-error').textContent()).toBe(L.nameBlank);
    expect(await page.getAttribute('#rd-name', 'aria-describedby')).toBe('rd-name-error');
    await fillForm(page, 'rd', { name: 'Li Ming', email: 'li.ming@example.edu.cn', phone: L.phone, areaId: { index: 1 }, company: 'Fudan University', department: 'Immunology' });
    const [download] = await Promise.all([page.waitForEvent('download'), dialog.locator('button[type=submit]').click()]);
    expect(download.suggestedFilename()).toBe(manual.fileName);
    expect(await pdfHead(download)).toBe('%PDF-');
    expect(await page.locator('[data-testid=resource-dialog-done]').textContent()).toContain(L.done);
    await page.context().close();
  });

  it('lets a logged-in user download at once, without the form', async () => {
    const manual = await firstManual(L.lang);
    const login = await newLogin(L.lang);
    const page = await newPage({ acceptDownloads: true });
    await openResources(page, L.prefix, login.jti);
    await expect.poll(() => page.locator('[data-testid=resource-hint]').textContent()).toBe(L.direct);
    const [download] = await Promise.all([page.waitForEvent('download'), page.locator('[data-testid=resource-download]').first().click()]);
    expect(download.suggestedFilename()).toBe(manual.fileName);
    expect(await pdfHead(download)).toBe('%PDF-');
    expect(await page.locator('[data-testid=resource-dialog]').count()).toBe(0);
    await page.context().close();
  });
});

describe.each(LANGS)('newsletter in $lang', (L) => {
  it('subscribes, confirms by the mailed link, then unsubscribes', async () => {
    const email = `e2e-news-${L.lang}-${unique()}@example.com`;
    const page = await newPage();
    await page.goto(`${L.prefix}/subscription`);
    await page.fill('#sub-email', email);
    await page.click('[data-testid=sub-form] button[type=submit]');
    await expect.poll(() => page.locator('[data-testid=sub-sent]').textContent()).toBe(L.checkInbox);

    const confirmLink = await waitForLink(email, 1, 'confirm');
    expect(new URL(confirmLink).pathname).toBe(`${L.prefix}/subscription`);
    await page.goto(confirmLink);
    await expect.poll(() => page.locator('[data-testid=subscription-confirmed]').textContent()).toBe(L.confirmed);

    // The link works once.
    await page.goto(confirmLink);
    await expect.poll(() => page.locator('[data-testid=subscription-invalid]').textContent()).toBe(L.invalid);

    const unsubscribeLink = await waitForLink(email, 2, 'unsubscribe');
    await page.goto(unsubscribeLink);
    await expect.poll(() => page.locator('[data-testid=subscription-unsubscribed]').textContent()).toBe(L.unsubscribed);
    await page.context().close();
  });
});
