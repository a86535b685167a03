import { and, asc, eq, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { DEFAULT_LEAD_CALENDAR, leadCalendarSchema, type LeadCalendar, type LeadKind } from '../../../src/contracts/admin/leads.ts';
import type { Lang } from '../../../src/contracts/lang.ts';
import type { Db } from '../../db/client.ts';
import { globalConfig, leadEvents, leadStates } from '../../db/schema/index.ts';
import { leadLangs } from './lead-sources.ts';
import { storedClock, type ClockEvent } from './reply-clock.ts';

/**
 * The inbox filters (language, overdue) and orders (overdue first) in SQL, so each lead's state row keeps the
 * person's language and what its reply clock needs to be judged at any instant (reply-clock.ts `storedClock`).
 * They are written when the lead's status changes or it is answered (leads.changes.ts), for every unstopped
 * lead when the working calendar changes, and, for a lead the insert trigger has just made (and for leads stored
 * before these columns), by `fillLeadClocks` before the inbox reads.
 */

type Key = { kind: LeadKind; id: number };
/** Leads are filled and recomputed this many at a time (one bulk UPDATE each). */
const BATCH = 500;

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

/** The clock's events of the given leads, grouped by `kind:id`. */
export async function clockEvents(db: Db, keys: readonly Key[]): Promise<Map<string, ClockEvent[]>> {
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

type StateRow = Key & { arrivedAt: Date; lang: Lang | null };

/**
 * Computes and writes the stored clock (and the language when missing) of `rows`. `onlyUnfilled`: a row another
 * writer filled meanwhile (a status change that committed first) is left as that writer wrote it.
 */
async function writeClocks(db: Db, rows: StateRow[], calendar: LeadCalendar, onlyUnfilled: boolean): Promise<void> {
  if (!rows.length) return;
  const events = await clockEvents(db, rows);
  const langs = new Map<string, Lang>();
  for (const kind of new Set(rows.filter((r) => !r.lang).map((r) => r.kind))) {
    for (const p of await leadLangs(db, kind, rows.filter((r) => r.kind === kind && !r.lang).map((r) => r.id))) langs.set(`${kind}:${p.id}`, p.lang);
  }
  const values = rows.map((r) => {
    const key = `${r.kind}:${r.id}`;
    const clock = storedClock({ arrivedAt: r.arrivedAt, events: events.get(key) ?? [], calendar });
    return sql`(${r.kind}, ${r.id}::integer, ${r.lang ?? langs.get(key) ?? null}, ${clock.clockState}, ${clock.overdueAt?.toISOString() ?? null}::timestamptz)`;
  });
  await db.execute(sql`
    update ${leadStates} set lang = v.lang, clock_state = v.clock_state, overdue_at = v.overdue_at
    from (values ${sql.join(values, sql`, `)}) as v(kind, lead_id, lang, clock_state, overdue_at)
    where ${leadStates.kind} = v.kind and ${leadStates.leadId} = v.lead_id ${onlyUnfilled ? sql`and ${leadStates.clockState} is null` : sql``}`);
}

const stateRow = { kind: leadStates.kind, id: leadStates.leadId, arrivedAt: leadStates.arrivedAt, lang: leadStates.lang };

/** Recomputes in batches every lead `where` selects (keyset by kind and id, so a long run never skips one). */
async function recompute(db: Db, where: SQL | undefined, onlyUnfilled: boolean, calendar?: LeadCalendar): Promise<void> {
  const cal = calendar ?? (await leadCalendar(db));
  let after: Key | null = null;
  for (;;) {
    const from: SQL | undefined = after ? sql`(${leadStates.kind}, ${leadStates.leadId}) > (${after.kind}, ${after.id})` : undefined;
    const rows = await db.select(stateRow).from(leadStates).where(and(where, from)).orderBy(asc(leadStates.kind), asc(leadStates.leadId)).limit(BATCH);
    await writeClocks(db, rows, cal, onlyUnfilled);
    if (rows.length < BATCH) return;
    after = rows.at(-1)!;
  }
}

/** Fills the leads whose clock is not stored yet (new leads, and leads stored before the columns existed). */
export const fillLeadClocks = (db: Db) => recompute(db, isNull(leadStates.clockState), true);

/** After a lead's status change or reply, in the change's transaction. */
export const refreshLeadClock = (tx: Db, { kind, id }: Key) => recompute(tx, and(eq(leadStates.kind, kind), eq(leadStates.leadId, id)), false);

/** After the working calendar changed, in its transaction: every lead whose clock has not stopped. */
export const recomputeOpenLeadClocks = (tx: Db) => recompute(tx, or(isNull(leadStates.clockState), ne(leadStates.clockState, 'stopped')), false);
