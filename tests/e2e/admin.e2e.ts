import type { Page, Request } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import en from '../../locales/en/admin.json';
import zh from '../../locales/zh/admin.json';
import { asOwner, logIn, logInOwner, OWNER, unique } from './admin-login.ts';
import { useBrowser } from './browser.ts';

const { newPage } = useBrowser();

const LANGS = [
  // `codes`: the owner's recovery codes of the run (global-setup.ts) this language's tests log in with, one each.
  { lang: 'en', prefix: '', texts: en, codes: [0, 2, 4] },
  { lang: 'zh', prefix: '/cn', texts: zh, codes: [1, 3, 5] },
] as const;

/**
 * A new page with the demo owner logged in at `base`, opened at a section once the section's table is there: with
 * the run's session, or with a login of its own (`own`) where the test logs out, which ends its session.
 */
async function ownerAt(base: string, section: string, viewport: { width: number; height: number }, recoveryCode?: number) {
  const page = await newPage({ viewport });
  if (recoveryCode !== undefined) await logInOwner(page, base, recoveryCode);
  else await asOwner(page, base);
  await page.click(`a[data-section=${section}]`);
  await page.waitForSelector(`[data-testid=${section}-table]`);
  return page;
}

const sectionsShown = (page: Page) => page.$$eval('.admin-nav a[data-section]', (links) => links.map((a) => a.getAttribute('data-section')));

describe.each(LANGS)('back office in $lang', ({ prefix, texts: T, codes }) => {
  const base = `${prefix}/admin`;

  it('refuses a blank login with a translated message naming the field, then logs the demo owner in', async () => {
    const page = await newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(base);
    expect(await page.textContent('h1')).toBe(T.login.title);
    await page.click('form button[type=submit]');
    expect(await page.textContent('#email-error')).toBe(T.v.emailRequired);
    expect(await page.textContent('#password-error')).toBe(T.v.passwordRequired);
    await page.fill('#email', OWNER.email);
    await page.fill('#password', 'not-the-password');
    await page.click('form button[type=submit]');
    await page.waitForSelector('#password-error');
    expect(await page.textContent('#password-error')).toBe(T.v.loginFailed);
    await page.fill('#password', OWNER.password);
    await page.click('form button[type=submit]');
    // The owner's second factor: the page asks for the code, refuses a wrong one at its field, takes a recovery code.
    await page.waitForSelector('#code');
    expect(await page.textContent('label[for=code]')).toContain(T.login.code);
    expect(await page.textContent('#code-error')).toBe(T.v.totpRequired);
    await page.fill('#code', '000000');
    await page.click('form button[type=submit]');
    await expect.poll(() => page.textContent('#code-error')).toBe(T.v.totpInvalid);
    await page.fill('#code', inject('ownerRecoveryCodes')[codes[0]!]!);
    await page.click('form button[type=submit]');
    await page.waitForSelector('.admin-nav');
    expect(await sectionsShown(page)).toEqual(['home', 'leads', 'orders', 'quotes', 'customers', 'organisations', 'catalogue', 'documents', 'procurement', 'audit', 'staff', 'content', 'config', 'account']);
    expect(await page.textContent('[data-testid=admin-who]')).toContain(T.roles.owner);
    await page.context().close();
  });

  it('changes a configuration value and finds the change in the audit trail with its before and after', async () => {
    const page = await ownerAt(base, 'audit', { width: 1440, height: 900 });
    expect(await page.textContent('h1')).toBe(T.audit.title);

    await page.click('a[data-section=config]');
    const hours = `Mon-Fri ${unique()}`;
    const row = page.locator('form[data-key=hours]');
    const before = await row.locator('#config-hours-en').inputValue();
    await row.locator('#config-hours-en').fill(hours);
    await row.locator('button[type=submit]').click();
    await row.getByText(T.config.saved).waitFor();
    // A bad value is refused in the page with the field named.
    const mail = page.locator('form[data-key=mail]');
    await mail.locator('#config-mail-zh').fill('not an address');
    expect(await mail.locator('#config-mail-zh-error').textContent()).toBe(`${T.config.keys.mail} (${T.config.lang.zh})${prefix ? '：' : ': '}${T.v.email}`);

    await page.click('a[data-section=audit]');
    await page.fill('#audit-entity', 'config');
    await page.fill('#audit-key', 'hours');
    await page.click('.admin-filters button[type=submit]');
    const first = page.locator('[data-testid=audit-table] tbody tr').first();
    await first.getByText(hours).waitFor();
    const changed = first.locator('.admin-values tr.changed', { hasText: 'en' });
    expect(await changed.locator('td').nth(0).textContent()).toBe(before || '—');
    expect(await changed.locator('td').nth(1).textContent()).toBe(hours);
    expect(await first.textContent()).toContain(OWNER.email);
    await page.context().close();
  });

  it('adds a catalogue staff member, who sees only what the role opens', async () => {
    const page = await ownerAt(base, 'staff', { width: 390, height: 844 }, codes[1]);
    await page.click('.admin-card button[type=submit]');
    expect(await page.textContent('#staff-roles-error')).toBe(T.v.rolesRequired);
    const member = { email: `cat-${unique()}@example.com`, password: 'catalogue-pass-1' };
    await page.fill('#staff-email', member.email);
    await page.fill('#staff-name', 'Cat Alogue');
    await page.fill('#staff-password', member.password);
    await page.check('input[name=roles][value=catalogue]');
    await page.click('.admin-card button[type=submit]');
    await page.waitForSelector(`tr[data-email="${member.email}"]`);
    expect(await page.textContent(`tr[data-email="${member.email}"]`)).toContain(T.roles.catalogue);
    await page.click('.admin-logout');
    await page.getByText(T.login.loggedOut).waitFor();

    await logIn(page, base, member);
    expect(await sectionsShown(page)).toEqual(['home', 'catalogue', 'documents', 'account']);
    expect(await page.textContent('[data-testid=admin-permissions]')).toBe(T.permissions.catalogue);
    await page.goto(`${base}/audit`);
    await page.getByText(T.notAllowed.title).waitFor();
    await page.context().close();
  });

  it('sends a person whose session ended back to the login with a message', async () => {
    const page = await newPage();
    await logInOwner(page, base, codes[2]!);
    // The session ends on the server (as after 30 idle minutes); the next request gets 401.
    await page.evaluate(async () => {
      const { token } = JSON.parse(sessionStorage.getItem('admin-session')!) as { token: string };
      await fetch('/api/v1/admin/logout', { method: 'POST', headers: { authorization: `Bearer ${token}` } });
    });
    await page.click('a[data-section=audit]');
    await page.getByText(T.login.ended).waitFor();
    expect(await page.isVisible('#email')).toBe(true);
    await page.context().close();
  });
});

