import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { auditLog, documents, orders, products, quotes, users } from '../../db/schema/index.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { adminKit } from './admin.test-kit.ts';

type Answer = { total: number; page: number; items?: { id?: number; catalogNumber?: string }[]; list?: { id?: number; catalogNumber?: string }[] };

/**
 * Every back-office list pages in SQL with no cap: `total` counts all that match, beyond one page, and the pages
 * are disjoint and together hold every row. (The lead inbox has its own: server/modules/leads/leads-paging.db.test.ts.)
 */
describeEachDatabase('back-office lists: a page at a time, with the total of all that match', (database) => {
  let k: ReturnType<typeof adminKit>;
  let owner: { token: string };
  const db = () => database().db;
  let userId: number;
  const MANY = 130;

  beforeAll(async () => {
    k = adminKit(db());
    owner = await k.newStaff(['owner']);
    const [user] = await db().insert(users).values({ email: k.newEmail('bulk'), passwordHash: 'x', name: 'Bulk Buyer', company: 'Paging Bio' }).returning({ id: users.id });
    userId = user!.id;
    await db()
      .insert(orders)
      .values(Array.from({ length: MANY }, (_, i) => ({ orderNumber: `PG${String(i).padStart(6, '0')}`, userId, settlementKey: randomUUID(), totalText: '¥100.00', status: i % 2 ? ('paid' as const) : ('submitted' as const), createdAt: new Date(Date.UTC(2026, 0, 1) + i * 60_000) })));
    await db()
      .insert(quotes)
      .values(Array.from({ length: MANY }, (_, i) => ({ quoteNumber: `Q-2026-9${String(i).padStart(5, '0')}`, userId, lang: 'en' as const, validUntil: '2099-12-31' })));
    await db().insert(auditLog).values(Array.from({ length: MANY }, (_, i) => ({ entity: 'paging-test', entityKey: String(i), action: 'update' })));
  }, 120_000);

  const get = async (path: string): Promise<Answer> => {
    const res = await k.call('GET', path, { token: owner.token });
    expect(res.status, path).toBe(200);
    return res.body.data;
  };
  /** Pages 1..n of `path` (which ends with its page-size parameter), their rows' keys, and the total. */
  async function pages(path: string, size: number, key: (row: { id?: number; catalogNumber?: string }) => unknown = (r) => r.id) {
    const first = await get(`${path}&page=1`);
    const keys: unknown[] = [];
    const lengths: number[] = [];
    for (let page = 1; page <= Math.ceil(first.total / size); page++) {
      const answer = page === 1 ? first : await get(`${path}&page=${page}`);
      expect(answer.page).toBe(page);
      const rows = answer.items ?? answer.list ?? [];
      lengths.push(rows.length);
      keys.push(...rows.map(key));
    }
    return { total: first.total, keys, lengths };
  }
  const expectDisjointPages = (p: { total: number; keys: unknown[]; lengths: number[] }, size: number) => {
    expect(p.total).toBeGreaterThan(size);
    expect(p.keys).toHaveLength(p.total);
    expect(new Set(p.keys).size).toBe(p.total);
    expect(p.lengths.slice(0, -1).every((n) => n === size)).toBe(true);
  };

  it('orders: filters in SQL, total beyond one page, disjoint pages', async () => {
    const all = await pages('/admin/orders?customer=Paging%20Bio&pageSize=50', 50);
    expectDisjointPages(all, 50);
    expect(all.total).toBe(MANY);
    expect(all.lengths).toEqual([50, 50, 30]);
    const paid = await pages('/admin/orders?customer=Paging%20Bio&status=paid&pageSize=20', 20);
    expectDisjointPages(paid, 20);
    expect(paid.total).toBe(MANY / 2);
    const [{ n }] = (await db().select({ n: count() }).from(orders)) as [{ n: number }];
    expect((await get('/admin/orders?pageSize=1')).total).toBe(n);
    expect((await k.call('GET', '/admin/orders?pageSize=500', { token: owner.token })).body.data.fields[0].field).toBe('pageSize');
  });

  it('quotes: total beyond one page, disjoint pages, newest first', async () => {
    const all = await pages('/admin/quotes?pageSize=40', 40);
    expectDisjointPages(all, 40);
    const [{ n }] = (await db().select({ n: count() }).from(quotes)) as [{ n: number }];
    expect(all.total).toBe(n);
    expect(all.keys).toEqual([...(all.keys as number[])].sort((a, b) => b - a));
    expect((await get('/admin/quotes')).items).toHaveLength(50);
  });

  it('documents: total beyond one page (pageSize asked), disjoint pages', async () => {
    const [{ n }] = (await db().select({ n: count() }).from(documents)) as [{ n: number }];
    const size = Math.max(1, Math.min(200, Math.floor(n / 3)));
    const all = await pages(`/admin/documents?pageSize=${size}`, size);
    expectDisjointPages(all, size);
    expect(all.total).toBe(n);
  });

  it('products: total beyond one page, disjoint pages', async () => {
    const [{ n }] = (await db().select({ n: count() }).from(products)) as [{ n: number }];
    const size = Math.max(1, Math.min(100, Math.floor(n / 3)));
    const all = await pages(`/admin/products?size=${size}`, size, (r) => r.catalogNumber);
    expectDisjointPages(all, size);
    expect(all.total).toBe(n);
  });

  it('audit trail: filters in SQL, total beyond one page, disjoint pages', async () => {
    const all = await pages('/admin/audit?entity=paging-test&size=50', 50);
    expectDisjointPages(all, 50);
    expect(all.total).toBe(MANY);
    const [{ n }] = (await db().select({ n: count() }).from(auditLog).where(eq(auditLog.entity, 'paging-test'))) as [{ n: number }];
    expect(n).toBe(MANY);
  });
});
