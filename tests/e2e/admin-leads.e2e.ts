import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import en from '../../locales/en/admin.json';
import zh from '../../locales/zh/admin.json';
import { mailsTo } from './account-mail-sink.ts';
import { asOwner, OWNER as DEMO_OWNER, unique } from './admin-login.ts';
import { useBrowser } from './browser.ts';
import { fillForm } from './fill-form.ts';

const { newPage } = useBrowser();
const mailDir = inject('mailDir');

const OWNER = { ...DEMO_OWNER, name: 'Demo Owner' };
/** The back office in each language; the customer writes in the other one, so the reply's language is theirs. */
const LANGS = [
  { lang: 'en', prefix: '', texts: en, customer: { prefix: '/cn', texts: zh } },
  { lang: 'zh', prefix: '/cn', texts: zh, customer: { prefix: '', texts: en } },
] as const;

/** The Monday (Beijing date) of this week: the dashboard's row of a lead that arrives now. */
function thisWeek(): string {
  const local = new Date(Date.now() + 8 * 3_600_000);
  const monday = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) - ((local.getUTCDay() + 6) % 7) * 86_400_000;
  return new Date(monday).toISOString().slice(0, 10);
}

/** A mail's text with its base64 and quoted-printable parts decoded (Chinese text is sent encoded). */
function decoded(raw: string): string {
  const parts = raw.split(/\r?\n\r?\n/).map((part) => (/^[A-Za-z0-9+/=\r\n]+$/.test(part.trim()) ? Buffer.from(part, 'base64').toString('utf8') : part));
  const qp = parts.join('\n').replace(/=\r?\n/g, '');
  return Buffer.from(qp.replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))), 'latin1').toString('utf8');
}

