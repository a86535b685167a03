import { eq } from 'drizzle-orm';
import type { Lang } from '../../../src/contracts/lang.ts';
import type { Db } from '../../db/client.ts';
import { globalConfig, leadDigests } from '../../db/schema/index.ts';
import { buildLeadDigest, digestDay, yesterdayOf } from './lead-digest-content.ts';
import { findLeads } from './leads.queries.ts';
import { enqueueMail } from '../../mail/enqueue.ts';

export interface DigestDeps {
  db: Db;
  now: () => Date;
  /** Origin of the link to the inbox (server/public-origin.ts); absent = a bare path. */
  publicOrigin?: string | undefined;
}

/** Open leads: the reply is still owed, or the lead is not finished. */
const OPEN = ['new', 'in_progress', 'waiting_customer'] as const;
/**
 * Yesterday's replies are counted among the leads that arrived at most this long before yesterday: a lead
 * answered after longer than that would be a data-entry matter, not a reply-time one.
 */
const RECENT_DAYS = 60;
const DAY = 86_400_000;

/**
 * The staff mailboxes (site configuration `mail`, one per language, as for the lead notices), each with the
 * languages of the leads it receives. When both languages name one address it gets one digest, in Chinese
 * (the sales office works in Beijing); an English-only mailbox gets it in English.
 */
async function mailboxes(db: Db): Promise<{ address: string; langs: Lang[]; lang: Lang }[]> {
  const rows = await db.select({ lang: globalConfig.lang, value: globalConfig.value }).from(globalConfig).where(eq(globalConfig.key, 'mail'));
  const byAddress = new Map<string, Lang[]>();
  for (const r of rows) {
    const address = r.value.trim();
    if (address) byAddress.set(address, [...(byAddress.get(address) ?? []), r.lang]);
  }
  return [...byAddress].map(([address, langs]) => ({ address, langs, lang: langs.includes('zh') ? 'zh' : 'en' }));
}

/**
 * Queues today's digest (Beijing day, from 08:30) unless some process already did: the day's row in
 * `lead_digests` and the mails are written in one transaction, and the day's primary key lets only one
 * insert win. Answers the outbox ids queued now (none before 08:30 or once the day's digest exists). The
 * background outbox sender (server/mail/outbox-sender.ts) calls it each round and then sends the mails.
 */
export async function queueLeadDigest(deps: DigestDeps): Promise<number[]> {
  const now = deps.now();
  const day = digestDay(now);
  if (!day) return [];
  // The common case, every round after the digest went out: one primary-key look-up.
  const [done] = await deps.db.select({ day: leadDigests.day }).from(leadDigests).where(eq(leadDigests.day, day));
  if (done) return [];
  const boxes = await mailboxes(deps.db);
  const open = await findLeads(deps.db, now, { statuses: [...OPEN] });
  const recent = await findLeads(deps.db, now, { arrivedSince: new Date(yesterdayOf(day).start.getTime() - RECENT_DAYS * DAY) });
  const inbox = `${(deps.publicOrigin ?? '').replace(/\/$/, '')}/admin/leads`;
  return deps.db.transaction(async (tx) => {
    const won = await tx.insert(leadDigests).values({ day, queuedAt: now }).onConflictDoNothing().returning({ day: leadDigests.day });
    if (!won.length) return [];
    const ids: number[] = [];
    for (const box of boxes) {
      const mine = (l: { lang: Lang }) => box.langs.includes(l.lang);
      const mail = buildLeadDigest({ lang: box.lang, day, open: open.filter(mine), recent: recent.filter(mine), inbox });
      const rowId = await enqueueMail(tx, { recipient: box.address, ...mail }, { createdAt: now, nextAttemptAt: now });
      ids.push(rowId);
    }
    return ids;
  });
}
