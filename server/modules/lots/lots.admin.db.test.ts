import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNotNull, ne } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { auditLog, lots, productSizes, products } from '../../db/schema/index.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { adminKit } from '../admin/admin.test-kit.ts';
import { lotResults } from './lot-results.ts';

describeEachDatabase('lots: released per size, chosen when shipping, shown to the customer, recalled', (database) => {
  let k: ReturnType<typeof adminKit>;
  let sales: { token: string };
  let catalogue: { id: number; token: string };
  const db = () => database().db;

  /** A priced size with demo lots (two, each with a certificate), the nth such size. */
  async function sizeWithLots(n: number) {
    const rows = await db()
      .selectDistinct({ id: productSizes.id, productId: productSizes.productId, catalogNumber: products.catalogNumber })
      .from(productSizes)
      .innerJoin(products, eq(products.id, productSizes.productId))
      .innerJoin(lots, eq(lots.sizeId, productSizes.id))
      .where(isNotNull(productSizes.priceCny))
      .orderBy(asc(productSizes.id))
      .limit(n + 1);
    return rows[n]!;
  }

  /** A customer's paid order of `count` units of the size; answers the customer's token, the order id and its line id. */
  async function paidOrder(sizeId: number, count: number) {
    const token = await k.customerToken();
    expect((await k.call('POST', '/order', { token, body: { sizeId, count } })).status).toBe(200);
    const orderId = (await k.call('PUT', '/order/clear', { token, body: { settlementKey: randomUUID() } })).body.data.orderId as number;
    for (const to of ['confirmed', 'awaiting_payment', 'paid']) expect((await k.call('POST', `/admin/orders/${orderId}/transition`, { token: sales.token, body: { to } })).status).toBe(200);
    const lines = (await k.call('GET', `/admin/orders/${orderId}/ship-lines`, { token: sales.token })).body.data;
    return { token, orderId, lines };
  }
  const parcel = { carrier: 'SF Express', trackingNumber: 'SF100200300', shippedOn: '2026-11-21', coldChainNote: 'Dry ice' };
  const ship = (orderId: number, lines: unknown[]) => k.call('POST', `/admin/orders/${orderId}/transition`, { token: sales.token, body: { to: 'shipped', shipping: { ...parcel, lines } } });

  beforeAll(async () => {
    k = adminKit(db());
    sales = await k.newStaff(['sales']);
    catalogue = await k.newStaff(['catalogue'], { name: 'Quinn QA' });
  });

  it('ships one line in two parcels from two lots; the customer sees both lots with their certificates; the recall lists exactly the orders that got the lot', async () => {
    const size = await sizeWithLots(0);
    const { token, orderId, lines } = await paidOrder(size.id, 3);
    expect(lines).toHaveLength(1);
    const [first, second] = lines[0].offers as { lotId: number; lotNumber: string; expiresOn: string }[];
    expect(first!.expiresOn < second!.expiresOn).toBe(true);

    const shipped = await ship(orderId, [{ orderLineId: lines[0].orderLineId, lotId: first!.lotId, quantity: 2 }]);
    expect(shipped.status).toBe(200);
    expect(shipped.body.data.shipping).toMatchObject({ carrier: 'SF Express', trackingNumber: 'SF100200300', coldChainNote: 'Dry ice' });
    const more = await k.call('POST', `/admin/orders/${orderId}/shipments`, { token: sales.token, body: { ...parcel, trackingNumber: 'SF100200301', lines: [{ orderLineId: lines[0].orderLineId, lotId: second!.lotId, quantity: 1 }] } });
    expect(more.status).toBe(200);
    expect(more.body.data[0].shipped).toEqual([{ lotNumber: first!.lotNumber, quantity: 2 }, { lotNumber: second!.lotNumber, quantity: 1 }]);

    // One more unit than the line ordered, over both parcels, is refused naming the field.
    const beyond = await k.call('POST', `/admin/orders/${orderId}/shipments`, { token: sales.token, body: { ...parcel, lines: [{ orderLineId: lines[0].orderLineId, lotId: second!.lotId, quantity: 1 }] } });
    expect(beyond.status).toBe(400);
    expect(beyond.body.data.fields[0].field).toBe('lines.0.quantity');

    const mine = (await k.call('GET', `/order/detail/${orderId}`, { token })).body.data;
    const coa = (lot: string) => `/api/v1/coa/${size.catalogNumber}/${lot}`;
    expect(mine.lines[0].lots).toEqual([
      { lotNumber: first!.lotNumber, quantity: 2, coaUrl: coa(first!.lotNumber) },
      { lotNumber: second!.lotNumber, quantity: 1, coaUrl: coa(second!.lotNumber) },
    ]);
    const pdf = await k.call('GET', coa(first!.lotNumber).slice('/api/v1'.length));
    expect(pdf.status).toBe(200);
    expect(new TextDecoder().decode((pdf.body.data as Uint8Array).slice(0, 5))).toBe('%PDF-');

    // Another order of the same size, shipped from the second lot only: not in the first lot's recall.
    const other = await paidOrder(size.id, 1);
    expect((await ship(other.orderId, [{ orderLineId: other.lines[0].orderLineId, lotId: second!.lotId, quantity: 1 }])).status).toBe(200);
    const recall = await k.call('GET', `/admin/lots/${size.catalogNumber.toLowerCase()}/${first!.lotNumber}/orders`, { token: sales.token });
    expect(recall.status).toBe(200);
    expect(recall.body.data.orders.map((o: { orderId: number; quantity: number }) => [o.orderId, o.quantity])).toEqual([[orderId, 2]]);
    expect(recall.body.data.orders[0].customer.email).toMatch(/@/);
    const recallSecond = (await k.call('GET', `/admin/lots/${size.catalogNumber}/${second!.lotNumber}/orders`, { token: sales.token })).body.data;
    expect(recallSecond.orders.map((o: { orderId: number }) => o.orderId).sort()).toEqual([orderId, other.orderId].sort());

    const csv = await k.call('GET', `/admin/lots/${size.catalogNumber}/${first!.lotNumber}/orders.csv`, { token: sales.token });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const text = new TextDecoder().decode(csv.body.data as Uint8Array);
    expect(text.split('\r\n').filter(Boolean)).toHaveLength(2);
    expect(text).toContain(recall.body.data.orders[0].orderNumber);
    // Recall is for the order staff only.
    expect((await k.call('GET', `/admin/lots/${size.catalogNumber}/${first!.lotNumber}/orders`, { token: catalogue.token })).status).toBe(403);
  });

  it('offers the earliest-expiring lot in stock first; a lot of another size, and more than ordered, are refused naming the field', async () => {
    const size = await sizeWithLots(1);
    const lotNumber = `QA-${randomUUID().slice(0, 8).toUpperCase()}`;
    const results = [
      { test: 'purity', specification: '> 95%', value: '97.1%', method: 'SDS-PAGE' },
      { test: 'endotoxin', specification: '< 0.1 EU/µg', value: '0.02 EU/µg', method: 'LAL' },
    ];
    const released = await k.call('POST', `/admin/products/${size.catalogNumber}/lots`, {
      token: catalogue.token,
      body: { sizeId: size.id, lotNumber: lotNumber.toLowerCase(), madeOn: '2026-10-01', expiresOn: '2026-12-01', quantityReleased: 5, results },
    });
    expect(released.status).toBe(200);
    const lot = released.body.data.find((l: { lotNumber: string }) => l.lotNumber === lotNumber);
    expect(lot).toMatchObject({ sizeId: size.id, quantityReleased: 5, shipped: 0, inStock: 5, releasedBy: 'Quinn QA', results });
    const [audit] = await db().select().from(auditLog).where(and(eq(auditLog.entity, 'lot'), eq(auditLog.action, 'release'), eq(auditLog.staffId, catalogue.id)));
    expect(audit!.entityKey).toContain(lotNumber);
    expect(await lotResults(db(), size.productId, lotNumber)).toEqual(results);

    // A size of another product, and the same lot again in that size, are refused.
    const [foreign] = await db().select().from(productSizes).where(ne(productSizes.productId, size.productId)).limit(1);
    const again = { sizeId: foreign!.id, lotNumber, madeOn: '2026-10-01', expiresOn: '2026-12-01', quantityReleased: 5 };
    const wrongSize = await k.call('POST', `/admin/products/${size.catalogNumber}/lots`, { token: catalogue.token, body: again });
    expect(wrongSize.status).toBe(400);
    expect(wrongSize.body.data.fields[0].field).toBe('sizeId');
    const taken = await k.call('POST', `/admin/products/${size.catalogNumber}/lots`, { token: catalogue.token, body: { ...again, sizeId: size.id } });
    expect(taken.body.data.fields[0].field).toBe('lotNumber');

    const { orderId, lines } = await paidOrder(size.id, 2);
    const offers = lines[0].offers as { lotNumber: string; expiresOn: string }[];
    expect(offers[0]!.lotNumber).toBe(lotNumber);
    expect(offers.map((o) => o.expiresOn)).toEqual(offers.map((o) => o.expiresOn).sort());

    const [otherLot] = await db().select().from(lots).where(ne(lots.sizeId, size.id)).limit(1);
    const wrongLot = await ship(orderId, [{ orderLineId: lines[0].orderLineId, lotId: otherLot!.id, quantity: 1 }]);
    expect(wrongLot.status).toBe(400);
    expect(wrongLot.body.data.fields[0].field).toBe('shipping.lines.0.lotId');
    const tooMany = await ship(orderId, [{ orderLineId: lines[0].orderLineId, lotId: lot.id, quantity: 3 }]);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.data.fields[0].field).toBe('shipping.lines.0.quantity');
    // Refused moves changed nothing: the order is still paid.
    expect((await k.call('GET', `/admin/orders/${orderId}`, { token: sales.token })).body.data.status).toBe('paid');

    expect((await ship(orderId, [{ orderLineId: lines[0].orderLineId, lotId: lot.id, quantity: 2 }])).status).toBe(200);
    const after = (await k.call('GET', `/admin/products/${size.catalogNumber}/lots`, { token: catalogue.token })).body.data;
    expect(after.find((l: { id: number }) => l.id === lot.id)).toMatchObject({ shipped: 2, inStock: 3 });
  });
});