async function waitForMail(to: string): Promise<string> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const mail = mailsTo(mailDir, to).at(-1);
    if (mail) return decoded(mail.raw);
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no mail to ${to}`);
}

type Texts = typeof en;

/**
 * On an open lead of `kind`: the reply's subject is prefilled in the customer's language; the reply sent from
 * the inbox marks the lead answered in time, is kept in its history and reaches the customer signed in their language.
 */
async function replyFromInbox(page: Page, T: Texts, customer: Texts, kind: keyof Texts['leads']['kinds'], email: string, answer: string) {
  await expect.poll(() => page.inputValue('#lead-reply-subject')).toBe(customer.leads.detail.subjectDefault.replace('{{kind}}', customer.leads.kinds[kind]));
  await page.fill('#lead-reply-body', answer);
  await page.locator('form[aria-labelledby=lead-reply-title] button[type=submit]').click();
  await page.locator('[data-testid=lead-reply-sent]').waitFor();
  expect(await page.textContent('[data-testid=lead-detail-status]')).toBe(T.leads.statuses.answered);
  expect(await page.locator('[data-testid=lead-due]').getAttribute('data-level')).toBe('inTime');
  expect(await page.locator('[data-testid=lead-history] li[data-event=reply]').textContent()).toContain(answer);
  const mail = await waitForMail(email);
  expect(mail).toContain(answer);
  expect(mail).toContain(customer.leads.mail.signature.split('\n')[0]);
}

const inTimeThisWeek = async (page: Page) => Number(await page.locator(`[data-testid=lead-dashboard] tr[data-week="${thisWeek()}"] [data-testid=lead-week-in-time]`).textContent());

describe.each(LANGS)('lead inbox in $lang', ({ prefix, texts: T, customer }) => {
  it('shows a new online message with its due time; staff assign it, reply by e-mail, and the dashboard counts it in time', async () => {
    const tag = unique();
    const person = { name: 'Li Ming', company: `Fudan ${tag}`, department: 'Life Sciences', address: { index: 3 }, phone: '13812345678', email: `lead-${tag}@example.edu.cn`, content: `Price of CYT-H0201? ${tag}` };

    // The customer leaves a message on the storefront, in their language.
    const site = await newPage();
    await site.goto(`${customer.prefix}/message`);
    await fillForm(site, 'msg', person);
    await site.click('[data-testid=msg-form] button[type=submit]');
    await site.locator('[data-testid=msg-success]').waitFor();
    await site.context().close();

    const page = await newPage({ viewport: { width: 1440, height: 900 } });
    await asOwner(page, `${prefix}/admin`);
    await page.click('a[data-section=leads]');
    expect(await page.textContent('h1')).toBe(T.leads.title);
    expect(await page.textContent('[data-testid=office-hours]')).toContain('09:00');
    await page.locator('[data-testid=lead-dashboard]').waitFor();
    const before = await inTimeThisWeek(page);

    await page.selectOption('#leads-status', 'new');
    const row = page.locator('[data-testid=leads-table] tr', { hasText: person.company });
    await row.waitFor();
    expect(await row.locator('[data-testid=lead-status]').textContent()).toBe(T.leads.statuses.new);
    expect(await row.locator('[data-testid=lead-due]').getAttribute('data-level')).toBe('ok');
    expect(await row.textContent()).toContain(T.leads.kinds['leave-word']);

    await row.getByRole('link', { name: person.name }).click();
    await page.locator('[data-testid=lead-fields]').getByText(person.content).waitFor();
    expect(await page.locator('[data-testid=lead-history] li').count()).toBe(1);

    // Assign it to the owner.
    await page.selectOption('#lead-assign', { label: `${OWNER.name} (${OWNER.email})` });
    await page.locator('form:has(#lead-assign) button[type=submit]').click();
    await page.locator('[data-testid=lead-history] li[data-event=assigned]').waitFor();
    expect(await page.locator('[data-testid=lead-history] li[data-event=assigned]').textContent()).toContain(OWNER.name);

    await replyFromInbox(page, T, customer.texts, 'leave-word', person.email, `CYT-H0201 1 mg: CNY 2,800. ${tag}`);

    await page.getByRole('link', { name: T.leads.detail.back }).click();
    await page.locator('[data-testid=lead-dashboard]').waitFor();
    await expect.poll(() => inTimeThisWeek(page)).toBe(before + 1);
    await page.context().close();
  });

  it('shows an enquiry sent from a product page\'s dialog as an enquiry; staff answer it from the inbox', async () => {
    const tag = unique();
    const person = { name: 'Wang Fang', company: `SJTU ${tag}`, department: 'Immunology', email: `enquiry-${tag}@example.edu.cn`, content: `10 vials, please. ${tag}` };

    // The customer asks for a price of the chosen size in the product page's enquiry dialog, in their language.
    const site = await newPage();
    await site.goto(`${customer.prefix}/product-detail?catalogNumber=CYT-H0201`);
    await site.click('[data-testid=enquire]');
    const dialog = site.locator('[data-testid=enquiry-dialog]');
    await dialog.waitFor();
    await fillForm(site, 'enq', { name: person.name, company: person.company, department: person.department });
    await expect.poll(() => site.locator('#enq-industryName option').count()).toBeGreaterThan(1);
    await fillForm(site, 'enq', { industryName: { index: 1 }, areaName: { index: 1 }, email: person.email, phone: '13812345678', content: person.content });
    await dialog.locator('button[type=submit]').click();
    await site.locator('[data-testid=enquiry-success]').waitFor();
    await site.context().close();

    const page = await newPage({ viewport: { width: 1440, height: 900 } });
    await asOwner(page, `${prefix}/admin`);
    await page.click('a[data-section=leads]');
    await page.selectOption('#leads-kind', 'enquiry');
    await page.selectOption('#leads-status', 'new');
    const row = page.locator('[data-testid=leads-table] tr', { hasText: person.company });
    await row.waitFor();
    expect(await row.textContent()).toContain(T.leads.kinds.enquiry);
    expect(await row.locator('[data-testid=lead-due]').getAttribute('data-level')).toBe('ok');

    await row.getByRole('link', { name: person.name }).click();
    const fields = page.locator('[data-testid=lead-fields]');
    await fields.getByText(person.content).waitFor();
    expect(await fields.textContent()).toContain('CYT-H0201');
    await replyFromInbox(page, T, customer.texts, 'enquiry', person.email, `CYT-H0201 ×10: CNY 25,000. ${tag}`);
    await page.context().close();
  });
});
