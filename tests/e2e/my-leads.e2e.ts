import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import en from '../../locales/en/account.json';
import zh from '../../locales/zh/account.json';
import { useBrowser } from './browser.ts';
import { apiCaller, registerCustomer } from './customer.ts';
import { loginLink } from './login-link.ts';

const { baseURL, newPage } = useBrowser();
const mailDir = inject('mailDir');

const api = apiCaller(baseURL);

/** A registered, logged-in customer who sent an enquiry from the account's address. */
async function customerWithEnquiry(tag: string) {
  const { email, phone, token } = await registerCustomer(baseURL, mailDir, `leads-${tag}`);
  const sent = await api('/enquiry', { submissionId: randomUUID(), catalogNumber: 'CYT-H0201', productName: 'IL-2', size: '100 µg', name: 'Li Ming', company: 'Fudan', department: 'Biology', industryName: 'University', areaName: 'Shanghai', email, phone, content: `Price for ${tag}?` });
  expect(sent.code).toBe('E0001');
  return { token };
}

describe('personal centre: my enquiries and applications', () => {
  for (const { lang, prefix, A } of [
    { lang: 'en', prefix: '', A: en },
    { lang: 'zh', prefix: '/cn', A: zh },
  ] as const) {
    it(`lists the customer's enquiry with its kind and status (${lang})`, async () => {
      const { token } = await customerWithEnquiry(lang);
      const page = await newPage();
      // The login arrives by hand-off after the page mounted: the list loads again for the new login.
      await page.goto(await loginLink(baseURL, token, `${prefix}/my-leads`));
      await page.getByRole('heading', { name: A.myLeads.title }).waitFor();
      const row = page.getByTestId('my-lead').filter({ hasText: `Price for ${lang}?` });
      await row.waitFor();
      expect(await row.textContent()).toContain(A.myLeads.kinds.enquiry);
      expect(await row.getByTestId('my-lead-status').textContent()).toBe(A.myLeads.statuses.new);
      await page.getByRole('link', { name: A.myLeads.orders }).click();
      await page.getByTestId('orders-my-leads-link').waitFor();
      await page.close();
    });
  }
});
