import { and, count, eq, like } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { globalConfig, orderEvents, orderLines, orders, outbox, procurementOrderRequests } from '../../db/schema/index.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { adminSession, type AdminKit } from '../admin/admin.test-kit.ts';
import { createConnection, orderRequestFrom, postOrder, pricedSizes, punchOutCart } from './punchout.test-kit.ts';

describeEachDatabase('cXML OrderRequest: the order of a transferred cart, once; refusals writing nothing', (database) => {
  const db = () => database().db;
  let k: AdminKit;
  let token: string;
  let connectionId: number;
  /** The PunchOutOrderMessage of a real round trip: two sizes, 2 and 1 of them. */
  let message: string;
  let sizes: Awaited<ReturnType<typeof pricedSizes>>;
  const counts = async () => ({
    orders: (await db().select({ n: count() }).from(orders))[0]!.n,
    lines: (await db().select({ n: count() }).from(orderLines))[0]!.n,
    requests: (await db().select({ n: count() }).from(procurementOrderRequests))[0]!.n,
    outbox: (await db().select({ n: count() }).from(outbox))[0]!.n,
  });
  const orderOf = async (po: string) => db().select().from(orders).where(eq(orders.poNumber, po));

  beforeAll(async () => {
    ({ k, token } = await adminSession(db(), ['owner']));
    connectionId = (await createConnection(k, token)).id;
    sizes = await pricedSizes(db(), 2);
    message = await punchOutCart(k, [{ sizeId: sizes[0]!.id, count: 2 }, { sizeId: sizes[1]!.id, count: 1 }]);
  });

  it('makes one order with the PO number from the transferred cart; the same request, or the same orderID again, makes none', async () => {
    const before = await counts();
    const xml = orderRequestFrom(message, { orderId: 'PO-4711', payloadId: 'order-4711@buyer.example' });
    const first = await postOrder(k, xml);
    expect([first.status, first.code]).toEqual([200, '200']);
    const [order] = await orderOf('PO-4711');
    expect(order).toMatchObject({ status: 'submitted', source: 'PunchOut Acme Coupa', lang: 'en', poNumber: 'PO-4711' });
    expect(first.detail).toBe(`order ${order!.orderNumber}`);
    const expected = Number(sizes[0]!.price) * 2 + Number(sizes[1]!.price);
    expect(order!.totalText).toBe(`¥${expected.toFixed(2)}`);
    expect(order!.shipTo).toEqual({ recipient: 'Ada Buyer, Lab 7', phone: '86 21 50801234', company: 'Acme Pharma Shanghai', region: 'Shanghai SH China', street: '88 Keyuan Road', postcode: '201203' });
    expect(order!.note).toContain('Keep cold');
    expect(order!.note).toContain('Bill to: Acme Pharma Accounts Payable');
    const lines = await db().select().from(orderLines).where(eq(orderLines.orderId, order!.id));
    expect(lines.map((l) => [l.sizeId, l.count, l.price])).toEqual([
      [sizes[0]!.id, 2, `¥${Number(sizes[0]!.price).toFixed(2)}`],
      [sizes[1]!.id, 1, `¥${Number(sizes[1]!.price).toFixed(2)}`],
    ]);
    const after = await counts();
    expect([after.orders - before.orders, after.lines - before.lines, after.requests - before.requests]).toEqual([1, 2, 1]);
    // Staff see where it came from beside the PO number.
    const shown = (await k.call('GET', `/admin/orders/${order!.id}`, { token })).body.data;
    expect(shown).toMatchObject({ source: 'PunchOut Acme Coupa', poNumber: 'PO-4711', status: 'submitted', customer: { email: 'ada@acme.example' } });
    // The staff mailbox (the seed's `mail` in English) is told through the outbox, as of a check-out; nobody else is mailed.
    const [mailbox] = await db().select().from(globalConfig).where(and(eq(globalConfig.key, 'mail'), eq(globalConfig.lang, 'en')));
    const mails = await db().select().from(outbox).where(like(outbox.subject, `%${order!.orderNumber}%`));
    expect(mails.map((m) => m.recipient)).toEqual([mailbox!.value]);
    expect(mails[0]!.body).toContain('PO-4711');

    // The procurement system resends (no Response read): the first answer, nothing added.
    const again = await postOrder(k, xml);
    expect(again).toEqual(first);
    // Another document for the same orderID: the same order answered, nothing added.
    const sameOrder = await postOrder(k, orderRequestFrom(message, { orderId: 'PO-4711' }));
    expect([sameOrder.code, sameOrder.detail]).toEqual(['200', first.detail]);
    expect(await counts()).toEqual(after);

    const log = (await k.call('GET', `/admin/procurement/connections/${connectionId}/messages`, { token })).body.data as { type: string; status: string; xml: string }[];
    expect(log.slice(0, 2).map((m) => `${m.type} ${m.status}`)).toEqual(['Response 200', 'OrderRequest 200']);
    expect(log[1]!.xml).toContain('<SharedSecret>***</SharedSecret>');
  });

  it('refuses a wrong secret (401), a unit price that differs (400 naming the line), an unknown part and a wrong total, writing nothing', async () => {
    const before = await counts();
    const wrong = await postOrder(k, orderRequestFrom(message, { orderId: 'PO-1', secret: 'not-the-secret-at-all' }));
    expect([wrong.status, wrong.code]).toEqual([401, '401']);
    const cheaper = await postOrder(k, orderRequestFrom(message, { orderId: 'PO-2', price: { index: 1, amount: '1.00' } }));
    expect([cheaper.status, cheaper.code]).toEqual([400, '400']);
    expect(cheaper.detail).toBe(`ItemOut 2 (${sizes[1]!.catalogNumber}/${sizes[1]!.size}): the unit price 1.00 differs from the shop's ${Number(sizes[1]!.price).toFixed(2)}`);
    const unknown = await postOrder(k, orderRequestFrom(message, { orderId: 'PO-3' }).replace(`<SupplierPartAuxiliaryID>${sizes[0]!.id}<`, '<SupplierPartAuxiliaryID>2147483000<'));
    expect([unknown.status, unknown.detail]).toEqual([400, expect.stringMatching(/^ItemOut 1 .*unknown part$/)]);
    const total = await postOrder(k, orderRequestFrom(message, { orderId: 'PO-4' }).replace(/(<Total><Money currency="CNY">)[^<]*/, '$10.01'));
    expect([total.status, total.detail]).toEqual([400, expect.stringMatching(/^Total: 0\.01 CNY is not the lines' sum/)]);
    expect(await counts()).toEqual(before);
    expect(await orderOf('PO-2')).toEqual([]);
  });

  it('update changes the lines of an order not yet paid; delete cancels it, once; a paid order is not cancelled (409)', async () => {
    await postOrder(k, orderRequestFrom(message, { orderId: 'PO-5000' }));
    const [order] = await orderOf('PO-5000');
    // The buyer's system drops the second line (a message of the first line alone, its total adjusted).
    const oneLine = message.replace(/<ItemIn quantity="1">[\s\S]*?<\/ItemIn>/, '').replace(/(<Total><Money currency="CNY">)[^<]*/, `$1${(Number(sizes[0]!.price) * 2).toFixed(2)}`);
    const updated = await postOrder(k, orderRequestFrom(oneLine, { orderId: 'PO-5000', type: 'update' }));
    expect([updated.code, updated.detail]).toEqual(['200', `order ${order!.orderNumber} changed`]);
    expect((await db().select().from(orderLines).where(eq(orderLines.orderId, order!.id))).map((l) => [l.sizeId, l.count])).toEqual([[sizes[0]!.id, 2]]);
    expect((await orderOf('PO-5000'))[0]!.totalText).toBe(`¥${(Number(sizes[0]!.price) * 2).toFixed(2)}`);

    const deleted = await postOrder(k, orderRequestFrom(message, { orderId: 'PO-5000', type: 'delete' }));
    expect([deleted.code, deleted.detail]).toEqual(['200', `order ${order!.orderNumber} cancelled`]);
    expect((await orderOf('PO-5000'))[0]!.status).toBe('cancelled');
    const events = await db().select().from(orderEvents).where(eq(orderEvents.orderId, order!.id));
    expect(events.map((e) => e.status)).toEqual(['submitted', 'cancelled']);
    // A cancelled order is not changed again.
    expect((await postOrder(k, orderRequestFrom(message, { orderId: 'PO-5000', type: 'update' }))).status).toBe(409);
    expect((await postOrder(k, orderRequestFrom(message, { orderId: 'PO-unknown', type: 'delete' }))).status).toBe(400);

    await postOrder(k, orderRequestFrom(message, { orderId: 'PO-6000' }));
    await db().update(orders).set({ status: 'paid' }).where(eq(orders.poNumber, 'PO-6000'));
    const paid = await postOrder(k, orderRequestFrom(message, { orderId: 'PO-6000', type: 'delete' }));
    expect([paid.status, paid.code]).toEqual([409, '409']);
    expect((await orderOf('PO-6000'))[0]!.status).toBe('paid');
  });
});
