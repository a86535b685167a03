import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Lang } from '../../../src/contracts/lang.ts';
import { mayApprove, type OrganisationOrder } from '../../../src/contracts/organisation.ts';
import { INQUIRY } from '../../../src/contracts/price.ts';
import { translate } from '../../../src/i18n/create.ts';
import { absoluteUrl } from '../../../src/contracts/site-url.ts';
import type { Db } from '../../db/client.ts';
import { orderEvents, organisationMembers, orders, users } from '../../db/schema/index.ts';
import type { Region } from '../../geo/region.ts';
import { HttpError } from '../../http/errors.ts';
import { enqueueMail, enqueueStaffNotice } from '../../mail/enqueue.ts';
import { orderStatusMail } from './order-mail.ts';
import { orderPageUrl, type UrlDeps } from './order-url.ts';
import { membershipOf } from '../organisations/membership.ts';

/**
 * Approval of organisation orders: a buyer's order above their limit waits in `awaiting_approval`; every approver
 * and admin of the organisation is e-mailed in the buyer's language (the check-out's: the order is written in it); one of them approves it (it goes
 * on as `submitted`, and only then reaches the staff) or refuses it with a note the buyer reads.
 */

/** The personal centre's orders page, where approvers decide (a full address on the host of the language). */
export const ordersPageUrl = (deps: UrlDeps, lang: Lang) => absoluteUrl(lang, '/order-list', deps.publicOrigin ?? 'http://localhost', deps.hosts ?? {});

/**
 * Queues the e-mail to every approver and admin of the organisation inside the check-out's transaction, in the
 * buyer's language `lang` (that of the check-out): the order, its lines and the buyer's words are in it, and the
 * approver reads them as the buyer wrote them.
 */
export async function mailApprovers(tx: Db, deps: UrlDeps, organisationId: number, order: { id: number; orderNumber: string; totalText: string; poNumber: string }, buyer: { name: string; email: string }, limitCny: number, lang: Lang) {
  const approvers = await tx
    .select({ email: users.email, name: users.name, role: organisationMembers.role })
    .from(organisationMembers)
    .innerJoin(users, eq(users.id, organisationMembers.userId))
    .where(and(eq(organisationMembers.organisationId, organisationId), inArray(organisationMembers.role, ['approver', 'admin'])));
  const ids: number[] = [];
  for (const a of approvers) {
    const t = (key: string, params?: Record<string, unknown>) => translate(lang, `organisation:mail.${key}`, params);
    const body = [
      t('greeting', { name: a.name }),
      '',
      t('waiting', { buyer: `${buyer.name} <${buyer.email}>`, number: order.orderNumber, total: order.totalText, limit: `¥${limitCny.toFixed(2)}` }),
      ...(order.poNumber ? [t('poNumber', { po: order.poNumber })] : []),
      '',
      t('decide', { path: ordersPageUrl(deps, lang) }),
    ].join('\n');
    ids.push(await enqueueMail(tx, { recipient: a.email, subject: t('subject', { number: order.orderNumber }), body }));
  }
  return ids;
}

/** The organisation's orders the login may see: a buyer their own, an approver or admin every member's; newest first. */
export async function organisationOrders(db: Db, region: Region, userId: number): Promise<OrganisationOrder[]> {
  const m = await membershipOf(db, userId);
  if (!m) return [];
  const everyone = mayApprove(m.role);
  const members = db.select({ id: organisationMembers.userId }).from(organisationMembers).where(eq(organisationMembers.organisationId, m.id));
  const rows = await db
    .select({ o: orders, name: users.name, email: users.email })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(everyone ? inArray(orders.userId, members) : eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(200);
  const decided = rows.filter((r) => r.o.status !== 'awaiting_approval').map((r) => r.o.id);
  const notes = decided.length
    ? await db.select({ orderId: orderEvents.orderId, note: orderEvents.note, status: orderEvents.status }).from(orderEvents).where(and(inArray(orderEvents.orderId, decided), inArray(orderEvents.status, ['submitted', 'refused']))).orderBy(orderEvents.id)
    : [];
  const hide = (p: string) => (region === 'intl' ? INQUIRY : p);
  return rows.map(({ o, name, email }) => ({
    id: o.id,
    orderNumber: o.orderNumber,
    createdAt: o.createdAt.toISOString(),
    status: o.status,
    totalText: hide(o.totalText),
    poNumber: o.poNumber,
    buyer: { name, email },
    decisionNote: notes.filter((n) => n.orderId === o.id).at(-1)?.note ?? '',
    mayDecide: everyone && o.status === 'awaiting_approval',
  }));
}

/**
 * An approver's decision on an order of their organisation, in one transaction: approved → `submitted` (the timeline
 * notes who approved; the staff mailbox is told now, as at a check-out) or refused → `refused`; the buyer is e-mailed in
 * the order's language with the note. 404 for an order the login may not decide on; 409 for one no longer waiting.
 */
export async function decideOrder(deps: { db: Db; now: () => Date } & UrlDeps, userId: number, orderId: number, decision: 'approve' | 'refuse', note: string) {
  return deps.db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const m = await membershipOf(tx, userId);
    if (!m || !mayApprove(m.role)) throw new HttpError('E0404');
    const [row] = await tx
      .select({ o: orders, name: users.name, email: users.email })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .innerJoin(organisationMembers, eq(organisationMembers.userId, orders.userId))
      .where(and(eq(orders.id, orderId), eq(organisationMembers.organisationId, m.id)))
      .for('update', { of: orders });
    if (!row) throw new HttpError('E0404');
    if (row.o.status !== 'awaiting_approval') throw new HttpError('E0409');
    const now = deps.now();
    const status = decision === 'approve' ? ('submitted' as const) : ('refused' as const);
    await tx.update(orders).set({ status, updatedAt: now }).where(eq(orders.id, orderId));
    const [approver] = await tx.select({ name: users.name }).from(users).where(eq(users.id, userId));
    await tx.insert(orderEvents).values({ orderId, status, at: now, note });
    const o = row.o;
    const ids = [await enqueueMail(tx, { recipient: row.email, ...orderStatusMail(o.lang, { orderNumber: o.orderNumber, url: orderPageUrl(deps, o.lang, o.id) }, status, note, null) })];
    if (status === 'submitted') {
      const t = (key: string, params?: Record<string, unknown>) => translate(o.lang, `organisation:mail.${key}`, params);
      const notice = await enqueueStaffNotice(tx, o.lang, {
        subject: t('staffSubject', { number: o.orderNumber, organisation: o.lang === 'zh' ? m.nameZh : m.nameEn }),
        body: [t('staffBody', { number: o.orderNumber, total: o.totalText, buyer: `${row.name} <${row.email}>`, approver: approver?.name ?? '' }), ...(o.poNumber ? [t('poNumber', { po: o.poNumber })] : []), ...(note ? [t('note', { note })] : [])].join('\n'),
      });
      if (notice !== null) ids.push(notice);
    }
    return { id: orderId, status, outboxIds: ids };
  });
}
