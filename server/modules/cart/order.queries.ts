import { randomInt } from 'node:crypto';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cartItems, orderEvents, orderLines, orders } from '../../db/schema/index.ts';
import type { Region } from '../../geo/region.ts';
import { formatCny, INQUIRY, parsePrice } from '../../../src/contracts/price.ts';
import type { Lang } from '../../../src/contracts/lang.ts';
import { cartTotals, type OrderSummary } from '../../../src/contracts/cart.ts';
import { cartLines } from './cart.queries.ts';

/** "20261121160501" + 4 random digits: readable on the phone, unique by index. */
export function orderNumber(now: Date): string {
  const stamp = now.toISOString().replace(/\D/g, '').slice(0, 14);
  return `${stamp}${String(randomInt(0, 10_000)).padStart(4, '0')}`;
}

/**
 * An order number not yet taken, chosen inside the caller's transaction: orders placed within one second share
 * the stamp, so the random suffix is drawn again while it is in use (two orders of one second would otherwise
 * collide once in 10,000, and the unique index would fail the second check-out).
 */
export async function freshOrderNumber(tx: Pick<Db, 'select'>, now: Date): Promise<string> {
  for (;;) {
    const candidate = orderNumber(now);
    const [taken] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.orderNumber, candidate)).limit(1);
    if (!taken) return candidate;
  }
}

export type SettleResult = { status: 'created' | 'existing'; orderId: number; orderNumber: string } | { status: 'empty' };

/**
 * Turns the cart's priced lines into an order in one transaction (the quick check-out without details, kept for
 * API clients; the site checks out through `POST /order/checkout`): order row, lines copied with the names and
 * prices of the moment, those lines removed from the cart. The (user, settlementKey) unique index makes a repeated or concurrent check-out
 * with the same key return the first order instead of making a second.
 */
export async function settleCart(db: Db, now: Date, lang: Lang, region: Region, userId: number, settlementKey: string): Promise<SettleResult> {
  const existing = async (tx: Pick<Db, 'select'>) => {
    const [row] = await tx.select({ id: orders.id, orderNumber: orders.orderNumber }).from(orders).where(and(eq(orders.userId, userId), eq(orders.settlementKey, settlementKey)));
    return row;
  };
  const before = await existing(db);
  if (before) return { status: 'existing', orderId: before.id, orderNumber: before.orderNumber };
  return db.transaction(async (tx) => {
    // Only priced lines become order lines: a line priced on inquiry stays in the cart, for the check-out
    // page to send as a quote request (server/modules/orders/checkout.ts).
    const lines = (await cartLines(tx as unknown as Db, lang, region, userId)).filter((l) => parsePrice(l.price) !== null);
    if (lines.length === 0) {
      // A check-out with the same key may have just emptied the cart.
      const row = await existing(tx);
      return row ? { status: 'existing' as const, orderId: row.id, orderNumber: row.orderNumber } : { status: 'empty' as const };
    }
    const { priceTotal } = cartTotals(lines);
    const [inserted] = await tx
      .insert(orders)
      .values({ orderNumber: await freshOrderNumber(tx, now), userId, settlementKey, lang, totalText: formatCny(priceTotal as number), createdAt: now, updatedAt: now })
      .onConflictDoNothing({ target: [orders.userId, orders.settlementKey] })
      .returning({ id: orders.id, orderNumber: orders.orderNumber });
    if (!inserted) {
      const row = await existing(tx);
      return { status: 'existing' as const, orderId: row!.id, orderNumber: row!.orderNumber };
    }
    // The first event of the order's timeline: submitted by the customer (no staff member).
    await tx.insert(orderEvents).values({ orderId: inserted.id, status: 'submitted', at: now });
    await tx.insert(orderLines).values(
      lines.map((l) => ({ orderId: inserted.id, productId: l.productId, sizeId: l.sizeId, catalogNumber: l.catalogNumber, productName: l.productName, size: l.size, count: l.count, price: l.price, subtotal: l.subtotal })),
    );
    await tx.delete(cartItems).where(and(eq(cartItems.userId, userId), inArray(cartItems.id, lines.map((l) => l.id))));
    return { status: 'created' as const, orderId: inserted.id, orderNumber: inserted.orderNumber };
  });
}

/** The user's orders, newest first, with their lines; outside China the amounts read inquiry. */
export async function ordersOf(db: Db, region: Region, userId: number): Promise<OrderSummary[]> {
  const heads = await db.select().from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.createdAt), desc(orders.id)).limit(200);
  if (heads.length === 0) return [];
  const lines = await db.select().from(orderLines).where(inArray(orderLines.orderId, heads.map((h) => h.id))).orderBy(orderLines.id);
  const hide = (p: string) => (region === 'intl' ? INQUIRY : p);
  return heads.map((h) => ({
    id: h.id,
    orderNumber: h.orderNumber,
    createdAt: h.createdAt.toISOString(),
    status: h.status,
    totalText: hide(h.totalText),
    lines: lines
      .filter((l) => l.orderId === h.id)
      .map((l) => ({ catalogNumber: l.catalogNumber, productName: l.productName, size: l.size, count: l.count, price: hide(l.price), subtotal: hide(l.subtotal) })),
  }));
}
