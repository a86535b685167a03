import { and, asc, count, desc, eq, gte, ilike, lt, notInArray, or, type SQL } from 'drizzle-orm';
import type { Paged, PagingQuery } from '../../../src/contracts/admin/paging.ts';
import type { AdminOrderDetail, AdminOrderSummary, CheckoutDetailsView, OrderEventView, OrderLineView, ShippingView, StaffOrderEventView } from '../../../src/contracts/admin/order-flow.ts';
import { beijingDayEnd, beijingDayStart } from '../../../src/contracts/beijing-date.ts';
import { approvalStatuses, nextStatuses, orderListQuerySchema } from '../../../src/contracts/admin/order-flow.ts';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { pagedList } from '../../db/paged.ts';
import { likePattern } from '../../http/query-params.ts';
import { orderEvents, orderLines, orders, staff, users } from '../../db/schema/index.ts';
import { lineLotsOf } from '../lots/lots.queries.ts';

/**
 * Reading orders for the staff (any customer's) and for a customer (their own only: every customer query
 * is scoped to the user, so another's order is simply not found).
 */

type OrderRow = typeof orders.$inferSelect;
type Filters = z.output<typeof orderListQuerySchema>;


/** Staff never see an order awaiting its organisation's approval, nor one the organisation refused. */
const staffVisible = notInArray(orders.status, [...approvalStatuses]);

function filtersOf(f: Filters): SQL[] {
  const where: SQL[] = [staffVisible];
  if (f.status) where.push(eq(orders.status, f.status));
  // Whole days of Beijing, the office's calendar, as the lists show their times.
  if (f.from) where.push(gte(orders.createdAt, beijingDayStart(f.from)));
  if (f.to) where.push(lt(orders.createdAt, beijingDayEnd(f.to)));
  if (f.customer) where.push(or(ilike(users.email, likePattern(f.customer)), ilike(users.name, likePattern(f.customer)), ilike(users.company, likePattern(f.customer)), eq(orders.orderNumber, f.customer))!);
  return where;
}

const summaryColumns = { order: orders, customer: { id: users.id, name: users.name, email: users.email, company: users.company } };

function summaryOf(row: { order: OrderRow; customer: AdminOrderSummary['customer'] }): AdminOrderSummary {
  const o = row.order;
  return { id: o.id, orderNumber: o.orderNumber, createdAt: o.createdAt.toISOString(), status: o.status, totalText: o.totalText, lang: o.lang, customer: row.customer };
}

const listed = (db: Db, filters: Filters) =>
  db
    .select(summaryColumns)
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(and(...filtersOf(filters)))
    .orderBy(desc(orders.createdAt), desc(orders.id));

/** Every order the filters match, newest first (the export). */
export async function findOrders(db: Db, filters: Filters): Promise<AdminOrderSummary[]> {
  return (await listed(db, filters)).map(summaryOf);
}

/** One page of the staff order list, newest first, and how many orders match in all. */
export function orderPage(db: Db, query: Filters & PagingQuery): Promise<Paged<AdminOrderSummary>> {
  const total = db.select({ total: count() }).from(orders).innerJoin(users, eq(users.id, orders.userId)).where(and(...filtersOf(query)));
  return pagedList(query, total, async (limit, offset) => (await listed(db, query).limit(limit).offset(offset)).map(summaryOf));
}

export const checkoutDetailsOf = (o: OrderRow): CheckoutDetailsView => ({ shipTo: o.shipTo ?? null, invoice: o.invoice ?? null, poNumber: o.poNumber, note: o.note });

export const shippingOf = (o: OrderRow): ShippingView | null =>
  o.carrier && o.trackingNumber && o.shippedOn ? { carrier: o.carrier, trackingNumber: o.trackingNumber, shippedOn: o.shippedOn, coldChainNote: o.coldChainNote ?? '' } : null;

export async function linesOf(db: Db, orderId: number): Promise<(OrderLineView & { sizeId: number | null })[]> {
  const [rows, lots] = await Promise.all([db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.id)), lineLotsOf(db, orderId)]);
  return rows.map((l) => ({ sizeId: l.sizeId, catalogNumber: l.catalogNumber, productName: l.productName, size: l.size, count: l.count, price: l.price, subtotal: l.subtotal, lots: lots.get(l.id) ?? [] }));
}

/** The timeline, oldest first; `withStaff` adds who moved the order (staff pages only). */
export async function timelineOf(db: Db, orderId: number, withStaff: true): Promise<StaffOrderEventView[]>;
export async function timelineOf(db: Db, orderId: number, withStaff: false): Promise<OrderEventView[]>;
export async function timelineOf(db: Db, orderId: number, withStaff: boolean): Promise<(OrderEventView | StaffOrderEventView)[]> {
  const rows = await db
    .select({ at: orderEvents.at, status: orderEvents.status, note: orderEvents.note, staffName: staff.name })
    .from(orderEvents)
    .leftJoin(staff, eq(staff.id, orderEvents.staffId))
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(asc(orderEvents.id));
  return rows.map((e) => ({ at: e.at.toISOString(), status: e.status, note: e.note, ...(withStaff ? { staffName: e.staffName } : {}) }));
}

/** One order with its lines, shipping and timeline, for the staff; null when there is none. */
export async function adminOrderDetail(db: Db, id: number): Promise<AdminOrderDetail | null> {
  const [row] = await db.select(summaryColumns).from(orders).innerJoin(users, eq(users.id, orders.userId)).where(and(eq(orders.id, id), staffVisible));
  if (!row) return null;
  const lines = (await linesOf(db, id)).map(({ sizeId: _, ...l }) => l);
  return { ...summaryOf(row), ...checkoutDetailsOf(row.order), source: row.order.source, lines, shipping: shippingOf(row.order), events: await timelineOf(db, id, true), next: [...nextStatuses(row.order.status)] };
}

/** The customer's own order, or null (also when it belongs to someone else). */
export async function ownOrder(db: Db, userId: number, id: number): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(and(eq(orders.id, id), eq(orders.userId, userId)));
  return row ?? null;
}
