import { describe, expect, it } from 'vitest';
import zh from '../../locales/zh/admin.json';
import { asOwner, unique } from './admin-login.ts';
import { useBrowser } from './browser.ts';
import { fillForm } from './fill-form.ts';

const { baseURL, newPage } = useBrowser();

/** Where screenshots of the page go when SCREENSHOTS names a folder (for a person to look at). */
const SHOTS = process.env.SCREENSHOTS;

describe('procurement connections in the back office', () => {
  it('in Chinese: the owner adds a connection, edits it keeping the secret, tests it step by step, reads its messages and deletes it', async () => {
    const page = await newPage({ viewport: { width: 1440, height: 900 } });
    await asOwner(page, '/cn/admin');
    await page.click('a[data-section=procurement]');
    await page.click('[data-testid=connection-add]');
    const name = `Coupa ${unique()}`;
    const identity = `AN-UI-${unique()}`;
    // A bad origin is named by its line, before anything is sent.
    await fillForm(page, 'connection', { name, protocol: 'cxml', organisation: '示例制药', fromDomain: 'NetworkID', fromIdentity: identity, senderDomain: 'NetworkID', senderIdentity: identity, lang: 'zh', currency: 'CNY', sharedSecret: 'ui-shared-secret-0001', allowedOrigins: 'https://buyer.example\nhttps://buyer.example/path' });
    await page.click('[data-testid=connection-save]');
    expect(await page.textContent('[data-testid=error-allowedOrigins]')).toBe(zh.procurement.originLine.replace('{{line}}', '2').replace('{{message}}', zh.procurement.v.origin));
    await page.fill('#connection-allowedOrigins', 'https://buyer.example');
    await page.click('[data-testid=connection-save]');
    await page.waitForSelector(`[data-testid=procurement-message]:has-text("${zh.procurement.created}")`);
    const row = page.locator('[data-testid=connections-table] tr', { hasText: name });
    expect(await row.locator('[data-secret-set=yes]').textContent()).toBe(zh.procurement.secretSet);

    // Editing: the secret field is empty and blank keeps the stored one.
    await row.locator('[data-testid=connection-edit]').click();
    expect(await page.inputValue('#connection-sharedSecret')).toBe('');
    expect(await page.getAttribute('#connection-sharedSecret', 'type')).toBe('password');
    await page.fill('#connection-organisation', '示例制药（上海）');
    await page.click('[data-testid=connection-save]');
    await page.waitForSelector(`[data-testid=procurement-message]:has-text("${zh.procurement.saved}")`);
    // The list is read again after the save's message: waited for, not read at once.
    await page.locator('[data-testid=connections-table] tr', { hasText: '示例制药（上海）' }).waitFor();

    await row.locator('[data-testid=connection-test-run]').click();
    await page.waitForSelector('[data-testid=connection-test][data-ok=yes]');
    expect(await page.$$eval('[data-testid=connection-test] li', (li) => li.map((l) => `${l.getAttribute('data-step')} ${l.getAttribute('data-ok')}`))).toEqual(['protocol yes', 'secret yes', 'setup yes', 'startPage yes', 'startToken yes']);
    const types = await page.$$eval('[data-testid=connection-messages-table] tr[data-type]', (rows) => rows.map((r) => r.getAttribute('data-type')));
    expect(types.slice(0, 2)).toEqual(['PunchOutSetupResponse', 'PunchOutSetupRequest']);
    const xml = page.locator('[data-testid=connection-messages-table] tr[data-type=PunchOutSetupRequest] details').first();
    expect(await xml.locator('pre').isVisible()).toBe(false);
    await xml.locator('summary').click();
    expect(await xml.locator('pre').textContent()).toContain(`<Identity>${identity}</Identity>`);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/procurement-1440-zh.png`, fullPage: true });
    // Only an OCI connection has a key to replace.
    expect(await row.locator('[data-testid=connection-oci-key]').count()).toBe(0);

    page.once('dialog', (d) => void d.accept());
    await row.locator('[data-testid=connection-delete]').click();
    await page.waitForSelector(`[data-testid=procurement-message]:has-text("${zh.procurement.deleted}")`);
    await page.locator(`[data-testid=connections-table] tr:has-text("${name}")`).waitFor({ state: 'detached' });
    await page.context().close();
  });

  it('in Chinese: an OCI connection\'s address with its key is shown once when made and once per new key, which retires the old one', async () => {
    const page = await newPage({ viewport: { width: 390, height: 900 } });
    await asOwner(page, '/cn/admin');
    await page.click('a[data-section=procurement]');
    await page.click('[data-testid=connection-add]');
    const name = `SRM ${unique()}`;
    const identity = `SRM-UI-${unique()}`;
    await fillForm(page, 'connection', { name, protocol: 'oci', organisation: '示例制药', fromDomain: 'NetworkID', fromIdentity: identity, senderDomain: 'NetworkID', senderIdentity: identity, lang: 'zh', currency: 'CNY', sharedSecret: 'ui-shared-secret-0002', allowedOrigins: 'https://srm.example' });
    await page.click('[data-testid=connection-save]');
    const box = page.locator('[data-testid=oci-url-once]');
    await box.waitFor();
    expect(await box.textContent()).toContain(zh.procurement.ociOnce);
    const first = await page.inputValue('[data-testid=oci-url]');
    expect(first).toMatch(/\/punchout\/oci\/start\?key=[A-Za-z0-9_-]{43}$/);
    await page.click('[data-testid=oci-url-close]');
    await box.waitFor({ state: 'detached' });

    const row = page.locator('[data-testid=connections-table] tr', { hasText: name });
    const confirmed = new Promise<string>((resolve) => page.once('dialog', (d) => (resolve(d.message()), void d.accept())));
    await row.locator('[data-testid=connection-oci-key]').click();
    expect(await confirmed).toBe(zh.procurement.confirmOciKey.replace('{{name}}', name));
    await page.waitForSelector(`[data-testid=procurement-message]:has-text("${zh.procurement.ociKeyMade}")`);
    const second = await page.inputValue('[data-testid=oci-url]');
    expect(second).toMatch(/\/punchout\/oci\/start\?key=[A-Za-z0-9_-]{43}$/);
    expect(second).not.toBe(first);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/procurement-oci-390-zh.png`, fullPage: true });
    // The old key no longer opens the shop (the URL carries the public host: asked of the suite's server).
    const startOf = (url: string) => fetch(`${baseURL}${new URL(url).pathname}${new URL(url).search}&HOOK_URL=${encodeURIComponent('https://srm.example/hook')}`, { redirect: 'manual' });
    expect((await startOf(first)).status).toBe(401);
    expect((await startOf(second)).status).toBe(303);

    page.once('dialog', (d) => void d.accept());
    await row.locator('[data-testid=connection-delete]').click();
    await page.locator(`[data-testid=connections-table] tr:has-text("${name}")`).waitFor({ state: 'detached' });
    await page.context().close();
  });
});
