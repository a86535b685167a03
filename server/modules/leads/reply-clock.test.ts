import { describe, expect, it } from 'vitest';
import { DEFAULT_LEAD_CALENDAR, leadCalendarSchema, type LeadCalendar } from '../../../src/contracts/admin/leads.ts';
import { replyClock, storedClock, type ClockEvent } from './reply-clock.ts';

/** A Beijing wall-clock time (UTC+8) as an instant. */
const bj = (local: string) => new Date(`${local}+08:00`);
const status = (local: string, value: string): ClockEvent => ({ type: 'status', at: bj(local), value });
const reply = (local: string): ClockEvent => ({ type: 'reply', at: bj(local), value: null });

/** The 2026 National Day week as a calendar would list it: seven days off, Saturday 10 October worked. */
const NATIONAL_DAY: LeadCalendar = {
  weekend: [0, 6],
  holidays: ['2026-10-01', '2026-10-02', '2026-10-03', '2026-10-04', '2026-10-05', '2026-10-06', '2026-10-07'],
  workdays: ['2026-10-10'],
};

const clock = (arrived: string, now: string, events: ClockEvent[] = [], calendar = DEFAULT_LEAD_CALENDAR) =>
  replyClock({ arrivedAt: bj(arrived), events: [{ type: 'created', at: bj(arrived), value: null }, ...events], now: bj(now), calendar });

describe('the 24-hour reply clock', () => {
  it('counts a Friday-evening arrival on Friday and Monday only: due Monday 19:00, warning at 15:00', () => {
    const c = clock('2026-11-20T19:00:00', '2026-11-21T12:00:00');
    expect(c.dueAt).toBe(bj('2026-11-23T19:00:00').toISOString());
    expect(c.warnAt).toBe(bj('2026-11-23T15:00:00').toISOString());
    // Saturday noon: only Friday's 5 hours have counted.
    expect([c.state, c.level, c.elapsedMs]).toEqual(['running', 'ok', 5 * 3_600_000]);
  });

  it('warns after 20 counted hours and is overdue after 24, without a reply', () => {
    expect(clock('2026-11-20T19:00:00', '2026-11-23T16:00:00').level).toBe('warning');
    const late = clock('2026-11-20T19:00:00', '2026-11-23T20:00:00');
    expect([late.level, late.elapsedMs, late.inTime]).toEqual(['overdue', 25 * 3_600_000, null]);
  });

  it('skips the holidays of the configured calendar: an arrival the day before National Day is due on 8 October', () => {
    const c = clock('2026-09-30T10:00:00', '2026-10-03T10:00:00', [], NATIONAL_DAY);
    expect(c.dueAt).toBe(bj('2026-10-08T10:00:00').toISOString());
    expect(c.elapsedMs).toBe(14 * 3_600_000);
    // Without the holidays it would have been due on 1 October.
    expect(clock('2026-09-30T10:00:00', '2026-09-30T11:00:00').dueAt).toBe(bj('2026-10-01T10:00:00').toISOString());
  });

  it('counts a listed extra working day on a weekend (the Saturday worked after the holiday)', () => {
    expect(clock('2026-10-09T10:00:00', '2026-10-09T11:00:00', [], NATIONAL_DAY).dueAt).toBe(bj('2026-10-10T10:00:00').toISOString());
    expect(clock('2026-10-09T10:00:00', '2026-10-09T11:00:00').dueAt).toBe(bj('2026-10-12T10:00:00').toISOString());
  });

  it('pauses while the lead waits for the customer, and runs again when it leaves that status', () => {
    // Monday 9:00 arrival; 4 hours later staff ask the customer; the answer comes Tuesday 13:00.
    const events = [status('2026-11-23T13:00:00', 'waiting_customer'), status('2026-11-24T13:00:00', 'in_progress')];
    const c = clock('2026-11-23T09:00:00', '2026-11-24T14:00:00', events);
    expect(c.dueAt).toBe(bj('2026-11-25T09:00:00').toISOString());
    expect([c.state, c.elapsedMs]).toEqual(['running', 5 * 3_600_000]);
  });

  it('while still waiting, says paused and projects the due time as if the customer wrote back now', () => {
    const c = clock('2026-11-23T09:00:00', '2026-11-24T10:00:00', [status('2026-11-23T13:00:00', 'waiting_customer')]);
    expect([c.state, c.level, c.elapsedMs]).toEqual(['paused', 'ok', 4 * 3_600_000]);
    expect(c.dueAt).toBe(bj('2026-11-25T06:00:00').toISOString());
  });

  it('stops at the first reply and says whether it was in time', () => {
    const inTime = clock('2026-11-20T19:00:00', '2026-11-30T00:00:00', [reply('2026-11-23T10:00:00'), reply('2026-11-26T10:00:00')]);
    expect([inTime.state, inTime.level, inTime.inTime, inTime.answeredAt]).toEqual(['stopped', 'ok', true, bj('2026-11-23T10:00:00').toISOString()]);
    expect(inTime.elapsedMs).toBe(15 * 3_600_000);
    const late = clock('2026-11-20T19:00:00', '2026-11-30T00:00:00', [reply('2026-11-24T10:00:00')]);
    expect(late.inTime).toBe(false);
    // Marked answered without an e-mail (a phone call) stops the clock too.
    expect(clock('2026-11-23T09:00:00', '2026-11-30T00:00:00', [status('2026-11-23T11:00:00', 'answered')]).inTime).toBe(true);
  });

  it('never runs for ever, nor throws, on a calendar without working days (the configuration refuses one; an old one still answers)', () => {
    const none: LeadCalendar = { weekend: [0, 1, 2, 3, 4, 5, 6], holidays: [], workdays: [] };
    const c = clock('2026-11-23T09:00:00', '2026-11-23T10:00:00', [], none);
    // Past the bound of the walk every day counts: a due time exists, later than the 20,000 spans walked.
    expect(Number.isFinite(Date.parse(c.dueAt))).toBe(true);
    expect(Date.parse(c.dueAt)).toBeGreaterThan(new Date('2026-11-24T09:00:00+08:00').getTime());
    expect(leadCalendarSchema.safeParse(none).error?.issues[0]).toMatchObject({ path: ['weekend'], message: 'admin:config.v.noWorkingDay' });
    expect(leadCalendarSchema.safeParse({ ...none, weekend: [0, 6] }).success).toBe(true);
  });
});

