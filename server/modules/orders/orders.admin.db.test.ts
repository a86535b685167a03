import { beijingDate } from '../../../src/contracts/beijing-date.ts';
import { randomUUID } from 'node:crypto';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { auditLog, orderEvents, orders, outbox, productSizes, users } from '../../db/schema/index.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { adminKit } from '../admin/admin.test-kit.ts';

describeEachDatabase('orders: staff moves along the order flow, audited and e-mailed; the customer sees only their own', (database) => {
  let k: ReturnType<typeof adminKit>;
  let sales: { id: number; email: string; token: string };
  const db = () => database().db;

  /** A customer who checked out one priced size (count 2) in `lang`; answers their token, e-mail and order id. */
  async function checkedOut(lang: 'en' | 'zh' = 'en') {
    const token = await k.customerToken();
    const [size] = await db().select().from(productSizes).where(isNotNull(productSizes.priceCny)).limit(1);
    expect((await k.call('POST', '/order', { token, body: { sizeId: size!.id, count: 2 } })).status).toBe(200);
    const settled = await k.call('PUT', '/order/clear', { token, body: { settlementKey: randomUUID() }, headers: { 'x-lang': lang } });
    expect(settled.status).toBe(200);
    const orderId = settled.body.data.orderId as number;
    const [row] = await db().select({ email: users.email }).from(orders).innerJoin(users, eq(users.id, orders.userId)).where(eq(orders.id, orderId));
    return { token, email: row!.email, orderId, size: size! };
  }
  const move = (id: number, body: unknown, lang = 'en', token = sales.token) => k.call('POST', `/admin/orders/${id}/transition`, { token, body, headers: { 'x-lang': lang } });
  const mailsTo = (email: string) => db().select().from(outbox).where(eq(outbox.recipient, email)).orderBy(outbox.id);

  beforeAll(async () => {
    k = adminKit(db());
    sales = await k.newStaff(['sales'], { name: 'Sally Sales' });
  });

  it('walks an order from submitted to closed, each step audited, in the timeline and e-mailed in the customer language', async () => {
    const { email, orderId, token } = await checkedOut('zh');
    const listed = (await k.call('GET', '/admin/orders?status=submitted', { token: sales.token })).body.data.items;
    expect(listed.find((o: { id: number }) => o.id === orderId)).toMatchObject({ status: 'submitted', lang: 'zh', customer: { email } });

    for (const to of ['confirmed', 'awaiting_payment', 'paid'] as const) expect((await move(orderId, { to })).status, to).toBe(200);
    const parcel = { carrier: 'SF Express', trackingNumber: 'SF1234567890', shippedOn: '2026-11-21', coldChainNote: 'Dry ice, -70 °C' };
    // The demo product has lots in stock: the first parcel names the lot of its line (the recall needs it).
    const [line] = (await k.call('GET', `/admin/orders/${orderId}/ship-lines`, { token: sales.token })).body.data;
    expect(line.offers.length).toBeGreaterThan(0);
    const lotless = await move(orderId, { to: 'shipped', shipping: parcel });
    expect(lotless.status).toBe(400);
    expect(lotless.body.data.fields).toEqual([{ field: 'shipping.lines', message: 'Choose the lot of every line that has a lot in stock (the recall list needs it)' }]);
    const shipped = await move(orderId, { to: 'shipped', note: '请冷藏保存', shipping: { ...parcel, lines: [{ orderLineId: line.orderLineId, lotId: line.offers[0].lotId, quantity: line.count }] } });
    expect(shipped.status).toBe(200);
    expect(shipped.body.data).toMatchObject({ status: 'shipped', shipping: { carrier: 'SF Express', trackingNumber: 'SF1234567890', shippedOn: '2026-11-21', coldChainNote: 'Dry ice, -70 °C' }, next: ['delivered'] });
    for (const to of ['delivered', 'closed'] as const) expect((await move(orderId, { to })).status, to).toBe(200);

    const detail = (await k.call('GET', `/admin/orders/${orderId}`, { token: sales.token })).body.data;
    expect(detail.events.map((e: { status: string }) => e.status)).toEqual(['submitted', 'confirmed', 'awaiting_payment', 'paid', 'shipped', 'delivered', 'closed']);
    expect(detail.events[1].staffName).toBe('Sally Sales');
    expect(detail.lines).toHaveLength(1);

    const audits = await db().select().from(auditLog).where(and(eq(auditLog.entity, 'order'), eq(auditLog.entityKey, String(orderId)))).orderBy(auditLog.id);
    expect(audits.map((a) => a.action)).toEqual(['confirmed', 'awaiting_payment', 'paid', 'shipped', 'delivered', 'closed']);
    expect(audits.every((a) => a.staffId === sales.id)).toBe(true);

    const mails = await mailsTo(email);
    expect(mails).toHaveLength(6);
    expect(mails[0]!.subject).toContain('已确认');
    expect(mails[3]!.body).toMatch(/SF1234567890/);
    expect(mails[3]!.body).toMatch(/请冷藏保存/);
    expect(mails[3]!.body).toContain(`/cn/order-detail?id=${orderId}`);

    // The customer's own view: the status in the list, the timeline without staff names.
    const mine = (await k.call('GET', '/order/list', { token })).body.data;
    expect(mine[0]).toMatchObject({ id: orderId, status: 'closed' });
    const page = (await k.call('GET', `/order/detail/${orderId}`, { token })).body.data;
    expect(page.events).toHaveLength(7);
    expect(JSON.stringify(page)).not.toMatch(/Sally/);
    expect(page.shipping.trackingNumber).toBe('SF1234567890');
  });

  it('refuses a move the flow does not allow (409, translated), with nothing changed, audited or mailed', async () => {
    const { email, orderId } = await checkedOut();
    const skip = await move(orderId, { to: 'shipped', shipping: { carrier: 'SF', trackingNumber: 'X1', shippedOn: '2026-11-21' } });
    expect(skip.status).toBe(409);
    expect(skip.body.data.fields).toEqual([{ field: 'to', message: 'An order that is Submitted cannot become Shipped' }]);
    const zh = await move(orderId, { to: 'delivered' }, 'zh');
    expect(zh.body.data.fields[0].message).toBe('状态为“已提交”的订单不能改为“已送达”');

    expect((await move(orderId, { to: 'cancelled', note: 'Duplicate order' })).status).toBe(200);
    expect((await move(orderId, { to: 'confirmed' })).status).toBe(409);
    const [row] = await db().select().from(orders).where(eq(orders.id, orderId));
    expect(row!.status).toBe('cancelled');
    expect((await db().select().from(auditLog).where(and(eq(auditLog.entity, 'order'), eq(auditLog.entityKey, String(orderId))))).map((a) => a.action)).toEqual(['cancelled']);
    expect((await mailsTo(email)).map((m) => m.subject)).toEqual([expect.stringContaining('Cancelled')]);

    // Cancelling after payment is refused as well.
    const paid = await checkedOut();
    for (const to of ['confirmed', 'awaiting_payment', 'paid']) await move(paid.orderId, { to });
    expect((await move(paid.orderId, { to: 'cancelled' })).status).toBe(409);
  });

  it('needs the shipping details to ship (400 naming the field), and the orders permission', async () => {
    const { orderId } = await checkedOut();
    for (const to of ['confirmed', 'awaiting_payment', 'paid']) await move(orderId, { to });
    const bad = await move(orderId, { to: 'shipped', shipping: { carrier: 'SF', trackingNumber: '', shippedOn: '2026-11-21' } });
    expect(bad.status).toBe(400);
    expect(bad.body.data.fields[0].field).toBe('shipping.trackingNumber');
    const catalogue = await k.newStaff(['catalogue']);
    expect((await k.call('GET', '/admin/orders', { token: catalogue.token })).status).toBe(403);
    expect((await move(orderId, { to: 'shipped', shipping: { carrier: 'SF', trackingNumber: 'Y', shippedOn: '2026-11-21' } }, 'en', catalogue.token)).status).toBe(403);
  });

  it('filters the staff list by status, day and customer', async () => {
    const { email, orderId } = await checkedOut();
    const day = beijingDate(k.clock.now);
    const by = async (q: string) => (await k.call('GET', `/admin/orders?${q}`, { token: sales.token })).body.data.items.map((o: { id: number }) => o.id);
    expect(await by(`customer=${encodeURIComponent(email)}`)).toEqual([orderId]);
    expect(await by(`customer=${encodeURIComponent(email)}&status=paid`)).toEqual([]);
    expect(await by(`customer=${encodeURIComponent(email)}&from=${day}&to=${day}`)).toEqual([orderId]);
    expect(await by(`customer=${encodeURIComponent(email)}&from=2099-01-01`)).toEqual([]);
    expect((await k.call('GET', '/admin/orders?status=lost', { token: sales.token })).status).toBe(400);
  });

  it('never shows a customer another customer\'s order, nor lets them re-order it', async () => {
    const a = await checkedOut();
    const b = await checkedOut();
    expect((await k.call('GET', `/order/detail/${a.orderId}`, { token: b.token })).status).toBe(404);
    expect((await k.call('POST', `/order/reorder/${a.orderId}`, { token: b.token })).status).toBe(404);
    expect((await k.call('GET', '/order/list', { token: b.token })).body.data.map((o: { id: number }) => o.id)).toEqual([b.orderId]);
    expect((await k.call('GET', `/order/detail/${a.orderId}`)).status).toBe(401);
  });

  it('re-orders at today\'s prices: the lines go back in the cart priced as now', async () => {
    const { token, orderId, size } = await checkedOut();
    const oldPrice = Number(size.priceCny);
    await db().update(productSizes).set({ priceCny: String(oldPrice + 100) }).where(eq(productSizes.id, size.id));
    try {
      const res = await k.call('POST', `/order/reorder/${orderId}`, { token });
      expect(res.body.data).toEqual({ added: 1 });
      const cart = (await k.call('GET', '/order?size=-1', { token })).body.data;
      expect(cart.list).toHaveLength(1);
      expect(cart.list[0]).toMatchObject({ sizeId: size.id, count: 2 });
      expect(cart.priceTotal).toBeCloseTo((oldPrice + 100) * 2, 2);
    } finally {
      await db().update(productSizes).set({ priceCny: size.priceCny }).where(eq(productSizes.id, size.id));
    }
  });

  it('keeps the timeline append-only', async () => {
    const { orderId } = await checkedOut();
    const [event] = await db().select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(desc(orderEvents.id));
    await expect(db().update(orderEvents).set({ note: 'changed' }).where(eq(orderEvents.id, event!.id))).rejects.toThrow();
    await expect(db().delete(orderEvents).where(eq(orderEvents.id, event!.id))).rejects.toThrow();
  });
});
