import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { globalConfig, orderLines, outbox } from '../../db/schema/index.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { describeQuotes } from './quotes.test-kit.ts';

describeQuotes('quotes: free-text lines, and the sales mailbox told of an acceptance', (q, db) => {

  it('takes a free-text line (description, unit, quantity, price) into the PDF, the customer\'s list and the order', async () => {
    const c = await q().customerWithEnquiry();
    const size = await q().priced();
    const free = { description: 'Custom FITC conjugation', unit: 'lot', quantity: 2, unitPrice: '1500' };
    const missing = await q().create({ userId: c.userId, validUntil: '2026-12-31', lines: [{ sizeId: size.id, quantity: 1, unitPrice: '10' }, { description: 'Shipping on dry ice', quantity: 1, unitPrice: '80' }] });
    expect(missing.status).toBe(400);
    expect(missing.body.data.fields).toEqual([{ field: 'lines.1.unit', message: 'A line without a product size needs a description and a unit' }]);
    const made = await q().create({ userId: c.userId, validUntil: '2026-12-31', lines: [{ sizeId: size.id, quantity: 1, unitPrice: '100' }, free] });
    expect(made.status).toBe(200);
    expect(made.body.data.lines[1]).toEqual({ catalogNumber: '', description: 'Custom FITC conjugation', unit: 'lot', quantity: 2, unitPrice: '1500.00', subtotal: '3000.00' });
    expect(made.body.data.total).toBe('3100.00');
    expect((await q().k.call('POST', `/admin/quotes/${made.body.data.id}/send`, { token: q().sales.token })).status).toBe(200);
    const mail = (await db().select().from(outbox).where(eq(outbox.recipient, c.email)))[0]!;
    expect(mail.body).toContain('- Custom FITC conjugation · lot × 2 · ¥1500.00 = ¥3000.00');
    const listed = (await q().k.call('GET', '/account/quotes', { token: c.token })).body.data;
    expect(listed[0].lines[1]).toMatchObject({ description: 'Custom FITC conjugation', unit: 'lot' });
    const text = await pdfText((await q().k.call('GET', `/quotes/${made.body.data.id}/pdf`, { token: c.token })).body.data);
    expect(text).toContain('Custom FITC conjugation');
    expect(text).toContain('3000.00');

    const accepted = await q().k.call('POST', `/account/quotes/${made.body.data.id}/accept`, { token: c.token });
    expect(accepted.status).toBe(200);
    const lines = await db().select().from(orderLines).where(eq(orderLines.orderId, accepted.body.data.orderId)).orderBy(orderLines.id);
    expect(lines[1]).toMatchObject({ productId: null, sizeId: null, catalogNumber: '', productName: 'Custom FITC conjugation', size: 'lot', count: 2, price: '¥1500.00', subtotal: '¥3000.00' });
    const page = await q().k.call('GET', `/order/detail/${accepted.body.data.orderId}`, { token: c.token });
    expect(page.status).toBe(200);
    // Re-order puts back what has a catalogue size; the custom line is asked for again.
    const again = await q().k.call('POST', `/order/reorder/${accepted.body.data.orderId}`, { token: c.token });
    expect(again.body.data).toEqual({ added: 1 });
  });

  it('tells the sales mailbox of the quote\'s language when the customer accepts, in the same transaction', async () => {
    for (const lang of ['en', 'zh'] as const) {
      const [mailbox] = await db().select().from(globalConfig).where(and(eq(globalConfig.key, 'mail'), eq(globalConfig.lang, lang)));
      expect(mailbox?.value, `the ${lang} sales mailbox is configured`).toBeTruthy();
      const { c, quote } = await q().sentQuote('2026-12-31', lang);
      const before = (await db().select().from(outbox).where(eq(outbox.recipient, mailbox!.value))).length;
      const res = await q().k.call('POST', `/account/quotes/${quote.id}/accept`, { token: c.token });
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
    const { c, quote } = await q().sentQuote('2026-11-21');
    q().k.advance(86_400_000);
    const before = await count();
    expect((await q().k.call('POST', `/account/quotes/${quote.id}/accept`, { token: c.token })).status).toBe(409);
    expect(await count()).toBe(before);
    q().k.advance(-86_400_000);
  });
});
