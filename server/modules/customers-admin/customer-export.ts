import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { leadKinds, type LeadKind } from '../../../src/contracts/admin/leads.ts';
import type { Db } from '../../db/client.ts';
import {
  addresses,
  areas,
  authTokens,
  calculatorUsage,
  cartItems,
  channelEvents,
  channelSessions,
  industries,
  leadEvents,
  leadStates,
  newsletterSubscriptions,
  orderEvents,
  orderLines,
  orders,
  organisationInvitations,
  organisationMembers,
  organisations,
  outbox,
  paperAwardApplications,
  procurementBuyers,
  procurementConnections,
  procurementMessages,
  punchoutSessions,
  quotes,
  uploads,
  users,
  verificationCodes,
} from '../../db/schema/index.ts';
import { ownedBy } from '../leads/customer-leads.ts';
import { quoteViews } from '../quotes/quotes.queries.ts';
import { addressedTo, invitationsTo, mentioning, punchoutSessionsOf, reachOf, type CustomerKeys } from './customer-reach.ts';

/**
 * Everything stored about a customer, for their personal-information request (PIPL art. 45, GDPR art. 15 and 20):
 * a JSON document a person can read. Which tables it reads, and why some are left out: customer-reach.ts. Secrets
 * are left out: the password hash, the hashes of login tokens, verification codes, invitation, PunchOut, download
 * and newsletter tokens; logins are listed by when they started, expire and ended.
 */

/** Lead columns that are secrets or internal bookkeeping rather than what the person sent. */
const LEAD_SECRETS = new Set(['downloadTokenHash', 'groupKey']);

type Row = Record<string, unknown>;

function plain(row: Row, drop: Set<string> = new Set()): Row {
  return Object.fromEntries(Object.entries(row).filter(([k]) => !drop.has(k)).map(([k, v]) => [k, v instanceof Date ? v.toISOString() : v]));
}

/** The customer's data as one JSON-ready object; null when there is no such customer. */
export async function customerPersonalData(db: Db, now: Date, id: number): Promise<Row | null> {
  const [row] = await db
    .select({ u: users, area: areas.nameEn, areaZh: areas.nameZh, industry: industries.nameEn, industryZh: industries.nameZh })
    .from(users)
    .leftJoin(areas, eq(areas.id, users.areaId))
    .leftJoin(industries, eq(industries.id, users.industryId))
    .where(eq(users.id, id));
  if (!row) return null;
  const { passwordHash: _, ...u } = row.u;
  const account = { ...plain(u), area: row.area && `${row.area} / ${row.areaZh}`, industry: row.industry && `${row.industry} / ${row.industryZh}` };
  const reach = reachOf(row.u);

  const newsletter = await db
    .select({ email: newsletterSubscriptions.email, lang: newsletterSubscriptions.lang, status: newsletterSubscriptions.status, createdAt: newsletterSubscriptions.createdAt, confirmedAt: newsletterSubscriptions.confirmedAt, unsubscribedAt: newsletterSubscriptions.unsubscribedAt })
    .from(newsletterSubscriptions)
    .where(sql`lower(${newsletterSubscriptions.email}) = ${row.u.email.toLowerCase()}`);
  const logins = await db.select({ id: authTokens.id, createdAt: authTokens.createdAt, expiresAt: authTokens.expiresAt, revokedAt: authTokens.revokedAt }).from(authTokens).where(eq(authTokens.userId, id)).orderBy(desc(authTokens.id));
  const cart = await db.select({ productId: cartItems.productId, sizeId: cartItems.sizeId, count: cartItems.count, createdAt: cartItems.createdAt }).from(cartItems).where(eq(cartItems.userId, id));
  const messages = await db
    .select({ channel: outbox.channel, recipient: outbox.recipient, subject: outbox.subject, body: outbox.body, createdAt: outbox.createdAt, sentAt: outbox.sentAt, failedAt: outbox.failedAt })
    .from(outbox)
    .where(addressedTo(outbox.recipient, reach))
    .orderBy(asc(outbox.id));
  const codes = await db
    .select({ channel: verificationCodes.channel, target: verificationCodes.target, purpose: verificationCodes.purpose, createdAt: verificationCodes.createdAt, expiresAt: verificationCodes.expiresAt, consumedAt: verificationCodes.consumedAt })
    .from(verificationCodes)
    .where(addressedTo(verificationCodes.target, [...reach, `user:${id}`]))
    .orderBy(asc(verificationCodes.id));
  const toolbox = await db.select({ module: calculatorUsage.module, records: calculatorUsage.records, totalLength: calculatorUsage.totalLength, createdAt: calculatorUsage.createdAt }).from(calculatorUsage).where(eq(calculatorUsage.userId, id)).orderBy(asc(calculatorUsage.id));

  return {
    exportedAt: now.toISOString(),
    account,
    ...(await organisationOf(db, row.u)),
    addresses: (await db.select().from(addresses).where(eq(addresses.userId, id)).orderBy(asc(addresses.id))).map((a) => plain(a, new Set(['userId']))),
    orders: await ordersOf(db, id),
    quotes: (await quoteViews(db, now, eq(quotes.userId, id))).map(({ customer: _c, ...q }) => q),
    leads: await leadsOf(db, row.u),
    newsletterSubscriptions: newsletter.map((n) => plain(n)),
    cart: cart.map((c) => plain(c)),
    logins: logins.map((l) => plain(l)),
    messages: messages.map((m) => plain(m)),
    verificationCodes: codes.map((c) => plain(c)),
    punchOut: await punchOutOf(db, row.u, reach),
    toolboxUsage: toolbox.map((t) => plain(t)),
    visits: await visitsOf(db, reach),
  };
}

