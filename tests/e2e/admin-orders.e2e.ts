import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import enAccount from '../../locales/en/account.json';
import en from '../../locales/en/admin.json';
import zhAccount from '../../locales/zh/account.json';
import zh from '../../locales/zh/admin.json';
import type { CapturedMail } from './account-mail-sink.ts';
import { asOwner, unique } from './admin-login.ts';
import { useBrowser } from './browser.ts';
import { apiCaller, registerCustomer } from './customer.ts';
import { fillForm } from './fill-form.ts';
import { loginLink } from './login-link.ts';

const { baseURL, newPage } = useBrowser();
const mailDir = inject('mailDir');

const LANGS = [
  { lang: 'en', prefix: '', T: en, A: enAccount },
  { lang: 'zh', prefix: '/cn', T: zh, A: zhAccount },
] as const;

/** A mail's headers and its body decoded from base64 or quoted-printable (Chinese text is sent encoded). */
function decoded(raw: string): string {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n');
  if (/content-transfer-encoding:\s*base64/i.test(head)) return `${head}\n\n${Buffer.from(body.replace(/\s/g, ''), 'base64').toString('utf8')}`;
  if (/content-transfer-encoding:\s*quoted-printable/i.test(head)) {
    const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
    return `${head}\n\n${Buffer.from(bytes, 'latin1').toString('utf8')}`;
  }
  return raw;
}

/** Waits for a mail that `match`es (its recipients and decoded text), and answers its text. */
async function waitForMail(match: (to: string[], text: string) => boolean): Promise<string> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    for (const f of readdirSync(mailDir)) {
      const mail = JSON.parse(readFileSync(join(mailDir, f), 'utf8')) as CapturedMail;
      const text = decoded(mail.raw);
      if (match(mail.to, text)) return text;
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error('no such mail');
}

const api = apiCaller(baseURL);

/** A registered, logged-in customer with a priced size and one sold on inquiry in the cart. */
async function customerWithCart(tag: string) {
  const { email, token } = await registerCustomer(baseURL, mailDir, `order-${tag}`);
  const rows = ((await (await fetch(`${baseURL}/api/v1/product?size=50`)).json()) as { data: { list: { sizes: { id: number; price: string }[] }[] } }).data.list.flatMap((r) => r.sizes);
  const priced = rows.find((s) => s.price !== 'inquiry')!;
  const inquiry = rows.find((s) => s.price === 'inquiry');
  expect((await api('/order', { sizeId: priced.id, count: 2 }, token)).code).toBe('E0001');
  if (inquiry) expect((await api('/order', { sizeId: inquiry.id, count: 1 }, token)).code).toBe('E0001');
  return { email, token, quoted: !!inquiry };
}