describe('the stored clock the inbox filters by in SQL', () => {
  const arrived = '2026-11-20T19:00:00';
  const scenarios: Record<string, ClockEvent[]> = {
    running: [],
    'paused before due, still waiting': [status('2026-11-23T10:00:00', 'waiting_customer')],
    'paused after due, still waiting': [status('2026-11-24T10:00:00', 'waiting_customer')],
    'paused and resumed': [status('2026-11-23T10:00:00', 'waiting_customer'), status('2026-11-25T10:00:00', 'in_progress')],
    replied: [reply('2026-11-23T10:00:00')],
    closed: [status('2026-11-26T10:00:00', 'closed')],
  };
  for (const [name, events] of Object.entries(scenarios)) {
    it(`says "overdue" exactly when the clock computed at that instant does (${name})`, () => {
      for (const calendar of [DEFAULT_LEAD_CALENDAR, NATIONAL_DAY]) {
        const all: ClockEvent[] = [{ type: 'created', at: bj(arrived), value: null }, ...events];
        const stored = storedClock({ arrivedAt: bj(arrived), events: all, calendar });
        // Every hour for ten days after the last event (the stored clock is written when an event happens).
        const last = Math.max(...all.map((e) => e.at.getTime()));
        for (let t = last; t < last + 10 * 86_400_000; t += 3_600_000) {
          const now = new Date(t);
          const live = replyClock({ arrivedAt: bj(arrived), events: all, now, calendar });
          expect(stored.clockState).toBe(live.state);
          expect(stored.overdueAt !== null && stored.overdueAt.getTime() <= t, now.toISOString()).toBe(live.level === 'overdue');
        }
      }
    });
  }
});
