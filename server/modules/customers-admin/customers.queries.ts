import { and, count, desc, eq, ilike, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { approvalStatuses } from '../../../src/contracts/admin/order-flow.ts';
import type { z } from 'zod';
import type { CustomerDetail, CustomerOrganisation, CustomerPage, CustomerSummary, customerListQuerySchema } from '../../../src/contracts/admin/customers.ts';
import type { Lang } from '../../../src/contracts/lang.ts';
import type { Db } from '../../db/client.ts';
import { areas, industries, organisationMembers, organisations, orders, quotes, users } from '../../db/schema/index.ts';
import { likePattern } from '../../http/query-params.ts';
import { leadCountOfCustomer, leadsOfCustomer } from '../leads/customer-leads.ts';
import { addressesOf } from '../orders/address-book.ts';
import { quoteViews } from '../quotes/quotes.queries.ts';

/** Reading customers for the staff: the search list and one customer's page. */

type ListQuery = z.output<typeof customerListQuerySchema>;
type UserRow = typeof users.$inferSelect;

// Orders awaiting or refused by the customer's organisation are not the staff's to see (order-flow.ts, approvalStatuses).
const orderCount = sql<number>`(select count(*)::int from ${orders} where ${orders.userId} = ${users.id} and ${orders.status} not in ('awaiting_approval', 'refused'))`;

function summaryOf(u: UserRow, orders: number): CustomerSummary {
  return {
    id: u.id,
    name: u.name,
    email: u.email,
    phone: u.phone,
    company: u.company,
    createdAt: u.createdAt.toISOString(),
    disabledAt: u.disabledAt?.toISOString() ?? null,
    erasedAt: u.erasedAt?.toISOString() ?? null,
    orderCount: Number(orders),
  };
}

/** Part of the name, e-mail, phone or company, case-insensitive (ILIKE also finds Chinese substrings). */
function matching(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const p = likePattern(q);
  return or(ilike(users.name, p), ilike(users.email, p), ilike(users.phone, p), ilike(users.company, p));
}

/** One page of the customers matching `q`, newest accounts first, with the total of every match. */
export async function findCustomers(db: Db, query: ListQuery): Promise<CustomerPage> {
  const where = matching(query.q);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(users).where(where);
  const rows = await db
    .select({ u: users, orders: orderCount })
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return { items: rows.map((r) => summaryOf(r.u, r.orders)), total: Number(total), page: query.page, pageSize: query.pageSize };
}

/** The account row, or null. */
export async function customerRow(db: Db, id: number): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row ?? null;
}

/** The organisation account the customer is a member of, named in `lang`; null for none. */
async function organisationOf(db: Db, lang: Lang, userId: number): Promise<CustomerOrganisation | null> {
  const [m] = await db
    .select({ id: organisations.id, nameEn: organisations.nameEn, nameZh: organisations.nameZh, role: organisationMembers.role, limitCny: organisationMembers.limitCny, since: organisationMembers.createdAt })
    .from(organisationMembers)
    .innerJoin(organisations, eq(organisations.id, organisationMembers.organisationId))
    .where(eq(organisationMembers.userId, userId));
  if (!m) return null;
  return { id: m.id, name: (lang === 'zh' ? m.nameZh : m.nameEn) || m.nameEn || m.nameZh, role: m.role, limitCny: m.limitCny === null ? null : Number(m.limitCny), memberSince: m.since.toISOString() };
}

/** A customer's page: the account, organisation, orders, quotes, leads and addresses; null when there is no such customer. */
export async function customerDetail(db: Db, now: Date, lang: Lang, id: number): Promise<CustomerDetail | null> {
  const [row] = await db
    .select({ u: users, areaEn: areas.nameEn, areaZh: areas.nameZh, industryEn: industries.nameEn, industryZh: industries.nameZh, orders: orderCount })
    .from(users)
    .leftJoin(areas, eq(areas.id, users.areaId))
    .leftJoin(industries, eq(industries.id, users.industryId))
    .where(eq(users.id, id));
  if (!row) return null;
  const { u } = row;
  const named = (en: string | null, zh: string | null) => (en === null ? null : lang === 'zh' ? zh || en : en);
  const theirOrders = await db.select().from(orders).where(and(eq(orders.userId, id), notInArray(orders.status, [...approvalStatuses]))).orderBy(desc(orders.createdAt), desc(orders.id));
  const theirQuotes = await quoteViews(db, now, and(eq(quotes.userId, id)));
  return {
    ...summaryOf(u, row.orders),
    department: u.department,
    phoneVerified: u.phoneVerified,
    areaName: named(row.areaEn, row.areaZh),
    industryName: named(row.industryEn, row.industryZh),
    organisation: await organisationOf(db, lang, id),
    orders: theirOrders.map((o) => ({ id: o.id, orderNumber: o.orderNumber, createdAt: o.createdAt.toISOString(), status: o.status, totalText: o.totalText, lang: o.lang })),
    quotes: theirQuotes.map((q) => ({ id: q.id, quoteNumber: q.quoteNumber, status: q.status, createdAt: q.createdAt, validUntil: q.validUntil, total: q.total, orderId: q.orderId })),
    leads: await leadsOfCustomer(db, { userId: u.id, email: u.email }),
    leadsTotal: await leadCountOfCustomer(db, { userId: u.id, email: u.email }),
    addresses: await addressesOf(db, id),
  };
}
