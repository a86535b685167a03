import { and, asc, count, desc, eq, gte, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { LeadDetail, LeadEvent, LeadKind, LeadStatus, LeadSummary } from '../../../src/contracts/admin/leads.ts';
import type { Paged, PagingQuery } from '../../../src/contracts/admin/paging.ts';
import type { Lang } from '../../../src/contracts/lang.ts';
import type { Db } from '../../db/client.ts';
import { pagedList } from '../../db/paged.ts';
import { leadEvents, leadStates, staff } from '../../db/schema/index.ts';
import { leadAttachments } from './lead-attachments.ts';
import { clockEvents, fillLeadClocks, leadCalendar } from './lead-clock-store.ts';
import { leadFields, leadPeople } from './lead-sources.ts';
import { replyClock } from './reply-clock.ts';

export { leadCalendar } from './lead-clock-store.ts';

export interface StateFilter {
  kind?: LeadKind | undefined;
  status?: LeadStatus | undefined;
  assignee?: number | 'none' | undefined;
  language?: Lang | undefined;
  /** Overdue at `now` (true) or not (false), from the stored clock. */
  overdue?: boolean | undefined;
  /** Any of these statuses (the dashboard's open leads). */
  statuses?: LeadStatus[] | undefined;
  /** Only this lead (the detail page). */
  key?: { kind: LeadKind; id: number } | undefined;
  arrivedSince?: Date | undefined;
}

const stateColumns = {
  kind: leadStates.kind,
  id: leadStates.leadId,
  status: leadStates.status,
  assigneeId: leadStates.assigneeId,
  assigneeName: staff.name,
  arrivedAt: leadStates.arrivedAt,
  version: leadStates.version,
};

/** Overdue at `now`: its clock has not stopped and the instant it becomes overdue has come (reply-clock.ts `storedClock`). */
const overdueAt = (now: Date) => sql<boolean>`(${leadStates.clockState} <> 'stopped' and ${leadStates.overdueAt} <= ${now.toISOString()}::timestamptz)`;

function whereOf(now: Date, filter: StateFilter): SQL | undefined {
  const where: SQL[] = [];
  if (filter.kind) where.push(eq(leadStates.kind, filter.kind));
  if (filter.status) where.push(eq(leadStates.status, filter.status));
  if (filter.assignee === 'none') where.push(isNull(leadStates.assigneeId));
  else if (filter.assignee) where.push(eq(leadStates.assigneeId, filter.assignee));
  if (filter.language) where.push(eq(leadStates.lang, filter.language));
  if (filter.overdue !== undefined) where.push(filter.overdue ? overdueAt(now) : sql`not coalesce(${overdueAt(now)}, false)`);
  if (filter.statuses) where.push(inArray(leadStates.status, filter.statuses));
  if (filter.arrivedSince) where.push(gte(leadStates.arrivedAt, filter.arrivedSince));
  if (filter.key) where.push(eq(leadStates.kind, filter.key.kind), eq(leadStates.leadId, filter.key.id));
  return and(...where);
}

/** The inbox's order: overdue leads first, the longest overdue first; then the newest arrivals. Total, so pages never overlap. */
const inboxOrder = (now: Date) => [
  sql`case when ${overdueAt(now)} then 0 else 1 end`,
  sql`case when ${overdueAt(now)} then ${leadStates.overdueAt} end asc`,
  desc(leadStates.arrivedAt),
  asc(leadStates.kind),
  desc(leadStates.leadId),
];

type StateRow = Awaited<ReturnType<typeof selectStates>>[number];
const selectStates = (db: Db, where: SQL | undefined) => db.select(stateColumns).from(leadStates).leftJoin(staff, eq(staff.id, leadStates.assigneeId)).where(where);

/** Each of `states` with the person, the topic and its reply clock at `now` (computed for these rows only). */
async function summariesOf(db: Db, now: Date, states: StateRow[]): Promise<LeadSummary[]> {
  const calendar = await leadCalendar(db);
  const events = await clockEvents(db, states);
  const people = new Map<string, Awaited<ReturnType<typeof leadPeople>>[number]>();
  for (const kind of new Set(states.map((s) => s.kind))) {
    for (const p of await leadPeople(db, kind, states.filter((s) => s.kind === kind).map((s) => s.id))) people.set(`${kind}:${p.id}`, p);
  }
  const leads: LeadSummary[] = [];
  for (const s of states) {
    const person = people.get(`${s.kind}:${s.id}`);
    if (!person) continue;
    const clock = replyClock({ arrivedAt: s.arrivedAt, events: events.get(`${s.kind}:${s.id}`) ?? [], now, calendar });
    leads.push({ ...s, lang: person.lang, name: person.name, email: person.email, company: person.company, topic: person.topic, arrivedAt: s.arrivedAt.toISOString(), ...clock });
  }
  return leads;
}

/**
 * One page of the inbox: every filter in SQL on the stored clock and language (filled first for leads not
 * computed yet), overdue first, and the number of all leads that match.
 */
export async function leadPage(db: Db, now: Date, filter: StateFilter, paging: PagingQuery): Promise<Paged<LeadSummary>> {
  await fillLeadClocks(db);
  const where = whereOf(now, filter);
  return pagedList(paging, db.select({ total: count() }).from(leadStates).where(where), async (limit, offset) =>
    summariesOf(db, now, await selectStates(db, where).orderBy(...inboxOrder(now)).limit(limit).offset(offset)),
  );
}

/** How many leads match (the dashboard's overdue count: the same condition as the inbox's `overdue=true`). */
export async function countLeads(db: Db, now: Date, filter: StateFilter): Promise<number> {
  await fillLeadClocks(db);
  const [row] = await db.select({ total: count() }).from(leadStates).where(whereOf(now, filter));
  return row?.total ?? 0;
}

/**
 * Every lead matching `filter`, newest first, with its clock at `now`: for the detail page, the dashboard's weeks
 * and the daily digest, which need them all (bounded by their own filters: one lead, or recent weeks, or the open leads).
 */
export async function findLeads(db: Db, now: Date, filter: StateFilter): Promise<LeadSummary[]> {
  await fillLeadClocks(db);
  return summariesOf(db, now, await selectStates(db, whereOf(now, filter)).orderBy(desc(leadStates.arrivedAt), asc(leadStates.kind), desc(leadStates.leadId)));
}

/** A lead's whole history, oldest first, with the names of the staff involved. */
export async function leadHistory(db: Db, kind: LeadKind, id: number): Promise<LeadEvent[]> {
  const rows = await db
    .select({ id: leadEvents.id, type: leadEvents.type, at: leadEvents.at, staffId: leadEvents.staffId, staffName: staff.name, value: leadEvents.value, body: leadEvents.body })
    .from(leadEvents)
    .leftJoin(staff, eq(staff.id, leadEvents.staffId))
    .where(and(eq(leadEvents.kind, kind), eq(leadEvents.leadId, id)))
    .orderBy(asc(leadEvents.id));
  return rows.map((r) => ({ ...r, at: r.at.toISOString() }));
}

/**
 * One lead as its page reads it (`GET /admin/leads/:kind/:id`): the summary, every field sent, its files and history;
 * null when there is none. Also the `current` of a stale change's 409, read in the change's transaction.
 */
export async function leadDetail(db: Db, now: Date, { kind, id }: { kind: LeadKind; id: number }): Promise<LeadDetail | null> {
  const [summary] = await findLeads(db, now, { key: { kind, id } });
  const fields = await leadFields(db, kind, id);
  if (!summary || !fields) return null;
  return { ...summary, fields, attachments: await leadAttachments(db, kind, id), events: await leadHistory(db, kind, id) };
}
