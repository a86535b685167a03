import { randomUUID } from 'node:crypto';
import type { Download } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import en from '../../locales/en/account.json';
import zh from '../../locales/zh/account.json';
import zhAdmin from '../../locales/zh/admin.json';
import { asOwner, ownerToken } from './admin-login.ts';
import { useBrowser } from './browser.ts';
import { registerCustomer } from './customer.ts';
import { loginLink } from './login-link.ts';

const { baseURL, newPage } = useBrowser();
const mailDir = inject('mailDir');

const call = (method: string, path: string, body?: unknown, token?: string) =>
  fetch(`${baseURL}/api/v1${path}`, { method, headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: body === undefined ? undefined : JSON.stringify(body) }).then(
    (r) => r.json() as Promise<{ code: string; data: any }>,
  );
const api = (path: string, body: unknown, token?: string) => call('POST', path, body, token);

/** A registered customer who sent an enquiry, found in the staff lead list. */
async function customerWithEnquiry(lang: 'en' | 'zh') {
  const { email, phone, token } = await registerCustomer(baseURL, mailDir, `quotes-${lang}`);
  expect((await api('/enquiry', { submissionId: randomUUID(), catalogNumber: 'CYT-H0201', productName: 'IL-2', size: '100 µg', name: 'Li Ming', company: 'Fudan', department: 'Biology', industryName: 'University', areaName: 'Shanghai', email, phone, content: 'Price for 2?' })).code).toBe('E0001');

  const staff = ownerToken();
  const leads = (await call('GET', '/admin/leads?kind=enquiry', undefined, staff)).data.items as { id: number; email: string }[];
  const enquiryId = leads.find((l) => l.email === email)!.id;
  return { email, token, staff, enquiryId };
}

/** A priced size of the catalogue. */
async function pricedSize() {
  const sizes = ((await (await fetch(`${baseURL}/api/v1/product?size=50`)).json()) as { data: { list: { sizes: { id: number; price: string }[] }[] } }).data.list.flatMap((r) => r.sizes);
  return sizes.find((s) => s.price !== 'inquiry')!;
}

/** That customer with a sent quote answering the enquiry: 2 × a priced size at ¥123.45. */
async function quotedCustomer(lang: 'en' | 'zh') {
  const { token, staff, enquiryId } = await customerWithEnquiry(lang);
  const size = await pricedSize();
  const made = await api('/admin/quotes', { enquiryId, lang, validUntil: '2099-12-31', terms: 'Payment 30 days net.', lines: [{ sizeId: size.id, quantity: 2, unitPrice: '123.45' }] }, staff);
  expect(made.code).toBe('E0001');
  expect((await api(`/admin/quotes/${made.data.id}/send`, {}, staff)).code).toBe('E0001');
  return { token, quoteNumber: made.data.quoteNumber as string };
}

async function pdfHead(download: Download): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).subarray(0, 5).toString();
}

describe('personal centre: quotes', () => {
  for (const { lang, prefix, A } of [
    { lang: 'en', prefix: '', A: en },
    { lang: 'zh', prefix: '/cn', A: zh },
  ] as const) {
    it(`shows a sent quote, downloads its PDF and accepts it into an order (${lang})`, async () => {
      const { token, quoteNumber } = await quotedCustomer(lang);
      const page = await newPage({ acceptDownloads: true });
      await page.goto(await loginLink(baseURL, token, `${prefix}/my-quotes`));
      await page.getByRole('heading', { name: A.quotes.title, exact: true }).waitFor();
      const quote = page.getByTestId('my-quote').filter({ hasText: quoteNumber });
      await quote.waitFor();
      expect(await quote.textContent()).toContain('¥246.90');
      expect(await quote.getByTestId('my-quote-status').textContent()).toBe(A.quotes.statuses.sent);

      const [download] = await Promise.all([page.waitForEvent('download'), quote.getByTestId('quote-pdf').click()]);
      expect(download.suggestedFilename()).toBe(`${quoteNumber}.pdf`);
      expect(await pdfHead(download)).toBe('%PDF-');

      await quote.getByTestId('quote-accept').click();
      await page.getByTestId('quote-message').waitFor();
      await expect.poll(() => quote.getByTestId('my-quote-status').textContent()).toBe(A.quotes.statuses.accepted);
      await page.getByTestId('quote-message').getByRole('link').click();
      await page.waitForURL(/order-detail\?id=\d+/);
      await page.close();
    });
  }

  it('staff price an enquiry with a catalogue line and a free-text line and send it; the customer accepts it into an order (zh)', async () => {
    const { email, token, enquiryId } = await customerWithEnquiry('zh');
    const size = await pricedSize();
    const page = await newPage();
    await asOwner(page, `${baseURL}/cn/admin`);
    await page.getByRole('link', { name: zhAdmin.nav.quotes }).click();
    await page.fill('#quote-enquiryId', String(enquiryId));
    await page.fill('#quote-validUntil', '2099-12-31');
    await page.fill('#quote-line-0-sizeId', String(size.id));
    await page.fill('#quote-line-0-quantity', '3');
    await page.fill('#quote-line-0-unitPrice', '88.80');
    // A second line with no catalogue size: free text, which needs a unit.
    await page.getByRole('button', { name: zhAdmin.quotes.addLine }).click();
    await page.fill('#quote-line-1-description', '定制FITC偶联');
    await page.fill('#quote-line-1-unitPrice', '500');
    await page.getByRole('button', { name: zhAdmin.quotes.save }).click();
    await expect.poll(() => page.locator('#quote-line-1-unit-error').textContent()).toBe(zhAdmin.v.quoteLineText);
    await page.fill('#quote-line-1-unit', '批');
    await page.getByRole('button', { name: zhAdmin.quotes.save }).click();
    const row = page.getByTestId('quotes-table').locator('tr').filter({ hasText: email });
    await row.waitFor();
    expect(await row.textContent()).toContain('¥766.40');
    await row.getByTestId('quote-send').click();
    await expect.poll(() => row.getByTestId('quote-status').textContent()).toBe(zhAdmin.quotes.status.sent);
    await page.close();

    // The customer sees the free-text line with its unit, accepts, and the order carries it.
    const site = await newPage();
    await site.goto(await loginLink(baseURL, token, '/cn/my-quotes'));
    const quote = site.getByTestId('my-quote').first();
    await quote.waitFor();
    expect(await quote.textContent()).toContain('定制FITC偶联 · 批 × 1 · ¥500.00 = ¥500.00');
    await quote.getByTestId('quote-accept').click();
    await site.getByTestId('quote-message').getByRole('link').click();
    const line = site.getByTestId('order-line').filter({ hasText: '定制FITC偶联' });
    await line.waitFor();
    expect(await line.textContent()).toContain('批');
    await site.close();
  });
});
