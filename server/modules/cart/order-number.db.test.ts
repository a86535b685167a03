import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { orders, users } from '../../db/schema/index.ts';
import { createDemoCustomer } from '../../demo/customer.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { freshOrderNumber } from './order.queries.ts';

describeEachDatabase('order numbers', (database) => {
  it('gives 300 orders placed within one second 300 different numbers (the stamp is shared, the suffix is drawn again)', async () => {
    const { db } = database();
    await createDemoCustomer(db);
    const [customer] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'customer@example.com'));
    const now = new Date('2026-11-21T08:00:00Z');
    // 300 random 4-digit suffixes collide somewhere with a probability of about 99 %: without the check a
    // check-out in this second would fail on the unique index.
    for (let i = 0; i < 300; i++) {
      await db.transaction(async (tx) => {
        const orderNumber = await freshOrderNumber(tx as never, now);
        await tx.insert(orders).values({ orderNumber, userId: customer!.id, settlementKey: `n-${i}`, lang: 'en', totalText: '¥1.00', createdAt: now, updatedAt: now });
      });
    }
    const numbers = await db.select({ n: orders.orderNumber }).from(orders).where(eq(orders.userId, customer!.id));
    expect(numbers).toHaveLength(300);
    expect(new Set(numbers.map((r) => r.n)).size).toBe(300);
    expect(numbers.every((r) => r.n.startsWith('20261121080000'))).toBe(true);
  });
});
