import type { Checkout } from '../../../src/contracts/checkout.ts';
import type { Lang } from '../../../src/contracts/lang.ts';
import type { Db } from '../../db/client.ts';
import { orderEvents, orderLines, orders } from '../../db/schema/index.ts';
import { freshOrderNumber } from '../cart/order.queries.ts';

export type PlacedLine = Omit<typeof orderLines.$inferInsert, 'id' | 'orderId'>;
export type OrderDetails = Partial<Pick<Checkout, 'shipTo' | 'invoice' | 'poNumber' | 'note'>>;

/**
 * Writes a new order in status `submitted` with its first timeline event and its lines, inside the caller's
 * transaction. Check-out and an accepted quote both make their orders here, so both start the same life.
 */
export async function placeOrder(
  tx: Db,
  now: Date,
  o: { userId: number; settlementKey: string; lang: Lang; totalText: string; details: OrderDetails; status?: 'submitted' | 'awaiting_approval' },
  lines: PlacedLine[],
) {
  // An organisation buyer's order above their limit starts in `awaiting_approval` instead (server/modules/organisations/approval.ts).
  const status = o.status ?? 'submitted';
  const [row] = await tx
    .insert(orders)
    .values({ orderNumber: await freshOrderNumber(tx, now), userId: o.userId, settlementKey: o.settlementKey, lang: o.lang, totalText: o.totalText, status, ...o.details, createdAt: now, updatedAt: now })
    .returning({ id: orders.id, orderNumber: orders.orderNumber });
  await tx.insert(orderEvents).values({ orderId: row!.id, status, at: now });
  await tx.insert(orderLines).values(lines.map((l) => ({ ...l, orderId: row!.id })));
  return row!;
}
