import { and, eq } from 'drizzle-orm';
import { mayMove } from '../../../src/contracts/admin/order-flow.ts';
import { formatCny } from '../../../src/contracts/price.ts';
import { translate } from '../../../src/i18n/create.ts';
import type { AppDeps } from '../../deps.ts';
import type { Db } from '../../db/client.ts';
import type { PriceList } from '../../../src/contracts/organisation.ts';
import { orderEvents, orderLines, orders, procurementConnections, procurementOrderRequests, procurementOrders, users } from '../../db/schema/index.ts';
import { enqueueStaffNotice } from '../../mail/enqueue.ts';
import { staffNotice } from '../orders/checkout-mail.ts';
import { priceListOfOrganisation, priceListOfUser } from '../organisations/member-prices.ts';
import { orderPageUrl } from '../orders/order-url.ts';
import { placeOrder } from '../orders/place-order.ts';
import { refuse, type Refusal } from './cxml-write.ts';
import { money } from './order-message.ts';
import { priceOrderLines } from './order-lines.ts';
import type { OrderRequest } from './order-request.ts';
import { connectionAccount, connectionAccountEmail, existingAccount, isBuyerEmail, memberAccount } from './procurement-buyer.ts';

type Connection = typeof procurementConnections.$inferSelect;

/** The order's source as the back office shows it. */
export const punchoutSource = (c: Pick<Connection, 'name'>) => `PunchOut ${c.name}`;


/** Whose order it is: the member with the Contact e-mail (created on first use), else the connection's own account. */
async function buyerOf(tx: Db, now: Date, c: Connection, r: OrderRequest): Promise<number> {
  const member = isBuyerEmail(r.contactEmail) ? await memberAccount(tx, now, { connectionId: c.id, email: r.contactEmail, name: '', organisation: c.organisation, organisationId: c.organisationId }) : null;
  return member ?? connectionAccount(tx, now, c);
}

/**
 * The price list the order's lines are checked against: that of the account `buyerOf` will place the order for, found
 * without making it. An account in no organisation yet (or one about to be made) joins the connection's, as
 * `memberAccount` makes it, so that organisation's list applies; none: list prices.
 */
async function buyerPriceList(tx: Db, c: Connection, r: OrderRequest): Promise<PriceList | null> {
  const contact = isBuyerEmail(r.contactEmail) ? await existingAccount(tx, c.id, r.contactEmail) : 'other';
  const account = contact !== 'other' ? contact : await existingAccount(tx, c.id, connectionAccountEmail(c.id));
  const own = typeof account === 'number' ? await priceListOfUser(tx, account) : null;
  return own ?? (c.organisationId === null ? null : priceListOfOrganisation(tx, c.organisationId));
}

/** The order's note: the buyer's comments and the BillTo address (cXML carries no fapiao request). */
const noteOf = (lang: 'en' | 'zh', r: OrderRequest) => [r.comments, r.billTo && `${translate(lang, 'account:punchout.billTo')}: ${r.billTo}`].filter(Boolean).join('\n').slice(0, 1000);

async function placeNew(deps: AppDeps, tx: Db, now: Date, c: Connection, r: OrderRequest): Promise<Refusal> {
  const priced = await priceOrderLines(tx, c, r, await buyerPriceList(tx, c, r));
  if ('code' in priced) return priced;
  const userId = await buyerOf(tx, now, c, r);
  const totalText = formatCny(money(priced.totalCents));
  const details = { shipTo: r.shipTo ?? undefined, poNumber: r.orderId, note: noteOf(c.lang, r) };
  const row = await placeOrder(tx, now, { userId, settlementKey: `punchout:${c.id}:${r.orderId}`, lang: c.lang, totalText, details }, priced.lines);
  await tx.update(orders).set({ source: punchoutSource(c) }).where(eq(orders.id, row.id));
  await tx.insert(procurementOrders).values({ connectionId: c.id, orderRef: r.orderId, orderId: row.id, createdAt: now });
  // Staff learn of it as of a check-out (the outbox, sent after the commit); the buyer's own confirmation is their procurement system's.
  const [customer] = await tx.select({ name: users.name, email: users.email, company: users.company }).from(users).where(eq(users.id, userId));
  const order = { id: row.id, orderNumber: row.orderNumber, totalText, url: orderPageUrl(deps, c.lang, row.id) };
  await enqueueStaffNotice(tx, c.lang, staffNotice(c.lang, { order, priced: priced.lines, quoted: [], shipTo: r.shipTo, invoice: null, poNumber: r.orderId, note: details.note, customer: customer! }), { createdAt: now });
  return refuse(200, 'OK', `order ${row.orderNumber}`);
}