/** Their orders with lines and timeline (the staff's notes to them included). */
async function ordersOf(db: Db, id: number): Promise<Row[]> {
  const theirOrders = await db.select().from(orders).where(eq(orders.userId, id)).orderBy(asc(orders.id));
  const ids = theirOrders.map((o) => o.id);
  const lines = ids.length ? await db.select().from(orderLines).where(inArray(orderLines.orderId, ids)).orderBy(asc(orderLines.id)) : [];
  const events = ids.length ? await db.select({ orderId: orderEvents.orderId, status: orderEvents.status, at: orderEvents.at, note: orderEvents.note }).from(orderEvents).where(inArray(orderEvents.orderId, ids)).orderBy(asc(orderEvents.id)) : [];
  return theirOrders.map((o) => ({
    ...plain(o, new Set(['userId', 'settlementKey'])),
    lines: lines.filter((l) => l.orderId === o.id).map((l) => plain(l, new Set(['orderId']))),
    timeline: events.filter((e) => e.orderId === o.id).map(({ orderId: _o, ...e }) => plain(e)),
  }));
}

/** Their leads by kind, each with every field they sent, its inbox status and history (staff notes and replies) and, for a paper award, its files. */
async function leadsOf(db: Db, u: CustomerKeys): Promise<Record<string, Row[]>> {
  const leads: Record<string, Row[]> = {};
  for (const kind of leadKinds) {
    const { table, where } = ownedBy(kind, { userId: u.id, email: u.email });
    const found = (await db.select().from(table as PgTable).where(where).orderBy(asc(table.id))) as Row[];
    if (!found.length) continue;
    const ids = found.map((r) => r.id as number);
    const states = await db.select({ id: leadStates.leadId, status: leadStates.status }).from(leadStates).where(and(eq(leadStates.kind, kind), inArray(leadStates.leadId, ids)));
    const history = await db.select({ id: leadEvents.leadId, type: leadEvents.type, at: leadEvents.at, value: leadEvents.value, body: leadEvents.body }).from(leadEvents).where(and(eq(leadEvents.kind, kind), inArray(leadEvents.leadId, ids))).orderBy(asc(leadEvents.id));
    const files = await filesOf(db, kind, ids);
    leads[kind] = found.map((r) => ({
      ...plain(r, LEAD_SECRETS),
      status: states.find((s) => s.id === r.id)?.status ?? null,
      history: history.filter((h) => h.id === r.id).map(({ id: _i, ...h }) => plain(h)),
      ...(kind === 'paper-award' ? { files: files.filter((f) => f.leadId === r.id).map(({ leadId: _l, ...f }) => plain(f)) } : {}),
    }));
  }
  return leads;
}

