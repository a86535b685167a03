import { and, asc, desc, eq, gte, inArray, isNull, type SQL } from 'drizzle-orm';
import { DEFAULT_LEAD_CALENDAR, leadCalendarSchema, type LeadCalendar, type LeadEvent, type LeadKind, type LeadStatus, type LeadSummary } from '../../../src/contracts/admin/leads.ts';
import type { Lang } from '../../../src/contracts/lang.ts';
import type { Db } from '../../db/client.ts';
import { globalConfig, leadEvents, leadStates, staff } from '../../db/schema/index.ts';
import { leadPeople } from './lead-sources.ts';
import { replyClock, type ClockEvent } from './reply-clock.ts';

/** The inbox lists at most this many leads per request (the newest that match): enough for a day's work. */
export const LEAD_LIST_LIMIT = 500;

/** The working calendar of the site configuration (`lead_calendar`), or the default when unset or broken. */
export async function leadCalendar(db: Db): Promise<LeadCalendar> {
  const rows = await db.select({ lang: globalConfig.lang, value: globalConfig.value }).from(globalConfig).where(eq(globalConfig.key, 'lead_calendar'));
  for (const lang of ['en', 'zh'] as const) {
    const row = rows.find((r) => r.lang === lang);
    if (!row) continue;
    try {
      const parsed = leadCalendarSchema.safeParse(JSON.parse(row.value));
      if (parsed.success) return parsed.data;
    } catch {
      // Not JSON: the editor refuses that, but a hand-made row should not break the inbox.
    }
  }
  return DEFAULT_LEAD_CALENDAR;
}

export interface StateFilter {
  kind?: LeadKind | undefined;
  status?: LeadStatus | undefined;
  assignee?: number | 'none' | undefined;
  /** Any of these statuses (the dashboard's open leads). */
  statuses?: LeadStatus[] | undefined;
  /** Only this lead (the detail page). */
  key?: { kind: LeadKind; id: number } | undefined;
  arrivedSince?: Date | undefined;
  /** Default LEAD_LIST_LIMIT. */
  limit?: number | undefined;
}

const stateColumns = {
  kind: leadStates.kind,
  id: leadStates.leadId,
  status: leadStates.status,
  assigneeId: leadStates.assigneeId,
  assigneeName: staff.name,
  arrivedAt: leadStates.arrivedAt,
};

/** The clock's events of the given leads, grouped by `kind:id`. */
async function clockEvents(db: Db, keys: { kind: LeadKind; id: number }[]): Promise<Map<string, ClockEvent[]>> {
  const byKey = new Map<string, ClockEvent[]>();
  for (const kind of new Set(keys.map((k) => k.kind))) {
    const ids = keys.filter((k) => k.kind === kind).map((k) => k.id);
    const rows = await db
      .select({ leadId: leadEvents.leadId, type: leadEvents.type, at: leadEvents.at, value: leadEvents.value })
      .from(leadEvents)
      .where(and(eq(leadEvents.kind, kind), inArray(leadEvents.leadId, ids), inArray(leadEvents.type, ['status', 'reply'])))
      .orderBy(asc(leadEvents.id));
    for (const r of rows) {
      const key = `${kind}:${r.leadId}`;
      byKey.set(key, [...(byKey.get(key) ?? []), { type: r.type, at: r.at, value: r.value }]);
    }
  }
  return byKey;
}

/**
 * The leads matching `filter` (newest first, at most LEAD_LIST_LIMIT), each with the person, the topic and
 * its reply clock at `now`. Language is a filter on the person's row, applied after.
 */
export async function findLeads(db: Db, now: Date, filter: StateFilter & { language?: Lang | undefined }): Promise<LeadSummary[]> {
  const where: SQL[] = [];
  if (filter.kind) where.push(eq(leadStates.kind, filter.kind));
  if (filter.status) where.push(eq(leadStates.status, filter.status));
  if (filter.assignee === 'none') where.push(isNull(leadStates.assigneeId));
  else if (filter.assignee) where.push(eq(leadStates.assigneeId, filter.assignee));
  if (filter.statuses) where.push(inArray(leadStates.status, filter.statuses));
  if (filter.arrivedSince) where.push(gte(leadStates.arrivedAt, filter.arrivedSince));
  if (filter.key) where.push(eq(leadStates.kind, filter.key.kind), eq(leadStates.leadId, filter.key.id));
  const states = await db
    .select(stateColumns)
    .from(leadStates)
    .leftJoin(staff, eq(staff.id, leadStates.assigneeId))
    .where(and(...where))
    .orderBy(desc(leadStates.arrivedAt), desc(leadStates.leadId))
    .limit(filter.limit ?? LEAD_LIST_LIMIT);
  const calendar = await leadCalendar(db);
  const events = await clockEvents(db, states);
  const people = new Map<string, Awaited<ReturnType<typeof leadPeople>>[number]>();
  for (const kind of new Set(states.map((s) => s.kind))) {
    for (const p of await leadPeople(db, kind, states.filter((s) => s.kind === kind).map((s) => s.id))) people.set(`${kind}:${p.id}`, p);
  }
  const leads: LeadSummary[] = [];
  for (const s of states) {
    const person = people.get(`${s.kind}:${s.id}`);
    if (!person || (filter.language && person.lang !== filter.language)) continue;
    const clock = replyClock({ arrivedAt: s.arrivedAt, events: events.get(`${s.kind}:${s.id}`) ?? [], now, calendar });
    leads.push({ ...s, lang: person.lang, name: person.name, email: person.email, company: person.company, topic: person.topic, arrivedAt: s.arrivedAt.toISOString(), ...clock });
  }
  return leads;
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
