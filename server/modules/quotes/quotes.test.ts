import { randomUUID } from 'node:crypto';
import { and, eq, isNotNull } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { auditLog, enquiries, globalConfig, orderEvents, orderLines, orders, outbox, products, productSizes, quotes, users } from '../../db/schema/index.ts';
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
    expect(text).toContain(`QUOTATION ${quote.quoteNumber}`);
    expect(text).toContain(quote.lines[0].catalogNumber);
    const [product] = await db().select().from(products).where(eq(products.id, size.productId));
    expect(text).toContain(product!.nameEn.slice(0, 20));
    expect(text).toContain(size.size);
    expect(text).toContain('Valid until: 31 December 2026 (Beijing time)');
    expect(text).toContain('Cat. No.');
    expect(text).toContain('For research use only.');
    expect(text).not.toMatch(/[\u4e00-\u9fff]/);
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

  it('writes a Chinese customer\'s PDF entirely in Chinese, with the product\'s Chinese name', async () => {
    const { c, quote, size } = await sentQuote('2026-12-31', 'zh');
    const res = await k.call('GET', `/quotes/${quote.id}/pdf`, { token: c.token });
    expect(res.status).toBe(200);
    const text = await pdfText(res.body.data);
    const [product] = await db().select().from(products).where(eq(products.id, size.productId));
    expect(text).toContain(`报价单 ${quote.quoteNumber}`);
    expect(text).toContain('有效期至：2026年12月31日（北京时间）');
    expect(text).toContain('日期：2026年');
    for (const label of ['货号', '品名', '数量', '单价（元）', '金额（元）', '条款', '仅供科研使用']) expect(text).toContain(label);
    expect(text).toContain(product!.nameZh.slice(0, 6));
    expect(text).toContain('合计：人民币 2999.70 元');
    expect(text).not.toContain('QUOTATION');
    expect(text).not.toContain('Valid until');
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

  it('takes a free-text line (description, unit, quantity, price) into the PDF, the customer\'s list and the order', async () => {
    const c = await customerWithEnquiry();
    const size = await priced();
    const free = { description: 'Custom FITC conjugation', unit: 'lot', quantity: 2, unitPrice: '1500' };
    const missing = await create({ userId: c.userId, validUntil: '2026-12-31', lines: [{ sizeId: size.id, quantity: 1, unitPrice: '10' }, { description: 'Shipping on dry ice', quantity: 1, unitPrice: '80' }] });
    expect(missing.status).toBe(400);
    expect(missing.body.data.fields).toEqual([{ field: 'lines.1.unit', message: 'A line without a product size needs a description and a unit' }]);
    const made = await create({ userId: c.userId, validUntil: '2026-12-31', lines: [{ sizeId: size.id, quantity: 1, unitPrice: '100' }, free] });
    expect(made.status).toBe(200);
    expect(made.body.data.lines[1]).toEqual({ catalogNumber: '', description: 'Custom FITC conjugation', unit: 'lot', quantity: 2, unitPrice: '1500.00', subtotal: '3000.00' });
    expect(made.body.data.total).toBe('3100.00');
    expect((await k.call('POST', `/admin/quotes/${made.body.data.id}/send`, { token: sales.token })).status).toBe(200);
    const mail = (await db().select().from(outbox).where(eq(outbox.recipient, c.email)))[0]!;
    expect(mail.body).toContain('- Custom FITC conjugation · lot × 2 · ¥1500.00 = ¥3000.00');
    const listed = (await k.call('GET', '/account/quotes', { token: c.token })).body.data;
    expect(listed[0].lines[1]).toMatchObject({ description: 'Custom FITC conjugation', unit: 'lot' });
    const text = await pdfText((await k.call('GET', `/quotes/${made.body.data.id}/pdf`, { token: c.token })).body.data);
    expect(text).toContain('Custom FITC conjugation');
    expect(text).toContain('3000.00');

    const accepted = await k.call('POST', `/account/quotes/${made.body.data.id}/accept`, { token: c.token });
    expect(accepted.status).toBe(200);
    const lines = await db().select().from(orderLines).where(eq(orderLines.orderId, accepted.body.data.orderId)).orderBy(orderLines.id);
    expect(lines[1]).toMatchObject({ productId: null, sizeId: null, catalogNumber: '', productName: 'Custom FITC conjugation', size: 'lot', count: 2, price: '¥1500.00', subtotal: '¥3000.00' });
    const page = await k.call('GET', `/order/detail/${accepted.body.data.orderId}`, { token: c.token });
    expect(page.status).toBe(200);
    // Re-order puts back what has a catalogue size; the custom line is asked for again.
    const again = await k.call('POST', `/order/reorder/${accepted.body.data.orderId}`, { token: c.token });
    expect(again.body.data).toEqual({ added: 1 });
  });

  it('tells the sales mailbox of the quote\'s language when the customer accepts, in the same transaction', async () => {
    for (const lang of ['en', 'zh'] as const) {
      const [mailbox] = await db().select().from(globalConfig).where(and(eq(globalConfig.key, 'mail'), eq(globalConfig.lang, lang)));
      expect(mailbox?.value, `the ${lang} sales mailbox is configured`).toBeTruthy();
      const { c, quote } = await sentQuote('2026-12-31', lang);
      const before = (await db().select().from(outbox).where(eq(outbox.recipient, mailbox!.value))).length;
      const res = await k.call('POST', `/account/quotes/${quote.id}/accept`, { token: c.token });
      expect(res.status).toBe(200);
      const notices = await db().select().from(outbox).where(eq(outbox.recipient, mailbox!.value)).orderBy(outbox.id);
      expect(notices).toHaveLength(before + 1);
      const notice = notices.at(-1)!;
      const confirmation = (await db().select().from(outbox).where(eq(outbox.recipient, c.email)).orderBy(outbox.id)).at(-1)!;
      // Queued by the acceptance's transaction: right after the customer's confirmation, same instant.
      expect(notice.id).toBe(confirmation.id + 1);
      expect(notice.createdAt).toEqual(confirmation.createdAt);
      const orderNumber = res.body.data.orderNumber as string;
      expect(notice.subject).toBe(lang === 'zh' ? `Ada Customer 已接受报价单 ${quote.quoteNumber}：订单 ${orderNumber}` : `Quote ${quote.quoteNumber} accepted by Ada Customer: order ${orderNumber}`);
      expect(notice.body).toContain(c.email);
      expect(notice.body).toContain(lang === 'zh' ? '合计：¥2999.70' : 'Total: ¥2999.70');
    }
    // A refused acceptance (the quote expired) queues no notice.
    const [mailbox] = await db().select().from(globalConfig).where(and(eq(globalConfig.key, 'mail'), eq(globalConfig.lang, 'en')));
    const count = async () => (await db().select().from(outbox).where(eq(outbox.recipient, mailbox!.value))).length;
    const { c, quote } = await sentQuote('2026-11-20');
    const before = await count();
    expect((await k.call('POST', `/account/quotes/${quote.id}/accept`, { token: c.token })).status).toBe(409);
    expect(await count()).toBe(before);
  });
});
