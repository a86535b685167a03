import { describe, expect, it } from 'vitest';
import en from '../../locales/en/admin.json';
import zh from '../../locales/zh/admin.json';
import { handmadePng } from '../../server/modules/product-images/product-images.test-kit.ts';
import { asOwner, logIn, ownerToken, unique } from './admin-login.ts';
import { useBrowser } from './browser.ts';

const { baseURL, newPage } = useBrowser();


async function api<T>(method: string, path: string, body: unknown, token?: string): Promise<T> {
  const res = await fetch(`${baseURL}/api/v1${path}`, { method, headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body) });
  return ((await res.json()) as { data: T }).data;
}

describe('product images and one’s own password in the back office', () => {
  it('in English: uploads an image on the product edit page; the product page shows it with its alt text in each language', async () => {
    const { list } = await (await fetch(`${baseURL}/api/v1/product?size=1`)).json().then((a: { data: { list: { catalogNumber: string }[] } }) => a.data);
    const cat = list[0]!.catalogNumber;
    const alt = { en: `Vial ${unique()}`, zh: `试剂瓶 ${unique()}` };
    const page = await newPage({ viewport: { width: 1440, height: 900 } });
    await asOwner(page, '/admin');
    await page.goto(`/admin/catalogue/products/${cat}`);
    const panel = page.getByTestId('product-images');
    await panel.waitFor();
    await page.setInputFiles('#image-file', { name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('only text') });
    await panel.locator('button[type=submit]').click();
    await page.waitForSelector('#image-file-error:not(:empty)');
    expect(await page.textContent('#image-file-error')).toBe(en.images.errors.notImage);

    await page.fill('#image-altEn', alt.en);
    await page.fill('#image-altZh', alt.zh);
    await page.setInputFiles('#image-file', { name: 'vial.png', mimeType: 'image/png', buffer: Buffer.from(handmadePng(40, 30)) });
    await panel.locator('button[type=submit]').click();
    const said = panel.locator('[role=status], [role=alert], [id$=-error]:not(:empty)');
    await said.first().waitFor();
    expect(await said.allTextContents()).toEqual([en.images.uploaded]);
    expect(await panel.locator(`img[alt="${alt.en}"]`).count()).toBe(1);
    await page.context().close();

    const shop = await newPage();
    for (const [prefix, text] of [['', alt.en], ['/cn', alt.zh]] as const) {
      await shop.goto(`${prefix}/product-detail?catalogNumber=${cat}`);
      const img = shop.getByTestId('product-image');
      await img.waitFor();
      expect(await img.getAttribute('alt')).toBe(text);
      expect(await img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBe(40);
    }
    await shop.context().close();
  });

  it('in Chinese: a staff member changes their password on the account page (wrong current one refused at its field)', async () => {
    const member = { email: `pw-${unique()}@example.com`, password: 'first-password-1' };
    await api('POST', '/admin/staff', { email: member.email, name: 'Pat Word', password: member.password, roles: ['content'] }, ownerToken());
    const page = await newPage({ viewport: { width: 1440, height: 900 } });
    await logIn(page, '/cn/admin', member);
    await page.click('a[data-section=account]');
    await page.fill('#own-currentPassword', 'not-my-password');
    await page.fill('#own-newPassword', 'second-password-2');
    await page.fill('#own-repeatPassword', 'second-password-2');
    await page.getByRole('button', { name: zh.account.passwordSave }).click();
    await page.waitForSelector('#own-currentPassword-error:not(:empty)');
    expect(await page.textContent('#own-currentPassword-error')).toBe(zh.v.currentPasswordWrong);
    await page.fill('#own-currentPassword', member.password);
    await page.getByRole('button', { name: zh.account.passwordSave }).click();
    await page.getByText(zh.account.passwordDone).waitFor();
    await page.click('.admin-logout');
    await logIn(page, '/cn/admin', { ...member, password: 'second-password-2' });
    await page.context().close();
  });
});
