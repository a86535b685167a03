import { and, count, desc, eq, gte, ilike, inArray, lt, or, type SQL } from 'drizzle-orm';
import type { Paged } from '../../../src/contracts/admin/paging.ts';
import type { QuotePageQuery } from '../../../src/contracts/admin/quotes.ts';
import { beijingDayEnd, beijingDayStart } from '../../../src/contracts/beijing-date.ts';
import type { QuoteShownStatus, QuoteView } from '../../../src/contracts/quotes.ts';
import type { Db } from '../../db/client.ts';
import { pagedList } from '../../db/paged.ts';
import { likePattern } from '../../http/query-params.ts';
import { beijingDate } from '../../../src/contracts/beijing-date.ts';
import { mayApprove } from '../../../src/contracts/organisation.ts';
import { organisationMembers, quoteLines, quotes, users } from '../../db/schema/index.ts';
import { membershipOf } from '../organisations/membership.ts';
import { lineSubtotal, sumFen } from './quote-money.ts';


/** A sent quote whose last valid Beijing day is before today is shown (and refused) as expired. */
export function shownStatus(status: QuoteView['status'], validUntil: string, now: Date): QuoteShownStatus {
  return status === 'sent' && validUntil < beijingDate(now) ? 'expired' : status;
}

/** Quotes with their lines and customer, newest first; `where` narrows (one id, one customer), `slice` reads one page. */
export async function quoteViews(db: Pick<Db, 'select'>, now: Date, where?: SQL, slice?: { limit: number; offset: number }): Promise<QuoteView[]> {
  const all = db
    .select({ q: quotes, customer: { id: users.id, name: users.name, email: users.email, company: users.company } })
    .from(quotes)
    .innerJoin(users, eq(users.id, quotes.userId))
    .where(where)
    .orderBy(desc(quotes.id))
    .$dynamic();
  const rows = await (slice ? all.limit(slice.limit).offset(slice.offset) : all);
  if (rows.length === 0) return [];
  const lines = await db.select().from(quoteLines).where(inArray(quoteLines.quoteId, rows.map((r) => r.q.id))).orderBy(quoteLines.id);
  return rows.map(({ q, customer }) => {
    const mine = lines
      .filter((l) => l.quoteId === q.id)
      .map((l) => ({ catalogNumber: l.catalogNumber, description: l.description, unit: l.unit, quantity: l.quantity, unitPrice: l.unitPrice, subtotal: lineSubtotal(l.unitPrice, l.quantity) }));
    return {
      id: q.id,
      quoteNumber: q.quoteNumber,
      lang: q.lang,
      status: shownStatus(q.status, q.validUntil, now),
      validUntil: q.validUntil,
      terms: q.terms,
      createdAt: q.createdAt.toISOString(),
      sentAt: q.sentAt?.toISOString() ?? null,
      acceptedAt: q.acceptedAt?.toISOString() ?? null,
      orderId: q.orderId,
      enquiryId: q.enquiryId,
      customer,
      lines: mine,
      total: sumFen(mine.map((l) => l.subtotal)),
    };
  });
}

/**
 * The shown status as SQL: `expired` is a sent quote whose validity date is before today in Beijing (as `shownStatus`
 * says), so `sent` is only a sent quote still valid.
 */
function statusIs(status: NonNullable<QuotePageQuery['status']>, now: Date): SQL {
  const today = beijingDate(now);
  if (status === 'expired') return and(eq(quotes.status, 'sent'), lt(quotes.validUntil, today))!;
  if (status === 'sent') return and(eq(quotes.status, 'sent'), gte(quotes.validUntil, today))!;
  return eq(quotes.status, status);
}

/** The list's filters, all of which must hold (on quotes joined with their customer, as `quoteViews` reads them). */
function filtersOf(f: QuotePageQuery, now: Date): SQL | undefined {
  const where: SQL[] = [];
  if (f.status) where.push(statusIs(f.status, now));
  // Whole days of Beijing, the office's calendar (as the order list counts them).
  if (f.from) where.push(gte(quotes.createdAt, beijingDayStart(f.from)));
  if (f.to) where.push(lt(quotes.createdAt, beijingDayEnd(f.to)));
  if (f.customer) {
    const part = likePattern(f.customer);
    where.push(or(ilike(users.name, part), ilike(users.email, part), ilike(users.company, part), eq(quotes.quoteNumber, f.customer.toUpperCase()))!);
  }
  return and(...where);
}

/** One page of the quotes the filters match (the staff list), newest first, and how many match in all, both in SQL. */
export function quotePage(db: Pick<Db, 'select'>, now: Date, query: QuotePageQuery): Promise<Paged<QuoteView>> {
  const where = filtersOf(query, now);
  const total = db.select({ total: count() }).from(quotes).innerJoin(users, eq(users.id, quotes.userId)).where(where);
  return pagedList(query, total, (limit, offset) => quoteViews(db, now, where, { limit, offset }));
}

export const quoteView = async (db: Pick<Db, 'select'>, now: Date, id: number) => (await quoteViews(db, now, eq(quotes.id, id)))[0] ?? null;

/**
 * Whose quotes the login may read: its own; an approver or admin of an organisation also every member's (they
 * answer for the organisation's purchases), a buyer only their own.
 */
async function readableQuoteOwners(db: Pick<Db, 'select'>, userId: number): Promise<SQL> {
  const m = await membershipOf(db, userId);
  if (!m || !mayApprove(m.role)) return eq(quotes.userId, userId);
  return inArray(quotes.userId, db.select({ id: organisationMembers.userId }).from(organisationMembers).where(eq(organisationMembers.organisationId, m.id)));
}

/** A quote the login may read, or null (also for another customer's: answered 404, never 403). Drafts stay with staff. */
export async function customerQuote(db: Pick<Db, 'select'>, now: Date, userId: number, id: number) {
  const view = (await quoteViews(db, now, and(eq(quotes.id, id), await readableQuoteOwners(db, userId))))[0];
  return view && view.status !== 'draft' ? view : null;
}

/** The quotes the login may read (its own, and an approver's or admin's organisation's), each marked whether it is the login's. */
export const customerQuotes = async (db: Pick<Db, 'select'>, now: Date, userId: number) =>
  (await quoteViews(db, now, await readableQuoteOwners(db, userId))).filter((q) => q.status !== 'draft').map((q) => ({ ...q, mine: q.customer.id === userId }));
