import { describe, expect, it } from 'vitest';
import en from '../../locales/en/admin.json';
import zh from '../../locales/zh/admin.json';
import { base32Decode } from '../../server/security/base32.ts';
import { totpAt } from '../../server/security/totp.ts';
import { logIn, ownerToken, unique } from './admin-login.ts';
import { useBrowser } from './browser.ts';

const { baseURL, newPage } = useBrowser();

/** A new owner-role account, made by the demo owner through the API: its role requires two-step login, which it has not set up. */
async function newOwner(): Promise<{ email: string; password: string }> {
  const person = { email: `second-${unique()}@example.com`, password: 'owner-password-1' };
  const res = await fetch(`${baseURL}/api/v1/admin/staff`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${ownerToken()}` },
    body: JSON.stringify({ ...person, name: 'New Owner', roles: ['owner'] }),
  });
  expect(res.status).toBe(200);
  return person;
}

describe.each([
  { lang: 'en', base: '/admin', T: en, viewport: { width: 1440, height: 900 } },
  { lang: 'zh', base: '/cn/admin', T: zh, viewport: { width: 390, height: 844 } },
])('two-step login required for owners ($lang)', ({ base, T, viewport }) => {
  it('sends a new owner to set it up before anything else, shows the recovery codes once, then opens the back office', async () => {
    const person = await newOwner();
    const page = await newPage({ viewport });
    await page.goto(base);
    await page.fill('#email', person.email);
    await page.fill('#password', person.password);
    await page.click('form button[type=submit]');
    const first = page.getByTestId('enrol-first');
    await first.waitFor();
    expect(await first.locator('h1').textContent()).toBe(T.account.enrolFirstTitle);
    expect(await page.locator('.admin-nav').count()).toBe(0);
    // Nothing else answers meanwhile: a back-office address shows the same page.
    await page.goto(`${base}/catalogue`);
    await first.waitFor();

    await page.getByRole('button', { name: T.account.totpStart }).click();
    const secret = ((await page.getByTestId('totp-secret').textContent()) ?? '').replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await page.fill('#totp-code', totpAt(base32Decode(secret), Date.now()));
    await page.getByRole('button', { name: T.account.confirm }).click();
    const codes = page.getByTestId('recovery-codes');
    await codes.waitFor();
    expect(await codes.locator('li code').count()).toBe(10);
    for (const code of await codes.locator('li code').allTextContents()) expect(code).toMatch(/^[A-Z2-7]{5}-[A-Z2-7]{5}$/);
    const recovery = (await codes.locator('li code').first().textContent())!;
    await page.getByTestId('recovery-kept').click();
    await page.waitForSelector('.admin-nav');
    expect(await page.locator('.admin-nav a[data-section=staff]').count()).toBe(1);

    // The owner's rule is on the staff page, with owner ticked.
    await page.click('a[data-section=staff]');
    const policy = page.getByTestId('second-factor-policy');
    await policy.waitFor();
    expect(await policy.locator('h2').textContent()).toBe(T.security.title);
    await expect.poll(() => policy.locator('input[value=owner]').isChecked()).toBe(true);

    // A recovery code logs in once in place of the app's code.
    await page.click('.admin-logout');
    await logIn(page, base, person, recovery);
    await page.context().close();
  });
});