type Linked = { id: number; orderNumber: string; status: (typeof orders.$inferSelect)['status'] };

async function changeLines(tx: Db, now: Date, c: Connection, r: OrderRequest, o: Linked): Promise<Refusal> {
  const [placed] = await tx.select({ userId: orders.userId }).from(orders).where(eq(orders.id, o.id));
  const priced = await priceOrderLines(tx, c, r, placed ? await priceListOfUser(tx, placed.userId) : null);
  if ('code' in priced) return priced;
  await tx.delete(orderLines).where(eq(orderLines.orderId, o.id));
  await tx.insert(orderLines).values(priced.lines.map((l) => ({ ...l, orderId: o.id })));
  await tx
    .update(orders)
    .set({ totalText: formatCny(money(priced.totalCents)), note: noteOf(c.lang, r), ...(r.shipTo ? { shipTo: r.shipTo } : {}), updatedAt: now })
    .where(eq(orders.id, o.id));
  return refuse(200, 'OK', `order ${o.orderNumber} changed`);
}

async function cancel(tx: Db, now: Date, c: Connection, o: Linked): Promise<Refusal> {
  if (o.status === 'cancelled') return refuse(200, 'OK', `order ${o.orderNumber} is cancelled`);
  await tx.update(orders).set({ status: 'cancelled', updatedAt: now }).where(eq(orders.id, o.id));
  await tx.insert(orderEvents).values({ orderId: o.id, status: 'cancelled', at: now, note: translate(c.lang, 'account:punchout.cancelledByBuyer') });
  return refuse(200, 'OK', `order ${o.orderNumber} cancelled`);
}

/**
 * Makes or changes the back-office order of an authenticated OrderRequest, in one transaction. Idempotent: the
 * same `payloadID` again answers the first answer, a `new` for an `orderID` the connection has ordered answers
 * that order; neither writes anything. `update` replaces the lines of an order not yet paid, `delete` cancels it;
 * a paid order answers 409. A refusal writes nothing.
 */
export async function applyOrderRequest(deps: AppDeps, now: Date, c: Connection, r: OrderRequest): Promise<Refusal> {
  return deps.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    // One OrderRequest of a connection at a time: a resend racing the first waits here, then finds its result.
    await tx.select({ id: procurementConnections.id }).from(procurementConnections).where(eq(procurementConnections.id, c.id)).for('update');
    const [seen] = await tx.select().from(procurementOrderRequests).where(and(eq(procurementOrderRequests.connectionId, c.id), eq(procurementOrderRequests.payloadId, r.payloadId)));
    if (seen) return refuse(seen.statusCode, seen.statusText, seen.detail);
    const [linked] = await tx
      .select({ id: orders.id, orderNumber: orders.orderNumber, status: orders.status })
      .from(procurementOrders)
      .innerJoin(orders, eq(orders.id, procurementOrders.orderId))
      .where(and(eq(procurementOrders.connectionId, c.id), eq(procurementOrders.orderRef, r.orderId)));
    let answer: Refusal;
    if (r.type === 'new') {
      if (linked) return refuse(200, 'OK', `order ${linked.orderNumber}`);
      answer = await placeNew(deps, tx, now, c, r);
    } else if (!linked) {
      return refuse(400, 'Bad Request', `orderID ${r.orderId}: no order of this connection to ${r.type}`);
    } else if (!mayMove(linked.status, 'cancelled') && !(r.type === 'delete' && linked.status === 'cancelled')) {
      return refuse(409, 'Conflict', `order ${linked.orderNumber} is ${linked.status}: it can no longer be changed here`);
    } else {
      answer = r.type === 'delete' ? await cancel(tx, now, c, linked) : await changeLines(tx, now, c, r, linked);
    }
    if (answer.code !== 200) return answer;
    await tx.insert(procurementOrderRequests).values({ connectionId: c.id, payloadId: r.payloadId, type: r.type, orderRef: r.orderId, statusCode: answer.code, statusText: answer.text, detail: answer.detail, createdAt: now });
    return answer;
  });
}
