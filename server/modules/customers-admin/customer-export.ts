import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { leadKinds } from '../../../src/contracts/admin/leads.ts';
import type { Db } from '../../db/client.ts';
import { addresses, areas, authTokens, cartItems, industries, newsletterSubscriptions, orderEvents, orderLines, orders, quotes, users } from '../../db/schema/index.ts';
import { ownedBy } from '../leads/customer-leads.ts';
import { quoteViews } from '../quotes/quotes.queries.ts';

/**
 * Everything stored about a customer, for their personal-information request (PIPL art. 45, GDPR art. 15 and 20):
 * a JSON document a person can read. Secrets are left out: the password hash, login tokens' hashes, the hashes
 * of download and newsletter tokens; logins are listed by when they started, expire and ended.
 */

/** Lead columns that are secrets or internal bookkeeping rather than what the person sent. */
const LEAD_SECRETS = new Set(['downloadTokenHash', 'groupKey']);

const iso = (d: Date | null) => d?.toISOString() ?? null;

function plain(row: Record<string, unknown>, drop: Set<string> = new Set()): Record<string, unknown> {
  return Object.fromEntries(Object.entries(row).filter(([k]) => !drop.has(k)).map(([k, v]) => [k, v instanceof Date ? v.toISOString() : v]));
}

/** The customer's data as one JSON-ready object; null when there is no such customer. */
export async function customerPersonalData(db: Db, now: Date, id: number): Promise<Record<string, unknown> | null> {
  const [row] = await db
    .select({ u: users, area: areas.nameEn, areaZh: areas.nameZh, industry: industries.nameEn, industryZh: industries.nameZh })
    .from(users)
    .leftJoin(areas, eq(areas.id, users.areaId))
    .leftJoin(industries, eq(industries.id, users.industryId))
    .where(eq(users.id, id));
  if (!row) return null;
  const { passwordHash: _, ...u } = row.u;
  const account = { ...plain(u), area: row.area && `${row.area} / ${row.areaZh}`, industry: row.industry && `${row.industry} / ${row.industryZh}` };

  const theirOrders = await db.select().from(orders).where(eq(orders.userId, id)).orderBy(asc(orders.id));
  const ids = theirOrders.map((o) => o.id);
  const lines = ids.length ? await db.select().from(orderLines).where(inArray(orderLines.orderId, ids)).orderBy(asc(orderLines.id)) : [];
  const events = ids.length ? await db.select({ orderId: orderEvents.orderId, status: orderEvents.status, at: orderEvents.at, note: orderEvents.note }).from(orderEvents).where(inArray(orderEvents.orderId, ids)).orderBy(asc(orderEvents.id)) : [];
  const ordersOut = theirOrders.map((o) => ({
    ...plain(o, new Set(['userId', 'settlementKey'])),
    lines: lines.filter((l) => l.orderId === o.id).map((l) => plain(l, new Set(['orderId']))),
    timeline: events.filter((e) => e.orderId === o.id).map(({ orderId: _o, ...e }) => plain(e)),
  }));

  const leads: Record<string, Record<string, unknown>[]> = {};
  for (const kind of leadKinds) {
    const { table, where } = ownedBy(kind, { userId: row.u.id, email: row.u.email });
    const found = (await db.select().from(table as PgTable).where(where).orderBy(asc(table.id))) as Record<string, unknown>[];
    if (found.length) leads[kind] = found.map((r) => plain(r, LEAD_SECRETS));
  }

  const newsletter = await db
    .select({ email: newsletterSubscriptions.email, lang: newsletterSubscriptions.lang, status: newsletterSubscriptions.status, createdAt: newsletterSubscriptions.createdAt, confirmedAt: newsletterSubscriptions.confirmedAt, unsubscribedAt: newsletterSubscriptions.unsubscribedAt })
    .from(newsletterSubscriptions)
    .where(sql`lower(${newsletterSubscriptions.email}) = ${row.u.email.toLowerCase()}`);
  const logins = await db
    .select({ id: authTokens.id, createdAt: authTokens.createdAt, expiresAt: authTokens.expiresAt, revokedAt: authTokens.revokedAt })
    .from(authTokens)
    .where(eq(authTokens.userId, id))
    .orderBy(desc(authTokens.id));
  const cart = await db.select({ productId: cartItems.productId, sizeId: cartItems.sizeId, count: cartItems.count, createdAt: cartItems.createdAt }).from(cartItems).where(eq(cartItems.userId, id));

  return {
    exportedAt: now.toISOString(),
    account,
    addresses: (await db.select().from(addresses).where(eq(addresses.userId, id)).orderBy(asc(addresses.id))).map((a) => plain(a, new Set(['userId']))),
    orders: ordersOut,
    quotes: (await quoteViews(db, now, eq(quotes.userId, id))).map(({ customer: _c, ...q }) => q),
    leads,
    newsletterSubscriptions: newsletter.map((n) => ({ ...n, createdAt: iso(n.createdAt), confirmedAt: iso(n.confirmedAt), unsubscribedAt: iso(n.unsubscribedAt) })),
    cart: cart.map((c) => plain(c)),
    logins: logins.map((l) => plain(l)),
  };
}
