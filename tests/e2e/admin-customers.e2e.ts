import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import en from '../../locales/en/admin.json';
import zh from '../../locales/zh/admin.json';
import { asOwner, unique } from './admin-login.ts';
import { useBrowser } from './browser.ts';
import { registerCustomer } from './customer.ts';
import { widths } from './layout-checks.ts';

const { baseURL, newPage } = useBrowser();
const mailDir = inject('mailDir');

/** Where screenshots of the pages go when SCREENSHOTS names a folder (for a person to look at). */
const SHOTS = process.env.SCREENSHOTS;

/** Searches the customer list for `q` and opens the one row it finds. */
async function searchAndOpen(page: Page, q: string, name: string) {
  await page.fill('#customers-q', q);
  await page.click('[data-testid=customers-search]');
  const row = page.locator('[data-testid=customers-table] tr[data-customer]');
  await page.waitForFunction(() => document.querySelectorAll('[data-testid=customers-table] tr[data-customer]').length === 1);
  expect(await row.textContent()).toContain(name);
  await row.locator('a').click();
  await page.waitForSelector('[data-testid=customer-account]');
}

/** Nothing is wider than the window: no sideways scrolling at this width. */
async function fitsWidth(page: Page) {
  const w = await widths(page);
  expect(w.scroll).toBeLessThanOrEqual(w.inner);
}

describe('customers in the back office', () => {
  it('in English at 1440 wide: staff find a customer by company from the navigation, open their page and disable their login', async () => {
    const tag = unique();
    const name = `Li ${tag}`;
    const customer = await registerCustomer(baseURL, mailDir, `cust-${tag}`, { name, company: `Helix ${tag} Bio` });
    const page = await newPage({ viewport: { width: 1440, height: 900 } });
    await asOwner(page, '/admin');
    await page.click(`.admin-nav a:has-text("${en.nav.customers}")`);
    await page.waitForSelector('[data-testid=customers-count]');
    await searchAndOpen(page, `helix ${tag}`, name);
    expect(await page.textContent('[data-testid=customer-name]')).toBe(name);
    expect(await page.textContent('[data-testid=customer-account]')).toContain(customer.email);
    expect(await page.textContent('[data-testid=customer-state]')).toBe(en.customers.state.active);
    await fitsWidth(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/customer-1440-en.png`, fullPage: true });

    await page.click('[data-testid=customer-toggle]');
    await page.waitForSelector(`[data-testid=customer-notice]:has-text("${en.customers.disabled}")`);
    expect(await page.getAttribute('[data-testid=customer-state]', 'data-state')).toBe('disabled');
    const info = await fetch(`${baseURL}/api/v1/users/info`, { headers: { authorization: `Bearer ${customer.token}` } });
    expect(info.status).toBe(401);
    await page.click('[data-testid=customer-toggle]');
    await page.waitForSelector(`[data-testid=customer-notice]:has-text("${en.customers.enabled}")`);
    expect(await page.getAttribute('[data-testid=customer-state]', 'data-state')).toBe('active');
    await page.context().close();
  });

  it('in Chinese at 390 wide: staff find a customer by e-mail, open their page and erase their personal data after typing the e-mail', async () => {
    const tag = unique();
    const name = `王${tag}`;
    const customer = await registerCustomer(baseURL, mailDir, `cust-zh-${tag}`, { name, company: `复旦 ${tag}` });
    const page = await newPage({ viewport: { width: 390, height: 844 } });
    await asOwner(page, '/cn/admin');
    await page.goto('/cn/admin/customers');
    await page.waitForSelector('[data-testid=customers-count]');
    expect(await page.textContent('h1')).toBe(zh.customers.title);
    await searchAndOpen(page, customer.email, name);
    expect(await page.textContent('[data-testid=customer-name]')).toBe(name);
    expect(await page.textContent('#customer-orders-title')).toBe(zh.customers.orders);
    await fitsWidth(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/customer-390-zh.png`, fullPage: true });

    await page.click('[data-testid=customer-erase]');
    await page.waitForSelector('[data-testid=customer-erase-form]');
    await fitsWidth(page);
    await page.fill('#customer-confirm-email', `x${customer.email}`);
    await page.click('[data-testid=customer-erase-confirm]');
    await page.waitForSelector('#customer-confirm-email[aria-invalid=true]');
    expect(await page.textContent('[data-testid=customer-name]')).toBe(name);
    await page.fill('#customer-confirm-email', customer.email);
    await page.click('[data-testid=customer-erase-confirm]');
    await page.waitForSelector(`[data-testid=customer-notice]:has-text("${zh.customers.erased}")`);
    expect(await page.textContent('[data-testid=customer-name]')).toBe(zh.customers.erasedName);
    expect(await page.getAttribute('[data-testid=customer-state]', 'data-state')).toBe('erased');
    expect(await page.textContent('[data-testid=customer-account]')).not.toContain(customer.email);
    await page.context().close();
  });
});