/** The files sent with their paper awards: the names, types and sizes (the bytes are kept apart; staff send them on request). */
async function filesOf(db: Db, kind: LeadKind, ids: number[]) {
  if (kind !== 'paper-award') return [];
  const a = paperAwardApplications;
  return db
    .select({ leadId: a.id, kind: uploads.kind, originalName: uploads.originalName, mime: uploads.mime, sizeBytes: uploads.sizeBytes, createdAt: uploads.createdAt })
    .from(uploads)
    .innerJoin(a, sql`${uploads.id} in (${a.idPhoto1UploadId}, ${a.idPhoto2UploadId}, ${a.paperUploadId})`)
    .where(inArray(a.id, ids))
    .orderBy(asc(uploads.id));
}

/** Their organisation account (member of one at most) and the invitations to join one sent to their e-mail. */
async function organisationOf(db: Db, u: CustomerKeys) {
  const [member] = await db
    .select({ organisationEn: organisations.nameEn, organisationZh: organisations.nameZh, role: organisationMembers.role, limitCny: organisationMembers.limitCny, lang: organisationMembers.lang, since: organisationMembers.createdAt })
    .from(organisationMembers)
    .innerJoin(organisations, eq(organisations.id, organisationMembers.organisationId))
    .where(eq(organisationMembers.userId, u.id));
  const invitations = await db
    .select({ organisationEn: organisations.nameEn, organisationZh: organisations.nameZh, email: organisationInvitations.email, role: organisationInvitations.role, limitCny: organisationInvitations.limitCny, createdAt: organisationInvitations.createdAt, expiresAt: organisationInvitations.expiresAt, acceptedAt: organisationInvitations.acceptedAt })
    .from(organisationInvitations)
    .innerJoin(organisations, eq(organisations.id, organisationInvitations.organisationId))
    .where(invitationsTo(u))
    .orderBy(asc(organisationInvitations.id));
  return { organisation: member ? plain(member) : null, organisationInvitations: invitations.map((i) => plain(i)) };
}

/** PunchOut: the connections that logged them in, the sessions naming them, and the cXML messages that mention them. */
async function punchOutOf(db: Db, u: CustomerKeys, reach: string[]) {
  const c = procurementConnections;
  const buyerOf = await db.select({ connection: c.name, organisation: c.organisation, since: procurementBuyers.createdAt }).from(procurementBuyers).innerJoin(c, eq(c.id, procurementBuyers.connectionId)).where(eq(procurementBuyers.userId, u.id));
  const s = punchoutSessions;
  const sessions = await db
    .select({ connection: c.name, operation: s.operation, contactEmail: s.contactEmail, contactName: s.contactName, items: s.items, createdAt: s.createdAt, startedAt: s.startedAt, transferredAt: s.transferredAt })
    .from(s)
    .innerJoin(c, eq(c.id, s.connectionId))
    .where(punchoutSessionsOf(u))
    .orderBy(asc(s.id));
  const m = procurementMessages;
  const messages = await db.select({ direction: m.direction, type: m.type, status: m.status, createdAt: m.createdAt, xml: m.xml }).from(m).where(mentioning([m.xml], reach)).orderBy(asc(m.id));
  return { connections: buyerOf.map((b) => plain(b)), sessions: sessions.map((x) => plain(x)), messages: messages.map((x) => plain(x)) };
}

/** The storefront's visits made while logged in (their login name on the session), with the pages' events. */
async function visitsOf(db: Db, reach: string[]) {
  const sessions = await db
    .select({ sid: channelSessions.sessionStorageId, source: channelSessions.source, sourceValue: channelSessions.sourceValue, createdAt: channelSessions.createdAt })
    .from(channelSessions)
    .where(addressedTo(channelSessions.userName, reach))
    .orderBy(asc(channelSessions.id));
  const sids = sessions.map((v) => v.sid);
  const events = sids.length ? await db.select({ sid: channelEvents.sessionStorageId, operateType: channelEvents.operateType, operateTypeId: channelEvents.operateTypeId, createdAt: channelEvents.createdAt }).from(channelEvents).where(inArray(channelEvents.sessionStorageId, sids)).orderBy(asc(channelEvents.id)) : [];
  return sessions.map(({ sid, ...v }) => ({ ...plain(v), events: events.filter((e) => e.sid === sid).map(({ sid: _s, ...e }) => plain(e)) }));
}