describe('the storefront and the back office apart', () => {
  it.each(['/', '/cn'])('a customer on %s loads no back-office file', async (path) => {
    const page = await newPage({}, { cold: true });
    const requests: string[] = [];
    page.on('request', (r: Request) => requests.push(new URL(r.url()).pathname));
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(requests.some((p) => p.endsWith('.js'))).toBe(true);
    expect(requests.filter((p) => p.includes('/assets/admin') || p.includes('admin.html') || p.includes('/locales/'))).toEqual([]);
    const translations = await page.evaluate(async (paths) => {
      const chunks = paths.filter((p) => /\/assets\/(en|zh)-[^/]+\.js$/.test(p));
      return Promise.all(chunks.map(async (p) => (await fetch(p)).text()));
    }, requests);
    expect(translations.length).toBe(1);
    expect(translations[0]).not.toContain(en.login.title);
    expect(translations[0]).not.toContain(zh.login.title);
    await page.context().close();
  });

  it('serves the back-office page uncached and unindexed', async () => {
    const page = await newPage();
    const res = await page.goto('/cn/admin/audit');
    expect(res?.headers()['cache-control']).toBe('no-store');
    expect(res?.headers()['x-robots-tag']).toBe('noindex, nofollow');
    expect(await page.getAttribute('meta[name=robots]', 'content')).toBe('noindex, nofollow');
    expect(await page.getAttribute('html', 'lang')).toBe('zh-CN');
    await page.context().close();
  });
});
