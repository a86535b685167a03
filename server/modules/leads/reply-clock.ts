import { REPLY_WARNING_HOURS, REPLY_WITHIN_HOURS, type ClockLevel, type ClockState, type LeadCalendar, type LeadClock, type LeadEventType } from '../../../src/contracts/admin/leads.ts';

/**
 * The 24-hour reply clock, computed from a lead's history alone (nothing about it is stored): it runs from
 * the lead's arrival, only on working days of the calendar (whole Beijing days: the promise is 24 hours,
 * not 24 office hours) and never while the lead waits for the customer; it stops at the first reply (or when
 * staff mark the lead answered or closed, e.g. after a phone call). Pure: the caller passes `now`.
 */

export interface ClockEvent {
  type: LeadEventType;
  at: Date;
  /** For `status` events: the new status. */
  value: string | null;
}

export interface ClockInput {
  arrivedAt: Date;
  /** The lead's events, oldest first. */
  events: readonly ClockEvent[];
  now: Date;
  calendar: LeadCalendar;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Beijing time is UTC+8 all year (China has no daylight saving time since 1991). */
const BEIJING_OFFSET = 8 * HOUR;
/** No lead waits this many days for working time: a bound on the walk through a broken calendar. */
const MAX_SEGMENTS = 20_000;

/** The Beijing calendar day of `ms` as YYYY-MM-DD, and its weekday (0 = Sunday). */
function beijingDay(ms: number): { date: string; weekday: number } {
  const shifted = new Date(ms + BEIJING_OFFSET);
  return { date: shifted.toISOString().slice(0, 10), weekday: shifted.getUTCDay() };
}

export function isWorkingDay(ms: number, calendar: LeadCalendar): boolean {
  const { date, weekday } = beijingDay(ms);
  if (calendar.workdays.includes(date)) return true;
  if (calendar.holidays.includes(date)) return false;
  return !calendar.weekend.includes(weekday);
}

/** The next Beijing midnight strictly after `ms`. */
const nextMidnight = (ms: number) => Math.floor((ms + BEIJING_OFFSET) / DAY) * DAY + DAY - BEIJING_OFFSET;

/** When the clock stopped: the first reply, or the first change to answered or closed. */
function stopOf(events: readonly ClockEvent[]): number | null {
  const stop = events.find((e) => e.type === 'reply' || (e.type === 'status' && (e.value === 'answered' || e.value === 'closed')));
  return stop ? stop.at.getTime() : null;
}

/**
 * The spans spent waiting for the customer, [start, end). One still open ends at `now`: the due time is
 * then what it would be if the customer wrote back now.
 */
function pausesOf(events: readonly ClockEvent[], now: number): [number, number][] {
  const pauses: [number, number][] = [];
  let start: number | null = null;
  for (const e of events) {
    if (e.type !== 'status') continue;
    if (e.value === 'waiting_customer' && start === null) start = e.at.getTime();
    else if (e.value !== 'waiting_customer' && start !== null) (pauses.push([start, e.at.getTime()]), (start = null));
  }
  if (start !== null) pauses.push([start, Math.max(start, now)]);
  return pauses;
}

/**
 * The spans from `from` on, each wholly counting or not (split at Beijing midnights and pause edges). A calendar
 * with no working day within MAX_SEGMENTS spans (saved before the configuration refused it) must not stop the inbox:
 * past that bound every day counts as a working day, so the clock still gives a due time.
 */
function* spans(from: number, pauses: [number, number][], calendar: LeadCalendar): Generator<{ start: number; end: number; counts: boolean }> {
  const edges = pauses.flatMap(([s, e]) => [s, e]);
  let t = from;
  for (let i = 0; ; i++) {
    const end = Math.min(nextMidnight(t), ...edges.filter((edge) => edge > t));
    const paused = pauses.some(([s, e]) => s <= t && t < e);
    yield { start: t, end, counts: !paused && (i >= MAX_SEGMENTS || isWorkingDay(t, calendar)) };
    t = end;
  }
}

/** The instant at which `target` ms have counted since `from`. */
function reach(from: number, target: number, pauses: [number, number][], calendar: LeadCalendar): number {
  let counted = 0;
  for (const span of spans(from, pauses, calendar)) {
    if (!span.counts) continue;
    if (counted + (span.end - span.start) >= target) return span.start + (target - counted);
    counted += span.end - span.start;
  }
  throw new Error('unreachable');
}

/** How many ms counted between `from` and `until`. */
function countedBetween(from: number, until: number, pauses: [number, number][], calendar: LeadCalendar): number {
  let counted = 0;
  for (const span of spans(from, pauses, calendar)) {
    if (span.start >= until) return counted;
    if (span.counts) counted += Math.min(span.end, until) - span.start;
  }
  return counted;
}

/** The clock of one lead at `now`. */
export function replyClock({ arrivedAt, events, now, calendar }: ClockInput): LeadClock {
  const from = arrivedAt.getTime();
  const stop = stopOf(events);
  const nowMs = now.getTime();
  const pauses = pausesOf(stop === null ? events : events.filter((e) => e.at.getTime() <= stop), stop ?? nowMs);
  const dueAt = reach(from, REPLY_WITHIN_HOURS * HOUR, pauses, calendar);
  const warnAt = reach(from, REPLY_WARNING_HOURS * HOUR, pauses, calendar);
  const elapsedMs = countedBetween(from, Math.max(from, stop ?? nowMs), pauses, calendar);
  // Waiting for the customer right now: the last pause is the open one, which pausesOf ends at now.
  const last = events.filter((e) => e.type === 'status').at(-1);
  const paused = stop === null && last?.value === 'waiting_customer';
  const state: ClockState = stop !== null ? 'stopped' : paused ? 'paused' : 'running';
  const level: ClockLevel = state === 'stopped' ? 'ok' : elapsedMs >= REPLY_WITHIN_HOURS * HOUR ? 'overdue' : elapsedMs >= REPLY_WARNING_HOURS * HOUR ? 'warning' : 'ok';
  return {
    dueAt: new Date(dueAt).toISOString(),
    warnAt: new Date(warnAt).toISOString(),
    state,
    level,
    elapsedMs,
    answeredAt: stop === null ? null : new Date(stop).toISOString(),
    inTime: stop === null ? null : stop <= dueAt,
  };
}

/** What the inbox keeps of a lead's clock to filter and order by in SQL (lead_states.clock_state, overdue_at). */
export interface StoredClock {
  clockState: ClockState;
  /**
   * The instant the lead is overdue from if nothing changes: running, its due time; paused, the due time as it
   * was at the pause's start when the lead was overdue then (a pause freezes the clock: it stays overdue), else
   * null (it cannot become overdue while waiting); stopped, null.
   */
  overdueAt: Date | null;
}

/** The stored clock of a lead: it changes only with its events or the calendar, never with time alone. */
export function storedClock({ arrivedAt, events, calendar }: Omit<ClockInput, 'now'>): StoredClock {
  if (stopOf(events) !== null) return { clockState: 'stopped', overdueAt: null };
  const statuses = events.filter((e) => e.type === 'status');
  if (statuses.at(-1)?.value !== 'waiting_customer') {
    // No open pause: the due time does not depend on `now`.
    return { clockState: 'running', overdueAt: new Date(replyClock({ arrivedAt, events, now: arrivedAt, calendar }).dueAt) };
  }
  // The open pause began at the first of the trailing run of waiting_customer changes (as pausesOf reads it).
  let start = statuses.length - 1;
  while (start > 0 && statuses[start - 1]!.value === 'waiting_customer') start--;
  const pausedAt = statuses[start]!.at;
  const atPause = replyClock({ arrivedAt, events, now: new Date(Math.max(pausedAt.getTime(), arrivedAt.getTime())), calendar });
  return { clockState: 'paused', overdueAt: atPause.level === 'overdue' ? new Date(atPause.dueAt) : null };
}
