import type { LeadDashboard, LeadSummary, LeadWeek } from '../../../src/contracts/admin/leads.ts';
import type { Db } from '../../db/client.ts';
import { countLeads, findLeads } from './leads.queries.ts';

/** The dashboard shows this many weeks, the current one included. */
export const DASHBOARD_WEEKS = 8;

const DAY = 86_400_000;
/** Beijing time is UTC+8 all year; weeks start on Monday, as in China (GB/T 7408). */
const BEIJING_OFFSET = 8 * 3_600_000;

/** The Monday (Beijing date, YYYY-MM-DD) of the week `at` falls in. */
export function weekOf(at: Date): string {
  const local = new Date(at.getTime() + BEIJING_OFFSET);
  const sinceMonday = (local.getUTCDay() + 6) % 7;
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) - sinceMonday * DAY).toISOString().slice(0, 10);
}

/** The instant a Beijing date (YYYY-MM-DD) begins. */
const startOf = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) - BEIJING_OFFSET);

/**
 * Per week of arrival: how many leads arrived, were answered, and answered in time; the share in time is
 * of the leads whose outcome is known (answered, or past their due time unanswered). Plus the open leads
 * now overdue or in their warning hours.
 */
export async function leadDashboard(db: Db, now: Date): Promise<LeadDashboard> {
  const thisWeek = weekOf(now);
  const first = new Date(startOf(thisWeek).getTime() - (DASHBOARD_WEEKS - 1) * 7 * DAY);
  const recent = await findLeads(db, now, { arrivedSince: first });
  const weeks: LeadWeek[] = Array.from({ length: DASHBOARD_WEEKS }, (_, i) => weekOf(new Date(first.getTime() + i * 7 * DAY + DAY))).map((week) => tally(week, recent.filter((l) => weekOf(new Date(l.arrivedAt)) === week), now));
  const open = await findLeads(db, now, { statuses: ['new', 'in_progress', 'waiting_customer'] });
  const running = open.filter((l) => l.state !== 'stopped');
  return {
    weeks: weeks.reverse(),
    // The very condition of the inbox's `overdue=true`, so the two numbers always agree.
    overdue: await countLeads(db, now, { overdue: true }),
    warning: running.filter((l) => l.level === 'warning').length,
    open: running.length,
  };
}

function tally(week: string, leads: LeadSummary[], now: Date): LeadWeek {
  const answered = leads.filter((l) => l.state === 'stopped');
  const inTime = answered.filter((l) => l.inTime).length;
  const decided = answered.length + leads.filter((l) => l.state !== 'stopped' && Date.parse(l.dueAt) <= now.getTime()).length;
  return { week, arrived: leads.length, answered: answered.length, inTime, share: decided ? inTime / decided : null };
}
