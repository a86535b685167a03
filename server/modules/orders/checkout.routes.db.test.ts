import { randomUUID } from 'node:crypto';
import { and, desc, eq, isNotNull, isNull, like } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { enquiries, globalConfig, leadStates, orderLines, orders, outbox, productSizes, users } from '../../db/schema/index.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { adminKit } from '../admin/admin.test-kit.ts';

const SHIP_TO = { recipient: 'Li Ming', phone: '13812345678', company: 'Fudan University', region: '上海市 徐汇区', street: '医学院路 138 号', postcode: '200032' };
const COMPANY_FAPIAO = { kind: 'company', title: '复旦大学', taxId: '12100000425006117p', invoiceType: 'special', email: 'finance@example.edu.cn' };

describeEachDatabase('check-out with details: order, quote request, address book and mails', (database) => {
  let k: ReturnType<typeof adminKit>;
  const db = () => database().db;
  let priced: typeof productSizes.$inferSelect;
  let inquiry: typeof productSizes.$inferSelect;

  /** A new customer (the kit's newest user row) and their token. */
  const customer = async () => {
    const token = await k.customerToken();
    const [me] = await db().select({ email: users.email }).from(users).orderBy(desc(users.id)).limit(1);
    return { token, email: me!.email };
  };
  const add = (token: string, sizeId: number, count: number) => k.call('POST', '/order', { token, body: { sizeId, count } });
  const checkout = (token: string, body: Record<string, unknown>, lang = 'en') =>
    k.call('POST', '/order/checkout', { token, body: { settlementKey: randomUUID(), shipTo: SHIP_TO, invoice: { kind: 'none' }, ...body }, headers: { 'x-lang': lang } });

  beforeAll(async () => {
    k = adminKit(db());
    [priced] = await db().select().from(productSizes).where(isNotNull(productSizes.priceCny)).limit(1) as [typeof priced];
    [inquiry] = await db().select().from(productSizes).where(isNull(productSizes.priceCny)).limit(1) as [typeof inquiry];
    expect(inquiry, 'the seed has a size sold on inquiry').toBeTruthy();
  });

  it('makes an order of the priced lines only; the inquiry line becomes an enquiry lead, never a priced order line', async () => {
    const { token, email } = await customer();
    await add(token, priced.id, 2);
    await add(token, inquiry.id, 3);
    const res = await checkout(token, { invoice: COMPANY_FAPIAO, poNumber: 'PO-2026-118', note: 'Deliver before Friday', saveAddress: true }, 'zh');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ orderNumber: expect.any(String), quoteLines: 1, repeated: false });
    const orderId = res.body.data.orderId as number;

    const lines = await db().select().from(orderLines).where(eq(orderLines.orderId, orderId));
    expect(lines.map((l) => l.sizeId)).toEqual([priced.id]);
    const [order] = await db().select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({ status: 'submitted', lang: 'zh', poNumber: 'PO-2026-118', note: 'Deliver before Friday', shipTo: SHIP_TO, invoice: { ...COMPANY_FAPIAO, taxId: '12100000425006117P' } });

    const [lead] = await db().select().from(enquiries).where(like(enquiries.submissionId, `checkout-%-${inquiry.id}`)).orderBy(enquiries.id);
    expect(lead).toMatchObject({ email, lang: 'zh', size: inquiry.size });
    expect(lead!.content).toContain('PO-2026-118');
    const [state] = await db().select().from(leadStates).where(and(eq(leadStates.kind, 'enquiry'), eq(leadStates.leadId, lead!.id)));
    expect(state?.status).toBe('new');

    expect((await k.call('GET', '/order?size=-1', { token })).body.data.list).toEqual([]);
    // The customer's order page shows the address and fapiao given.
    const page = (await k.call('GET', `/order/detail/${orderId}`, { token })).body.data;
    expect(page).toMatchObject({ shipTo: SHIP_TO, invoice: { kind: 'company', taxId: '12100000425006117P' }, poNumber: 'PO-2026-118', note: 'Deliver before Friday' });
    expect((await k.call('GET', '/account/addresses', { token })).body.data).toEqual([{ id: expect.any(Number), ...SHIP_TO }]);

    const [mine] = await db().select().from(outbox).where(eq(outbox.recipient, email));
    expect(mine!.subject).toBe(`订单 ${order!.orderNumber} 已收到`);
    expect(mine!.body).toMatch(/增值税专用发票 · 复旦大学 · 税号: 12100000425006117P/);
    expect(mine!.body).toContain('报价请求');
    const [mailbox] = await db().select().from(globalConfig).where(and(eq(globalConfig.key, 'mail'), eq(globalConfig.lang, 'zh')));
    expect(mailbox, 'the staff mailbox is configured').toBeTruthy();
    const notices = await db().select().from(outbox).where(and(eq(outbox.recipient, mailbox!.value), like(outbox.subject, `%${order!.orderNumber}%`)));
    expect(notices).toHaveLength(1);
    expect(notices[0]!.body).toContain('PO-2026-118');
  });

  it('makes no order when every line is priced on inquiry, only the quote request', async () => {
    const { token } = await customer();
    await add(token, inquiry.id, 1);
    const res = await checkout(token, {});
    expect(res.body.data).toMatchObject({ orderId: null, orderNumber: null, quoteLines: 1 });
    expect((await k.call('GET', '/order/list', { token })).body.data).toEqual([]);
  });

  it('keeps inquiry lines out of the quick check-out (PUT /order/clear) too: they stay in the cart', async () => {
    const { token } = await customer();
    await add(token, priced.id, 1);
    await add(token, inquiry.id, 1);
    const res = await k.call('PUT', '/order/clear', { token, body: { settlementKey: randomUUID() } });
    expect(res.status).toBe(200);
    expect((await db().select().from(orderLines).where(eq(orderLines.orderId, res.body.data.orderId))).map((l) => l.sizeId)).toEqual([priced.id]);
    expect((await k.call('GET', '/order?size=-1', { token })).body.data.list.map((l: { sizeId: number }) => l.sizeId)).toEqual([inquiry.id]);
  });

  it('answers a bad field 400 naming it, in the page language, and keeps the cart', async () => {
    const { token } = await customer();
    await add(token, priced.id, 1);
    const noTax = await checkout(token, { invoice: { ...COMPANY_FAPIAO, taxId: '123' } });
    expect(noTax.status).toBe(400);
    expect(noTax.body.data.fields).toEqual([{ field: 'invoice.taxId', message: 'Please enter the tax ID (15, 18 or 20 digits and capital letters)' }]);
    const noStreet = await checkout(token, { shipTo: { ...SHIP_TO, street: ' ' } }, 'zh');
    expect(noStreet.body.data.fields).toEqual([{ field: 'shipTo.street', message: '详细地址不能为空。' }]);
    const badKind = await checkout(token, { invoice: { kind: 'both' } });
    expect(badKind.body.data.fields[0].field).toBe('invoice.kind');
    expect((await k.call('GET', '/order?size=-1', { token })).body.data.list).toHaveLength(1);
  });

  it('refuses a tax ID whose check character fails (400 naming it, nothing written) until the buyer confirms it', async () => {
    const { token } = await customer();
    await add(token, priced.id, 1);
    const failing = { ...COMPANY_FAPIAO, taxId: '12100000425006117Q' };
    const before = (await db().select({ id: orders.id }).from(orders)).length;
    const en = await checkout(token, { invoice: failing });
    expect(en.status).toBe(400);
    expect(en.body.data.fields).toEqual([{ field: 'invoice.taxId', message: 'The check character of this unified social credit code does not match (GB 32100-2015). Submit anyway if it is printed so on your licence.' }]);
    const zh = await checkout(token, { invoice: failing }, 'zh');
    expect(zh.body.data.fields).toEqual([{ field: 'invoice.taxId', message: '该统一社会信用代码的校验位不符（GB 32100-2015）。如执照上即为此号码，可确认后提交。' }]);
    expect((await db().select({ id: orders.id }).from(orders)).length).toBe(before);

    const confirmed = await checkout(token, { invoice: { ...failing, taxIdCheckConfirmed: true } });
    expect(confirmed.status).toBe(200);
    const [order] = await db().select().from(orders).where(eq(orders.id, confirmed.body.data.orderId));
    expect(order!.invoice).toMatchObject({ kind: 'company', taxId: '12100000425006117Q', taxIdCheckConfirmed: true });
    // The order's page answers the stored confirmation within its contract.
    expect((await k.call('GET', `/order/detail/${confirmed.body.data.orderId}`, { token })).status).toBe(200);
  });

  it('makes one order from a repeated check-out with the same key', async () => {
    const { token } = await customer();
    await add(token, priced.id, 1);
    const body = { settlementKey: randomUUID(), shipTo: SHIP_TO, invoice: { kind: 'personal', title: 'Li Ming', email: 'li@example.cn' } };
    const [a, b] = await Promise.all([k.call('POST', '/order/checkout', { token, body }), k.call('POST', '/order/checkout', { token, body })]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.data.orderId).toBe(b.body.data.orderId);
    expect([a.body.data.repeated, b.body.data.repeated].sort()).toEqual([false, true]);
  });

  it('keeps each customer\'s address book to themselves', async () => {
    const a = await customer();
    const b = await customer();
    const saved = await k.call('POST', '/account/addresses', { token: a.token, body: SHIP_TO });
    expect(saved.status).toBe(200);
    expect((await k.call('GET', '/account/addresses', { token: b.token })).body.data).toEqual([]);
    expect((await k.call('DELETE', `/account/addresses/${saved.body.data.id}`, { token: b.token })).status).toBe(404);
    expect((await k.call('DELETE', `/account/addresses/${saved.body.data.id}`, { token: a.token })).status).toBe(200);
    expect((await k.call('GET', '/account/addresses')).status).toBe(401);
  });
});
