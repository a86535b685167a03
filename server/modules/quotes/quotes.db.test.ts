import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { auditLog, orderEvents, orderLines, orders, outbox, products, quotes } from '../../db/schema/index.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { describeQuotes } from './quotes.test-kit.ts';

describeQuotes('quotes: staff price an enquiry and send it; the customer downloads the PDF and accepts it', (q, db) => {
  it('prices an enquiry, numbers it and mails the customer in their language with the link to the personal centre, audited', async () => {
    const { c, quote } = await q().sentQuote('2026-12-31', 'zh');
    expect(quote).toMatchObject({ status: 'sent', lang: 'zh', total: '2999.70', enquiryId: c.enquiryId, customer: { email: c.email } });
    expect(quote.quoteNumber).toMatch(/^Q-2026-\d{6}$/);
    const mails = await db().select().from(outbox).where(eq(outbox.recipient, c.email));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`您的报价单 ${quote.quoteNumber}`);
    expect(mails[0]!.body).toContain('¥2999.70');
    expect(mails[0]!.body).toContain('/cn/my-quotes');
    const audits = await db().select().from(auditLog).where(and(eq(auditLog.entity, 'quote'), eq(auditLog.entityKey, String(quote.id)))).orderBy(auditLog.id);
    expect(audits.map((a) => [a.action, a.staffId])).toEqual([['create', q().sales.id], ['send', q().sales.id]]);
    // The quote answers the enquiry: its lead is answered, the quote's mail kept as the reply.
    const lead = (await q().k.call('GET', `/admin/leads/enquiry/${c.enquiryId}`, { token: q().sales.token })).body.data;
    expect(lead.status).toBe('answered');
    expect(lead.events.filter((e: { type: string }) => e.type === 'reply').map((e: { value: string }) => e.value)).toEqual([`您的报价单 ${quote.quoteNumber}`]);
    expect(lead.answeredAt).toBeTruthy();
    // Sending twice is refused.
    expect((await q().k.call('POST', `/admin/quotes/${quote.id}/send`, { token: q().sales.token })).status).toBe(409);
    const list = (await q().k.call('GET', '/admin/quotes', { token: q().sales.token })).body.data.items;
    const listed = list.find((q: { id: number }) => q.id === quote.id);
    expect(listed).toBeTruthy();
    // One quote answers as the list has it.
    const one = await q().k.call('GET', `/admin/quotes/${quote.id}`, { token: q().sales.token });
    expect([one.status, one.body.data]).toEqual([200, listed]);
  });

  it('refuses bad input with the field named, and needs the orders permission', async () => {
    const c = await q().customerWithEnquiry();
    const bad = await q().create({ userId: c.userId, validUntil: '2026-12-31', lines: [{ sizeId: (await q().priced()).id, quantity: 1, unitPrice: '12.345' }] });
    expect(bad.status).toBe(400);
    expect(bad.body.data.fields[0].field).toBe('lines.0.unitPrice');
    // A draft is not the customer's to accept yet, nor listed.
    const draft = await q().create({ userId: c.userId, validUntil: '2026-12-31', lines: [{ sizeId: (await q().priced()).id, quantity: 1, unitPrice: '10' }] });
    expect(draft.body.data).toMatchObject({ status: 'draft', total: '10.00' });
    const early = await q().k.call('POST', `/account/quotes/${draft.body.data.id}/accept`, { token: c.token });
    expect(early.status).toBe(409);
    expect(early.body.data.fields[0].message).toBe('This quote has not been sent yet');
    expect((await q().k.call('GET', '/account/quotes', { token: c.token })).body.data).toEqual([]);
    const catalogue = await q().k.newStaff(['catalogue']);
    expect((await q().create({ userId: c.userId, validUntil: '2026-12-31', lines: [] }, catalogue.token)).status).toBe(403);
  });

  it('gives the PDF with number, line and total to its customer and staff only', async () => {
    const { c, quote, size } = await q().sentQuote();
    const mine = await q().k.call('GET', `/quotes/${quote.id}/pdf`, { token: c.token });
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
    expect((await q().k.call('GET', `/admin/quotes/${quote.id}/pdf`, { token: q().sales.token })).status).toBe(200);

    const other = await q().customerWithEnquiry();
    expect((await q().k.call('GET', `/quotes/${quote.id}/pdf`, { token: other.token })).status).toBe(404);
    expect((await q().k.call('POST', `/account/quotes/${quote.id}/accept`, { token: other.token })).status).toBe(404);
    expect((await q().k.call('GET', '/account/quotes', { token: other.token })).body.data).toEqual([]);
  });

  it('writes a Chinese customer\'s PDF entirely in Chinese, with the product\'s Chinese name', async () => {
    const { c, quote, size } = await q().sentQuote('2026-12-31', 'zh');
    const res = await q().k.call('GET', `/quotes/${quote.id}/pdf`, { token: c.token });
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

  it('refuses a validity date already past, and sending a draft whose date has passed since', async () => {
    const c = await q().customerWithEnquiry();
    const line = { sizeId: (await q().priced()).id, quantity: 1, unitPrice: '10' };
    // The test clock is 2026-11-21 16:00 in Beijing.
    const past = await q().create({ userId: c.userId, validUntil: '2026-11-20', lines: [line] });
    expect([past.status, past.body.data.fields]).toEqual([400, [{ field: 'validUntil', message: 'The validity date must be today or later (Beijing time)' }]]);
    const draft = await q().create({ userId: c.userId, validUntil: '2026-11-21', lines: [line] });
    expect(draft.status).toBe(200);
    q().k.advance(86_400_000);
    try {
      // A day later the morning's staff session has ended: a new login sends.
      const token = await q().k.login(q().sales.email);
      const late = await q().k.call('POST', `/admin/quotes/${draft.body.data.id}/send`, { token, headers: { 'x-lang': 'zh' } });
      expect([late.status, late.body.data.fields[0].message]).toEqual([409, '该报价的有效期已过：请新建一份有效期更晚的报价']);
    } finally {
      q().k.advance(-86_400_000);
    }
  });

  it('refuses an expired quote (409, translated) and makes no order', async () => {
    // Sent on its last day; the next day it has expired.
    const { c, quote } = await q().sentQuote('2026-11-21');
    q().k.advance(86_400_000);
    const listed = (await q().k.call('GET', '/account/quotes', { token: c.token })).body.data;
    expect(listed[0]).toMatchObject({ id: quote.id, status: 'expired' });
    const res = await q().k.call('POST', `/account/quotes/${quote.id}/accept`, { token: c.token, headers: { 'x-lang': 'zh' } });
    expect(res.status).toBe(409);
    expect(res.body.data.fields[0].message).toContain('已过期');
    expect(await db().select().from(orders).where(eq(orders.userId, c.userId))).toEqual([]);
    q().k.advance(-86_400_000);
  });

  it('accepting makes one submitted order at the quoted prices, not today\'s, with the confirmation mail', async () => {
    const { c, quote, size } = await q().sentQuote('2026-11-21');
    const res = await q().k.call('POST', `/account/quotes/${quote.id}/accept`, { token: c.token });
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
    expect((await q().k.call('POST', `/account/quotes/${quote.id}/accept`, { token: c.token })).status).toBe(409);
  });
});
