import { eq, isNotNull } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { orders, productSizes } from '../../db/schema/index.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { accountKit } from '../account/account.test-kit.ts';

const INTL = { 'x-forwarded-for': '8.8.8.8' };

describeEachDatabase('cart and orders API', (database) => {
  const kit = () => accountKit(database().db);
  /** Two priced sizes of different products from the seed. */
  const pricedSizes = async () => {
    const rows = await database().db.select().from(productSizes).where(isNotNull(productSizes.priceCny)).limit(50);
    const a = rows[0]!;
    const b = rows.find((r) => r.productId !== a.productId)!;
    return [a, b] as const;
  };

  it('needs a login for every cart call (401 E0401 "Please login")', async () => {
    const k = kit();
    const calls: [string, string][] = [['GET', '/order?size=-1'], ['POST', '/order'], ['PUT', '/order/1'], ['DELETE', '/order/1'], ['DELETE', '/order/batch?idList=1'], ['PUT', '/order/clear'], ['GET', '/order/list']];
    for (const [method, path] of calls) {
      const res = await k.call(method, path, { body: method === 'GET' || method === 'DELETE' ? undefined : {} });
      expect(res.status, path).toBe(401);
      expect(res.body).toMatchObject({ code: 'E0401', msg: 'Please login' });
    }
  });

  it('adds, lists with totals, changes a count, deletes and batch-deletes', async () => {
    const k = kit();
    const { token } = await k.newUser();
    const [a, b] = await pricedSizes();
    const empty = await k.call('GET', '/order?size=-1', { token });
    expect(empty.body.data).toEqual({ list: [], total: 0, priceTotal: 0 });

    expect((await k.call('POST', '/order', { token, body: { sizeId: a.id, count: 2 } })).status).toBe(200);
    expect((await k.call('POST', '/order', { token, body: { sizeId: b.id, count: 1 } })).status).toBe(200);
    expect((await k.call('POST', '/order', { token, body: { sizeId: a.id, count: 1 } })).status).toBe(200);
    const cart = (await k.call('GET', '/order?size=-1', { token })).body.data;
    expect(cart.list).toHaveLength(2);
    const lineA = cart.list.find((l: { sizeId: number }) => l.sizeId === a.id);
    expect(lineA).toMatchObject({ count: 3, price: `¥${Number(a.priceCny).toFixed(2)}`, subtotal: `¥${(Number(a.priceCny) * 3).toFixed(2)}`, catalogNumber: expect.any(String), productName: expect.any(String), size: a.size });
    expect(cart.total).toBe(4);
    expect(cart.priceTotal).toBeCloseTo(Number(a.priceCny) * 3 + Number(b.priceCny), 2);

    expect((await k.call('PUT', `/order/${lineA.id}`, { token, body: { id: lineA.id, count: 5 } })).status).toBe(200);
    expect((await k.call('PUT', `/order/${lineA.id}`, { token, body: { count: 0 } })).status).toBe(400);
    expect((await k.call('POST', '/order', { token, body: { sizeId: 2_000_000_000, count: 1 } })).status).toBe(404);
    const afterPut = (await k.call('GET', '/order?size=-1', { token })).body.data;
    expect(afterPut.total).toBe(6);

    const lineB = afterPut.list.find((l: { sizeId: number }) => l.sizeId === b.id);
    expect((await k.call('DELETE', `/order/${lineB.id}`, { token })).status).toBe(200);
    expect((await k.call('DELETE', `/order/${lineB.id}`, { token })).status).toBe(404);
    expect((await k.call('DELETE', '/order/batch?idList=', { token })).status).toBe(400);
    const batch = await k.call('DELETE', `/order/batch?idList=${lineA.id},${lineB.id}`, { token });
    expect(batch.body.data).toEqual({ deleted: 1 });
    expect((await k.call('GET', '/order?size=-1', { token })).body.data).toEqual({ list: [], total: 0, priceTotal: 0 });
  });

  it("never lets one user read or change another's cart or orders", async () => {
    const k = kit();
    const alice = await k.newUser();
    const bob = await k.newUser();
    const [a] = await pricedSizes();
    await k.call('POST', '/order', { token: alice.token, body: { sizeId: a.id, count: 2 } });
    const line = (await k.call('GET', '/order?size=-1', { token: alice.token })).body.data.list[0];
    expect((await k.call('PUT', `/order/${line.id}`, { token: bob.token, body: { count: 9 } })).status).toBe(404);
    expect((await k.call('DELETE', `/order/${line.id}`, { token: bob.token })).status).toBe(404);
    expect((await k.call('DELETE', `/order/batch?idList=${line.id}`, { token: bob.token })).status).toBe(404);
    expect((await k.call('GET', '/order?size=-1', { token: bob.token })).body.data.list).toEqual([]);
    await k.call('PUT', '/order/clear', { token: alice.token, body: { settlementKey: 'alice-key-0001' } });
    // Bob using Alice's settlement key makes nothing of hers.
    expect((await k.call('PUT', '/order/clear', { token: bob.token, body: { settlementKey: 'alice-key-0001' } })).status).toBe(400);
    expect((await k.call('GET', '/order/list', { token: bob.token })).body.data).toEqual([]);
    expect((await k.call('GET', '/order/list', { token: alice.token })).body.data).toHaveLength(1);
    expect((await k.call('GET', `/users/info/${alice.id}`, { token: bob.token })).status).toBe(403);
  });

  it('makes one order from a double-clicked check-out (same key, sequential and concurrent)', async () => {
    const k = kit();
    const { token, id } = await k.newUser();
    const [a, b] = await pricedSizes();
    await k.call('POST', '/order', { token, body: { sizeId: a.id, count: 1 } });
    await k.call('POST', '/order', { token, body: { sizeId: b.id, count: 2 } });
    const key = 'settle-key-concurrent';
    const [r1, r2] = await Promise.all([
      k.call('PUT', '/order/clear', { token, body: { settlementKey: key } }),
      k.call('PUT', '/order/clear', { token, body: { settlementKey: key } }),
    ]);
    expect([r1.status, r2.status]).toEqual([200, 200]);
    expect(r1.body.data.orderNumber).toBe(r2.body.data.orderNumber);
    const again = await k.call('PUT', '/order/clear', { token, body: { settlementKey: key } });
    expect(again.body.data).toMatchObject({ orderNumber: r1.body.data.orderNumber, repeated: true });
    expect(await database().db.select().from(orders).where(eq(orders.userId, id))).toHaveLength(1);
    expect((await k.call('GET', '/order?size=-1', { token })).body.data.total).toBe(0);

    const list = (await k.call('GET', '/order/list', { token })).body.data;
    expect(list[0]).toMatchObject({ orderNumber: r1.body.data.orderNumber, createdAt: expect.any(String), totalText: expect.stringMatching(/^¥\d+\.\d{2}$/) });
    expect(list[0].lines).toHaveLength(2);
    // A second order is listed first.
    k.advance(1000);
    await k.call('POST', '/order', { token, body: { sizeId: a.id, count: 1 } });
    const second = await k.call('PUT', '/order/clear', { token, body: { settlementKey: 'settle-key-second' } });
    const after = (await k.call('GET', '/order/list', { token })).body.data;
    expect(after.map((o: { orderNumber: string }) => o.orderNumber)).toEqual([second.body.data.orderNumber, r1.body.data.orderNumber]);
  });

  it('shows a visitor outside China inquiry everywhere, with no number in the JSON', async () => {
    const k = kit();
    const { token } = await k.newUser();
    const [a, b] = await pricedSizes();
    await k.call('POST', '/order', { token, body: { sizeId: a.id, count: 2 } });
    await k.call('POST', '/order', { token, body: { sizeId: b.id, count: 1 } });
    const intl = await k.call('GET', '/order?size=-1', { token, headers: INTL });
    expect(intl.body.data.priceTotal).toBe('inquiry');
    expect(intl.body.data.total).toBe(3);
    for (const l of intl.body.data.list) expect([l.price, l.subtotal]).toEqual(['inquiry', 'inquiry']);
    expect(JSON.stringify(intl.body)).not.toContain(Number(a.priceCny).toFixed(2));
    await k.call('PUT', '/order/clear', { token, body: { settlementKey: 'intl-view-key' } });
    const orders = await k.call('GET', '/order/list', { token, headers: INTL });
    expect(orders.body.data[0].totalText).toBe('inquiry');
    expect(JSON.stringify(orders.body)).not.toMatch(/¥/);
  });

  it('keeps a consistent count under concurrent changes', async () => {
    const k = kit();
    const { token } = await k.newUser();
    const [a] = await pricedSizes();
    await Promise.all(Array.from({ length: 20 }, () => k.call('POST', '/order', { token, body: { sizeId: a.id, count: 1 } })));
    const cart = (await k.call('GET', '/order?size=-1', { token })).body.data;
    expect(cart.list).toHaveLength(1);
    expect(cart.list[0].count).toBe(20);
    const id = cart.list[0].id;
    const counts = Array.from({ length: 10 }, (_, i) => i + 1);
    await Promise.all(counts.map((count) => k.call('PUT', `/order/${id}`, { token, body: { count } })));
    const after = (await k.call('GET', '/order?size=-1', { token })).body.data;
    expect(counts).toContain(after.list[0].count);
    expect(after.total).toBe(after.list[0].count);
  });
});