describe.each(LANGS)('orders from check-out to shipping in $lang', ({ lang, prefix, T, A }) => {
  it('checks out with an address and a company fapiao; staff confirm, mark paid and shipped; the customer sees the timeline and the mails', async () => {
    const tag = unique();
    const { email, token, quoted } = await customerWithCart(tag);

    // The customer checks out.
    const site = await newPage();
    await site.goto(await loginLink(baseURL, token, `${prefix}/checkout`));
    await site.waitForSelector('[data-testid=checkout-form]');
    await fillForm(site, 'co', { recipient: 'Li Ming', phone: '13812345678', region: '上海市 徐汇区', street: `医学院路 138 号 ${tag}`, invoiceKind: 'company', title: '复旦大学', taxId: '12100000425006117' });
    await site.click('[data-testid=checkout-next]');
    // The tax ID is one character short: the field says so, in the page language.
    expect(await site.textContent('[data-testid=error-taxId]')).toBe(A.checkout.v.taxId);
    await fillForm(site, 'co', { taxId: '12100000425006117P', invoiceType: 'special', invoiceEmail: `fapiao-${tag}@example.edu.cn`, poNumber: `PO-${tag}` });
    await site.click('[data-testid=checkout-next]');
    await site.waitForSelector('[data-testid=checkout-review]');
    expect(await site.textContent('[data-testid=review-invoice]')).toContain(A.checkout.invoice.special);
    expect(await site.locator('[data-testid=review-quote-lines]').count()).toBe(quoted ? 1 : 0);
    await site.click('[data-testid=checkout-submit]');
    const done = await site.locator('[data-testid=checkout-done]').textContent();
    const orderNumber = done!.match(/\d{18}/)![0];
    const orderPath = (await site.getAttribute('[data-testid=checkout-view-order]', 'href'))!;

    // The confirmation reaches the customer; the staff mailbox gets the notice.
    expect(await waitForMail((to, text) => to.includes(email) && text.includes(orderNumber))).toContain('12100000425006117P');
    expect(await waitForMail((to, text) => !to.includes(email) && text.includes(orderNumber) && text.includes(`PO-${tag}`))).toContain(email);

    // Staff move the order along: at a desk in English, on a phone in Chinese (the list reached by its address there).
    const phone = lang === 'zh';
    const page = await newPage({ viewport: phone ? { width: 390, height: 844 } : { width: 1440, height: 900 } });
    await asOwner(page, `${prefix}/admin`);
    if (phone) await page.goto(`${prefix}/admin/orders`);
    else await page.click('a[data-section=orders]');
    expect(await page.textContent('h1')).toBe(T.orders.title);
    await page.fill('#orders-customer', email);
    await page.click('form.admin-filters button[type=submit]');
    const row = page.locator(`[data-testid=orders-table] tr[data-order="${orderNumber}"]`);
    expect(await row.locator('[data-testid=order-status]').textContent()).toBe(T.orders.status.submitted);
    await row.getByRole('link', { name: orderNumber }).click();
    for (const to of ['confirmed', 'awaiting_payment', 'paid'] as const) {
      await page.click(`[data-testid=move-${to}]`);
      await expect.poll(() => page.textContent('[data-testid=order-detail-status]')).toBe(T.orders.status[to]);
    }
    await page.fill('#ship-carrier', 'SF Express');
    await page.fill('#ship-trackingNumber', `SF${tag}`);
    await page.fill('#ship-shippedOn', '2026-11-25');
    await page.fill('#ship-coldChainNote', 'Dry ice');
    // Each line ships from a lot: the earliest-expiring in stock is offered first; staff choose the last one offered.
    const lotSelect = page.locator('[data-testid=ship-lots] select').first();
    await lotSelect.waitFor();
    const offered = await lotSelect.locator('option:not([value=""])').allTextContents();
    expect(offered.length).toBeGreaterThan(0);
    const expiries = offered.map((o) => o.match(/\d{4}-\d{2}-\d{2}/)![0]);
    expect(expiries).toEqual([...expiries].sort());
    const chosen = (await lotSelect.locator('option:not([value=""])').last().getAttribute('value'))!;
    await lotSelect.selectOption(chosen);
    const chosenLot = offered.at(-1)!.split(' · ')[0]!;
    await page.click('[data-testid=move-shipped]');
    await expect.poll(() => page.textContent('[data-testid=order-detail-status]')).toBe(T.orders.status.shipped);
    expect(await page.locator('[data-testid=order-timeline] li').count()).toBe(5);
    await page.context().close();

    // The shipping mail, in the customer's language; the customer sees the timeline.
    expect(await waitForMail((to, text) => to.includes(email) && text.includes(`SF${tag}`))).toContain(A.orders.status.shipped);
    await site.goto(`${prefix}${orderPath}`.replace(`${prefix}${prefix}`, prefix));
    await expect.poll(() => site.textContent('[data-testid=order-status]')).toBe(A.orders.status.shipped);
    expect(await site.textContent('[data-testid=tracking-number]')).toBe(`SF${tag}`);
    // The line names the lot it came from, with its certificate.
    expect(await site.locator('[data-testid=order-lot]').first().textContent()).toContain(chosenLot);
    const coa = (await site.getAttribute('[data-testid=order-lot-coa]', 'href'))!;
    expect(coa).toContain(chosenLot);
    expect((await fetch(new URL(coa, baseURL))).headers.get('content-type')).toBe('application/pdf');
    expect(await site.locator('[data-testid=order-event]').allTextContents()).toEqual(
      (['submitted', 'confirmed', 'awaiting_payment', 'paid', 'shipped'] as const).map((s) => expect.stringContaining(A.orders.status[s])),
    );
    await site.context().close();
  });
});
