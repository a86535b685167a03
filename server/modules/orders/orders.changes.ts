import { eq } from 'drizzle-orm';
import { beijingDate } from '../../../src/contracts/beijing-date.ts';
import { mayMove, type OrderStatus, orderTransitionSchema } from '../../../src/contracts/admin/order-flow.ts';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { orderEvents, orders, users } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import { withAudit, type AuditDeps } from '../audit/with-audit.ts';
import { type AuditActor } from '../../http/staff/actor.ts';
import { orderStatusMail } from './order-mail.ts';
import { orderPageUrl, type UrlDeps } from './order-url.ts';
import { shippingOf } from './orders.queries.ts';
import { enqueueMail } from '../../mail/enqueue.ts';
import { recordShipment } from '../lots/lots.changes.ts';

/** A move the order flow does not allow from the order's current status (answered 409). */
export class OrderMoveRefused extends Error {
  constructor(
    readonly from: OrderStatus,
    readonly to: OrderStatus,
  ) {
    super(`order: ${from} → ${to} refused`);
  }
}

type Move = z.output<typeof orderTransitionSchema>;

/**
 * Moves an order to its next status: the order row (and its shipping, for `shipped`), the timeline event, the
 * customer's e-mail in the outbox and the audit row (entity `order`), all in one transaction. The order row is
 * locked first, so two staff moving one order wait for each other and the second sees the first's status.
 * Answers the outbox row to send after the commit.
 */
export function moveOrder(deps: AuditDeps & UrlDeps, actor: AuditActor, id: number, move: Move): Promise<{ outboxId: number; status: OrderStatus }> {
  return withAudit(deps, actor, { entity: 'order', key: String(id), action: move.to }, async (tx: Db) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
    if (!order) throw notFound();
    if (!mayMove(order.status, move.to)) throw new OrderMoveRefused(order.status, move.to);
    const now = deps.now();
    const { lines: _, ...shipping } = move.to === 'shipped' && move.shipping ? move.shipping : { lines: [] };
    const [after] = await tx
      .update(orders)
      .set({ status: move.to, updatedAt: now, ...shipping })
      .where(eq(orders.id, id))
      .returning();
    // The first parcel, with the lot of each line's units (the shipping stays on the order as before).
    const lots = move.to === 'shipped' && move.shipping ? await recordShipment(tx, id, actor.staffId, move.shipping, 'shipping.lines', beijingDate(now)) : [];
    await tx.insert(orderEvents).values({ orderId: id, status: move.to, at: now, staffId: actor.staffId, note: move.note });
    const [customer] = await tx.select({ email: users.email }).from(users).where(eq(users.id, order.userId));
    const mail = orderStatusMail(order.lang, { orderNumber: order.orderNumber, url: orderPageUrl(deps, order.lang, order.id) }, move.to, move.note, shippingOf(after!));
    const queuedId = await enqueueMail(tx, { recipient: customer!.email, ...mail }, { createdAt: now });
    const view = (o: typeof order) => ({ status: o.status, shipping: shippingOf(o) });
    return { before: view(order), after: { ...view(after!), note: move.note, mailedTo: customer!.email, ...(lots.length ? { lots } : {}) }, result: { outboxId: queuedId, status: move.to } };
  });
}
