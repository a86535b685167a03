import { describe, expect, inject, it } from 'vitest';
import adminEn from '../../locales/en/admin.json';
import adminZh from '../../locales/zh/admin.json';
import en from '../../locales/en/account.json';
import zh from '../../locales/zh/account.json';
import enOrg from '../../locales/en/organisation.json';
import zhOrg from '../../locales/zh/organisation.json';
import pagesEn from '../../locales/en/pages.json';
import pagesZh from '../../locales/zh/pages.json';
import { creditCodeCheckChar } from '../../src/contracts/credit-code.ts';
import { asOwner, ownerToken, unique } from './admin-login.ts';
import { useBrowser } from './browser.ts';
import { mailsTo } from './account-mail-sink.ts';
import { apiCaller, registerCustomer } from './customer.ts';
import { loginLink } from './login-link.ts';

const { baseURL, newPage } = useBrowser();
const mailDir = inject('mailDir');
const api = apiCaller(baseURL);

/** Calls the back-office API with the owner's session. */
async function staff(path: string, body: unknown, method = 'POST') {
  const res = await fetch(`${baseURL}/api/v1${path}`, { method, headers: { 'content-type': 'application/json', authorization: `Bearer ${ownerToken()}` }, body: JSON.stringify(body) });
  const answer = (await res.json()) as { code: string; data: any };
  expect(answer.code, JSON.stringify(answer)).toBe('E0001');
  return answer.data;
}

