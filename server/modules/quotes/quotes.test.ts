import { randomUUID } from 'node:crypto';
import { and, eq, isNotNull } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { auditLog, enquiries, orderEvents, orderLines, orders, outbox, productSizes, quotes, users } from '../../db/schema/index.ts';
import { hashPassword } from '../../security/password.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { issueToken } from '../account/token.queries.ts';
import { adminKit } from '../admin/admin.test-kit.ts';

describeEachDatabase('quotes: staff price an enquiry and send it; the customer downloads the PDF and accepts it', (database) => {
  let k: ReturnType<typeof adminKit>;
  let sales: { id: number; token: string };
  const db = () => database().db;

  /** A customer with an enquiry in `lang`; answers their id, e-mail, token and the enquiry id. */
  async function customerWithEnquiry(lang: 'en' | 'zh' = 'en') {
    const email = k.newEmail('customer');
    const [user] = await db().insert(users).values({ email, passwordHash: await hashPassword('secret42'), name: 'Ada Customer', company: 'Acme Bio' }).returning({ id: users.id });
    const token = (await issueToken(db(), k.clock.now, user!.id)).jti;
    const [enquiry] = await db()
      .insert(enquiries)
      .values({ submissionId: randomUUID(), lang, name: 'Ada Customer', email, phone: '13800000000', company: 'Acme Bio', department: '', industryName: '', areaName: '', content: 'Price for 10 vials?', createdAt: k.clock.now })
      .returning({ id: enquiries.id });
    return { userId: user!.id, email, token, enquiryId: enquiry!.id };
  }
  const priced = async () => (await db().select().from(productSizes).where(isNotNull(productSizes.priceCny)).limit(1))[0]!;
  const create = (body: unknown, token = sales.token) => k.call('POST', '/admin/quotes', { token, body });

  /** A quote of 3 × size at ¥999.90, valid until `validUntil`, sent; answers it and its customer. */
  async function sentQuote(validUntil = '2026-12-31', lang: 'en' | 'zh' = 'en') {
    const c = await customerWithEnquiry(lang);
    const size = await priced();
    const made = await create({ enquiryId: c.enquiryId, validUntil, terms: 'Delivery 2 weeks after order.\nPayment 30 days net.', lines: [{ sizeId: size.id, quantity: 3, unitPrice: '999.90' }] });
    expect(made.status).toBe(200);
    const sent = await k.call('POST', `/admin/quotes/${made.body.data.id}/send`, { token: sales.token });
    expect(sent.status).toBe(200);
    return { c, size, quote: sent.body.data };
  }

  beforeAll(async () => {
    k = adminKit(db());
    sales = await k.newStaff(['sales'], { name: 'Sally Sales' });
  });

  it('prices an enquiry, numbers it and mails the customer in their language with the link to the personal centre, audited', async () => {
    const { c, quote } = await sentQuote('2026-12-31', 'zh');
    expect(quote).toMatchObject({ status: 'sent', lang: 'zh', total: '2999.70', enquiryId: c.enquiryId, customer: { email: c.email } });
    expect(quote.quoteNumber).toMatch(/^Q-2026-\d{6}$/);
    const mails = await db().select().from(outbox).where(eq(outbox.recipient, c.email));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`您的报价单 ${quote.quoteNumber}`);
    expect(mails[0]!.body).toContain('¥2999.70');
    expect(mails[0]!.body).toContain('/cn/my-quotes');
    const audits = await db().select().from(auditLog).where(and(eq(auditLog.entity, 'quote'), eq(auditLog.entityKey, String(quote.id)))).orderBy(auditLog.id);
    expect(audits.map((a) => [a.action, a.staffId])).toEqual([['create', sales.id], ['send', sales.id]]);
    // The quote answers the enquiry: its lead is answered, the quote's mail kept as the reply.
    const lead = (await k.call('GET', `/admin/leads/enquiry/${c.enquiryId}`, { token: sales.token })).body.data;
    expect(lead.status).toBe('answered');
    expect(lead.events.filter((e: { type: string }) => e.type === 'reply').map((e: { value: string }) => e.value)).toEqual([`您的报价单 ${quote.quoteNumber}`]);
    expect(lead.answeredAt).toBeTruthy();
    // Sending twice is refused.
    expect((await k.call('POST', `/admin/quotes/${quote.id}/send`, { token: sales.token })).status).toBe(409);
    const list = (await k.call('GET', '/admin/quotes', { token: sales.token })).body.data;
    expect(list.find((q: { id: number }) => q.id === quote.id)).toBeTruthy();
  });

  it('refuses bad input with the field named, and needs the orders permission', async () => {
    const c = await customerWithEnquiry();
    const bad = await create({ userId: c.userId, validUntil: '2026-12-31', lines: [{ sizeId: (await priced()).id, quantity: 1, unitPrice: '12.345' }] });
    expect(bad.status).toBe(400);
    expect(bad.body.data.fields[0].field).toBe('lines.0.unitPrice');
    // A draft is not the customer's to accept yet, nor listed.
    const draft = await create({ userId: c.userId, validUntil: '2026-12-31', lines: [{ sizeId: (await priced()).id, quantity: 1, unitPrice: '10' }] });
    expect(draft.body.data).toMatchObject({ status: 'draft', total: '10.00' });
    const early = await k.call('POST', `/account/quotes/${draft.body.data.id}/accept`, { token: c.token });
    expect(early.status).toBe(409);
    expect(early.body.data.fields[0].message).toBe('This quote has not been sent yet');
    expect((await k.call('GET', '/account/quotes', { token: c.token })).body.data).toEqual([]);
    const catalogue = await k.newStaff(['catalogue']);
    expect((await create({ userId: c.userId, validUntil: '2026-12-31', lines: [] }, catalogue.token)).status).toBe(403);
  });

  it('gives the PDF with number, line and total to its customer and staff only', async () => {
    const { c, quote, size } = await sentQuote();
    const mine = await k.call('GET', `/quotes/${quote.id}/pdf`, { token: c.token });
    expect(mine.status).toBe(200);
    expect(mine.headers.get('content-type')).toBe('application/pdf');
    const text = await pdfText(mine.body.data);
    expect(text).toContain(quote.quoteNumber);
    expect(text).toContain(quote.lines[0].catalogNumber);
    expect(text).toContain('999.90');
    expect(text).toContain('CNY 2999.70');
    expect(text).toContain('Payment 30 days net.');
    expect(size.id).toBeGreaterThan(0);
    expect((await k.call('GET', `/admin/quotes/${quote.id}/pdf`, { token: sales.token })).status).toBe(200);

    const other = await customerWithEnquiry();
    expect((await k.call('GET', `/quotes/${quote.id}/pdf`, { token: other.token })).status).toBe(404);
    expect((await k.call('POST', `/account/quotes/${quote.id}/accept`, { token: other.token })).status).toBe(404);
    expect((await k.call('GET', '/account/quotes', { token: other.token })).body.data).toEqual([]);
  });

  it('refuses an expired quote (409, translated) and makes no order', async () => {
    const { c, quote } = await sentQuote('2026-11-20');
    const listed = (await k.call('GET', '/account/quotes', { token: c.token })).body.data;
    expect(listed[0]).toMatchObject({ id: quote.id, status: 'expired' });
    const res = await k.call('POST', `/account/quotes/${quote.id}/accept`, { token: c.token, headers: { 'x-lang': 'zh' } });
    expect(res.status).toBe(409);
    expect(res.body.data.fields[0].message).toContain('已过期');
    expect(await db().select().from(orders).where(eq(orders.userId, c.userId))).toEqual([]);
  });

  it('accepting makes one submitted order at the quoted prices, not today\'s, with the confirmation mail', async () => {
    const { c, quote, size } = await sentQuote('2026-11-21');
    const res = await k.call('POST', `/account/quotes/${quote.id}/accept`, { token: c.token });
    expect(res.status).toBe(200);
    const orderId = res.body.data.orderId as number;
    const [order] = await db().select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({ userId: c.userId, status: 'submitted', totalText: '¥2999.70' });
    const lines = await db().select().from(orderLines).where(eq(orderLines.orderId, orderId));
    expect(lines).toMatchObject([{ sizeId: size.id, count: 3, price: '¥999.90', subtotal: '¥2999.70' }]);
    expect(lines[0]!.price).not.toBe(`¥${Number(size.priceCny).toFixed(2)}`);
    expect((await db().select().from(orderEvents).where(eq(orderEvents.orderId, orderId))).map((e) => e.status)).toEqual(['submitted']);
    const [row] = await db().select().from(quotes).where(eq(quotes.id, quote.id));
    expect(row).toMatchObject({ status: 'accepted', orderId });
    const mails = await db().select().from(outbox).where(eq(outbox.recipient, c.email)).orderBy(outbox.id);
    expect(mails.map((m) => m.subject)).toEqual([`Your quotation ${quote.quoteNumber}`, `Order ${order!.orderNumber} received`]);
    // Accepting again is refused.
    expect((await k.call('POST', `/account/quotes/${quote.id}/accept`, { token: c.token })).status).toBe(409);
  });
});
