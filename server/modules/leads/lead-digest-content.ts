import type { LeadSummary } from '../../../src/contracts/admin/leads.ts';
import { beijingDate } from '../../../src/contracts/beijing-date.ts';
import type { Lang } from '../../../src/contracts/lang.ts';
import { translate } from '../../../src/i18n/create.ts';

/**
 * The daily digest to the sales mailbox: the open leads with their due time (overdue first, then the
 * soonest due) and yesterday's counts. Pure: the caller passes the clock and the leads (server/modules/leads/
 * lead-digest.ts reads them). Days are Beijing calendar days, as in the reply clock.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Beijing time is UTC+8 all year (no daylight saving time in China since 1991). */
const BEIJING_OFFSET = 8 * HOUR;
/** The digest goes out once the office is about to open: 08:30 Beijing time (office hours start at 9:00). */
export const DIGEST_AFTER_MINUTES = 8 * 60 + 30;
/** A mail lists at most this many open leads; the rest are counted, and the inbox has them all. */
export const DIGEST_MAX_LINES = 200;

/** "YYYY-MM-DD HH:mm" in Beijing time. */
const beijingTime = (ms: number) => new Date(ms + BEIJING_OFFSET).toISOString().slice(0, 16).replace('T', ' ');

/** The day whose digest is due at `now` (the Beijing day, once it is 08:30 there), or null before 08:30. */
export function digestDay(now: Date): string | null {
  const local = new Date(now.getTime() + BEIJING_OFFSET);
  const minutes = local.getUTCHours() * 60 + local.getUTCMinutes();
  return minutes >= DIGEST_AFTER_MINUTES ? beijingDate(now) : null;
}

/** Yesterday (Beijing) as [start, end) instants, for a digest of `day`. */
export function yesterdayOf(day: string): { day: string; start: Date; end: Date } {
  const end = Date.parse(`${day}T00:00:00+08:00`);
  return { day: beijingDate(new Date(end - DAY)), start: new Date(end - DAY), end: new Date(end) };
}

export interface YesterdayCounts {
  arrived: number;
  inTime: number;
  late: number;
}

/** Arrived yesterday; answered yesterday (the clock stopped then), in time or late. */
export function countYesterday(leads: readonly LeadSummary[], day: string): YesterdayCounts {
  const { start, end } = yesterdayOf(day);
  const within = (iso: string | null) => iso !== null && Date.parse(iso) >= start.getTime() && Date.parse(iso) < end.getTime();
  return {
    arrived: leads.filter((l) => within(l.arrivedAt)).length,
    inTime: leads.filter((l) => within(l.answeredAt) && l.inTime === true).length,
    late: leads.filter((l) => within(l.answeredAt) && l.inTime === false).length,
  };
}

/** Overdue first, then by due time, then by arrival. */
export function digestOrder(open: readonly LeadSummary[]): LeadSummary[] {
  const overdue = (l: LeadSummary) => (l.level === 'overdue' ? 0 : 1);
  return [...open].sort((a, b) => overdue(a) - overdue(b) || a.dueAt.localeCompare(b.dueAt) || a.arrivedAt.localeCompare(b.arrivedAt));
}

export interface DigestInput {
  lang: Lang;
  /** The digest's Beijing day. */
  day: string;
  /** The open leads (new, in progress, waiting for the customer) with their clock at the digest's time. */
  open: readonly LeadSummary[];
  /** The leads that may have arrived or been answered yesterday. */
  recent: readonly LeadSummary[];
  /** Where the inbox is (a path or URL). */
  inbox: string;
}

export function buildLeadDigest({ lang, day, open, recent, inbox }: DigestInput): { subject: string; body: string } {
  const t = (key: string, params?: Record<string, unknown>) => translate(lang, `admin:leads.digest.${key}`, params);
  const sorted = digestOrder(open);
  const overdue = sorted.filter((l) => l.level === 'overdue').length;
  const counts = countYesterday(recent, day);
  const lines = sorted.slice(0, DIGEST_MAX_LINES).map((l) =>
    t('line', {
      flag: l.level === 'overdue' ? t('overdueFlag') : '',
      kind: translate(lang, `admin:leads.kinds.${l.kind}`),
      id: l.id,
      name: l.name,
      company: l.company,
      topic: l.topic,
      status: translate(lang, `admin:leads.statuses.${l.status}`),
      due: beijingTime(Date.parse(l.dueAt)),
    }),
  );
  const body = [
    t('intro', { day }),
    '',
    t('yesterday', { day: yesterdayOf(day).day, ...counts }),
    '',
    ...(sorted.length ? [t('openTitle', { count: sorted.length }), ...lines] : [t('none')]),
    ...(sorted.length > DIGEST_MAX_LINES ? [t('more', { count: sorted.length - DIGEST_MAX_LINES })] : []),
    '',
    t('inbox', { path: inbox }),
  ].join('\n');
  return { subject: t('subject', { day, open: sorted.length, overdue }), body };
}