describe('organisation accounts in the browser', () => {
  it('staff find the organisation in the back office in both languages', async () => {
    const tag = unique();
    const code17 = `9131000${String(Date.now()).slice(-10)}`;
    await staff('/admin/organisations', { nameEn: `Helix University ${tag}`, nameZh: `螺旋大学${tag}`, creditCode: code17 + creditCodeCheckChar(code17)! });
    for (const [base, A, name] of [
      ['/admin', adminEn, `Helix University ${tag}`],
      ['/cn/admin', adminZh, `螺旋大学${tag}`],
    ] as const) {
      const page = await newPage();
      await asOwner(page, base);
      await page.click(`.admin-nav a:has-text("${A.nav.organisations}")`);
      await page.fill('#organisations-q', tag);
      await page.click('[data-testid=organisations-search]');
      await page.waitForFunction(() => document.querySelectorAll('[data-testid=organisations-table] tr[data-organisation]').length === 1);
      await page.click(`[data-testid=organisations-table] a:has-text("${name}")`);
      await page.getByRole('heading', { name: A.organisations.members, exact: true }).waitFor();
      await page.getByRole('heading', { name: A.organisations.prices, exact: true }).waitFor();
      expect(await page.inputValue('#organisation-nameZh')).toBe(`螺旋大学${tag}`);
      await page.close();
    }
  });

  it('an approver refuses an order above the buyer\'s limit with a note in Chinese; the buyer reads it in English', async () => {
    const tag = unique();
    const buyer = await registerCustomer(baseURL, mailDir, `org-buyer-${tag}`, { name: `Buyer ${tag}` });
    const approver = await registerCustomer(baseURL, mailDir, `org-approver-${tag}`, { name: `Approver ${tag}` });
    const code17 = `1231000${String(Date.now()).slice(-10)}`;
    let o = await staff('/admin/organisations', { nameEn: `Delta Institute ${tag}`, nameZh: `德尔塔研究所${tag}`, creditCode: code17 + creditCodeCheckChar(code17)! });
    o = await staff(`/admin/organisations/${o.id}/members`, { email: buyer.email, role: 'buyer', limitCny: 1, lang: 'en', version: o.version });
    o = await staff(`/admin/organisations/${o.id}/members`, { email: approver.email, role: 'approver', lang: 'zh', version: o.version });

    const product = await api('/product/CYT-H0201', undefined, undefined, 'GET');
    const size = (product.data.sizes as { id: number; price: string }[]).find((s) => s.price.startsWith('¥'))!;
    expect((await api('/order', { sizeId: size.id, count: 1 }, buyer.token)).code).toBe('E0001');
    const placed = await api('/order/checkout', { settlementKey: `e2e-${tag}`, shipTo: { recipient: 'Li Ming', phone: '13812345678', region: '上海市', street: '华山路 1 号' }, invoice: { kind: 'none' } }, buyer.token);
    expect(placed.data).toMatchObject({ awaitingApproval: true });

    const page = await newPage();
    await page.goto(await loginLink(baseURL, approver.token, '/cn/order-list'));
    const row = page.getByTestId('organisation-order').filter({ hasText: placed.data.orderNumber });
    await row.waitFor();
    expect(await row.textContent()).toContain(zh.orders.status.awaiting_approval);
    await row.getByTestId('organisation-refuse').click();
    await row.getByRole('alert').filter({ hasText: zhOrg.v.refuseNote }).waitFor();
    await row.getByLabel(zhOrg.note).fill('本季度经费不足');
    await row.getByTestId('organisation-refuse').click();
    await page.locator(`[data-testid=organisation-order][data-status=refused]:has-text("${placed.data.orderNumber}")`).waitFor();
    await page.close();

    const mine = await newPage();
    await mine.goto(await loginLink(baseURL, buyer.token, '/order-list'));
    const refused = mine.getByTestId('organisation-order').filter({ hasText: placed.data.orderNumber });
    await refused.waitFor();
    expect(await refused.textContent()).toContain(en.orders.status.refused);
    expect(await refused.getByTestId('organisation-order-note').textContent()).toBe('本季度经费不足');
    await mine.close();
  });

  it('the organisation\'s admin invites a member in Chinese; the invitee opens the link and joins with the limit set', async () => {
    const tag = unique();
    const admin = await registerCustomer(baseURL, mailDir, `org-admin-${tag}`, { name: `Admin ${tag}` });
    const invitee = await registerCustomer(baseURL, mailDir, `org-invitee-${tag}`, { name: `Invitee ${tag}` });
    const code17 = `1231000${String(Date.now() + 7).slice(-10)}`;
    let o = await staff('/admin/organisations', { nameEn: `Gamma Lab ${tag}`, nameZh: `伽马实验室${tag}`, creditCode: code17 + creditCodeCheckChar(code17)! });
    o = await staff(`/admin/organisations/${o.id}/members`, { email: admin.email, role: 'admin', version: o.version });

    const page = await newPage();
    await page.goto(await loginLink(baseURL, admin.token, '/cn/order-list'));
    await page.getByTestId('organisation-members').waitFor();
    await page.fill('#invite-email', invitee.email);
    await page.fill('#invite-limit', '800');
    expect(await page.textContent('label[for=invite-limit]')).toBe(zhOrg.members.limit);
    await page.getByTestId('organisation-invite').click();
    await page.getByTestId('organisation-invitation').filter({ hasText: invitee.email }).waitFor();
    await page.close();

    // The invitation mail carries the link (base64 or quoted-printable: decoded before looking).
    let link = '';
    for (let i = 0; i < 100 && !link; i++) {
      const raw = mailsTo(mailDir, invitee.email).map((m) => m.raw + m.raw.split(/\r?\n\r?\n/).map((part) => (/^[A-Za-z0-9+/=\r\n]+$/.test(part.trim()) ? Buffer.from(part, 'base64').toString('utf8') : '')).join('\n')).join('\n').replace(/=\r?\n/g, '').replace(/=3D/g, '=');
      link = /invitation=([A-Za-z0-9_-]{43})/.exec(raw)?.[1] ?? '';
      if (!link) await new Promise((r) => setTimeout(r, 100));
    }
    expect(link).not.toBe('');
    const joined = await newPage();
    await joined.goto(await loginLink(baseURL, invitee.token, `/order-list?invitation=${link}`));
    expect(await joined.getByTestId('invitation-outcome').textContent()).toBe(enOrg.invitation.accepted.replace('{{name}}', `Gamma Lab ${tag}`));
    await joined.getByTestId('organisation-orders').waitFor();
    expect(await joined.getByTestId('organisation-orders').textContent()).toContain(enOrg.limit.replace('{{limit}}', '¥800.00'));
    await joined.close();
  });

  it('a member sees the organisation\'s prices on the product page after it loads, in both languages; the server-rendered page keeps list prices', async () => {
    const tag = unique();
    const member = await registerCustomer(baseURL, mailDir, `org-price-${tag}`);
    const code17 = `1231000${String(Date.now() + 13).slice(-10)}`;
    let o = await staff('/admin/organisations', { nameEn: `Price Lab ${tag}`, nameZh: `价格实验室${tag}`, creditCode: code17 + creditCodeCheckChar(code17)! });
    o = await staff(`/admin/organisations/${o.id}/prices`, { percentOff: 50, fixed: [], version: o.version }, 'PUT');
    await staff(`/admin/organisations/${o.id}/members`, { email: member.email, role: 'buyer', version: o.version });
    const product = await api('/product/CYT-H0201', undefined, undefined, 'GET');
    const size = (product.data.sizes as { id: number; price: string }[]).find((s) => s.price.startsWith('¥'))!;
    const half = `¥${(Math.round(Number(size.price.slice(1)) * 50) / 100).toFixed(2)}`;
    for (const [prefix, P] of [
      ['', pagesEn],
      ['/cn', pagesZh],
    ] as const) {
      const page = await newPage();
      await page.goto(await loginLink(baseURL, member.token, `${prefix}/product-detail?catalogNumber=CYT-H0201`));
      const priced = page.locator(`[data-testid=member-price][title="${P.productDetail.memberPrice}"]`).first();
      await priced.waitFor();
      expect(await page.locator('[data-testid=member-price]').allTextContents()).toContain(half);
      await page.close();
    }
    const html = await (await fetch(`${baseURL}/product-detail?catalogNumber=CYT-H0201`)).text();
    expect(html).not.toContain('data-testid="member-price"');
  });

  it('staff add an organisation with the form in Chinese, confirm a code that fails its check, add a member and a price list', async () => {
    const tag = unique();
    const member = await registerCustomer(baseURL, mailDir, `org-form-${tag}`);
    const code17 = `9144030${String(Date.now() + 29).slice(-10)}`;
    const good = creditCodeCheckChar(code17)!;
    const wrong = code17 + (good === '0' ? '1' : '0');
    const page = await newPage();
    await asOwner(page, '/cn/admin');
    await page.click(`.admin-nav a:has-text("${adminZh.nav.organisations}")`);
    await page.click('[data-testid=organisation-add]');
    await page.fill('#organisation-nameEn', `Form Bio ${tag}`);
    await page.fill('#organisation-nameZh', `表单生物${tag}`);
    await page.fill('#organisation-creditCode', wrong);
    await page.click('[data-testid=organisation-save]');
    // The check character fails: the page asks for a confirmation instead of refusing the code for good.
    await page.locator('#organisation-creditCodeConfirmed').waitFor();
    expect(await page.textContent('label[for=organisation-creditCodeConfirmed]')).toContain(adminZh.organisations.confirmCode);
    await page.check('#organisation-creditCodeConfirmed');
    await page.click('[data-testid=organisation-save]');
    await page.getByTestId('organisation-members').waitFor();
    expect(await page.textContent('[data-testid=organisation-name]')).toContain(`表单生物${tag}`);

    await page.fill('#member-email', member.email);
    await page.fill('#member-limit', '3000');
    await page.click('[data-testid=member-add]');
    await page.locator('[data-testid=organisation-members-table] tr[data-member]').waitFor();
    expect(await page.textContent('[data-testid=organisation-members-table]')).toContain(member.email);

    await page.fill('#prices-percentOff', '15');
    await page.click('[data-testid=prices-save]');
    await expect.poll(async () => (await api('/organisation', undefined, member.token, 'GET')).data?.limitCny).toBe(3000);
    const product = await api('/product/CYT-H0201', undefined, undefined, 'GET');
    const size = (product.data.sizes as { id: number; price: string }[]).find((s) => s.price.startsWith('¥'))!;
    await expect.poll(async () => (await api(`/organisation/prices?sizeIds=${size.id}`, undefined, member.token, 'GET')).data?.[0]?.price).toBe(`¥${(Math.round(Number(size.price.slice(1)) * 85) / 100).toFixed(2)}`);
    await page.close();
  });
});

