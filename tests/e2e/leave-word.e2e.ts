import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser.ts';
import { fillForm } from './fill-form.ts';

const { newPage } = useBrowser();

const valid = { name: 'Li Ming', company: 'Fudan University', department: 'Life Sciences', address: { index: 3 }, phone: '13812345678', email: 'li@example.edu.cn', content: 'Price of CYT-H0201?' };

describe('online message in the footer', () => {
  it('names blank fields on blur and on submit, in English', async () => {
    const page = await newPage();
    await page.goto('/');
    await page.focus('#lw-name');
    await page.focus('#lw-company'); // leaving the name field validates it
    await expect.poll(() => page.locator('#lw-name-error').textContent()).toBe('Full Name cannot be blank.');
    await page.click('[data-testid=lw-form] button[type=submit]');
    expect(await page.locator('#lw-email-error').textContent()).toBe('E-mail cannot be blank.');
    expect(await page.getAttribute('#lw-email', 'aria-invalid')).toBe('true');
    await page.context().close();
  });

  it('does not send with the privacy box unticked', async () => {
    const page = await newPage();
    await page.goto('/');
    await fillForm(page, 'lw', valid);
    let posted = false;
    page.on('request', (r) => r.url().endsWith('/leave_word') && (posted = true));
    await page.uncheck('[data-testid=lw-form] .privacy input');
    await page.click('[data-testid=lw-form] button[type=submit]');
    await expect.poll(() => page.getByText('Please check the privacy policy').isVisible()).toBe(true);
    expect(posted).toBe(false);
    await page.context().close();
  });

  it('sends a valid message, shows the success box and resets the form', async () => {
    const page = await newPage();
    await page.goto('/products');
    await fillForm(page, 'lw', valid);
    await page.click('[data-testid=lw-form] button[type=submit]');
    const box = page.locator('[data-testid=lw-success]');
    await expect.poll(() => box.isVisible()).toBe(true);
    expect(await box.locator('h3').textContent()).toBe('Message Succeeded');
    expect(await box.locator('p').textContent()).toBe('we will contact you as soon as possible!');
    expect(await page.inputValue('#lw-name')).toBe('');
    await page.context().close();
  });

  it('requires a mainland mobile number on the Chinese site', async () => {
    const page = await newPage();
    await page.goto('/cn/message');
    await fillForm(page, 'msg', { ...valid, phone: '12345' });
    await page.click('[data-testid=msg-form] button[type=submit]');
    await expect.poll(() => page.locator('#msg-phone-error').textContent()).toBe('请输入正确的手机号码');
    await page.fill('#msg-phone', '13812345678');
    await page.click('[data-testid=msg-form] button[type=submit]');
    await expect.poll(() => page.locator('[data-testid=msg-success] h3').textContent()).toBe('留言成功');
    await page.context().close();
  });
});
