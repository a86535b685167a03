import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { outbox } from '../db/schema/index.ts';

export type OutboxRow = typeof outbox.$inferSelect;
export type Channel = OutboxRow['channel'];

/**
 * How long a claimed message belongs to the process that claimed it. Longer than any one send can take
 * (the SMTP transport gives up after 60 s, server/mail/transports.ts), so no other process picks it up
 * while it is being sent; a process that dies mid-send leaves it to be retried after this.
 */
export const LEASE_MS = 2 * 60_000;

/** Attempts before a message is given up (with the back-off below: about three hours of trying). */
export const MAX_ATTEMPTS = 10;

/** Wait before attempt n+1 after n failures: 30 s doubling, at most an hour. */
export function backoffMs(failures: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, failures - 1), 60 * 60_000);
}

/**
 * A failure that another attempt cannot fix: an SMTP permanent negative reply (5xx, RFC 5321 section
 * 4.2.1, e.g. 550 mailbox unavailable), or a transport error marked `permanent` (the SMS gateway's 4xx).
 */
export function isPermanent(err: unknown): boolean {
  if (typeof err !== 'object' || err === null) return false;
  const { responseCode, permanent } = err as { responseCode?: unknown; permanent?: unknown };
  return permanent === true || (typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600);
}

const due = (now: Date) => and(isNull(outbox.sentAt), isNull(outbox.failedAt), lte(outbox.nextAttemptAt, now));
const claim = (now: Date) => ({ attempts: sql`${outbox.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + LEASE_MS) });

/**
 * Takes up to `limit` due messages of the given channels for this process, in one statement: rows another
 * process is claiming at that moment are skipped (FOR UPDATE SKIP LOCKED), and a claimed row's next attempt
 * moves past the lease, so two processes never send one message.
 */
export async function claimDue(db: Db, now: Date, channels: Channel[], limit: number): Promise<OutboxRow[]> {
  if (!channels.length) return [];
  const ids = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(due(now), inArray(outbox.channel, channels)))
    .orderBy(asc(outbox.nextAttemptAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db.update(outbox).set(claim(now)).where(inArray(outbox.id, ids)).returning();
}

/**
 * Claims one message right after the request that wrote it committed: still unsent and never attempted,
 * or due (a concurrent claim re-checks the condition once the first one commits, and gets nothing).
 * Never attempted counts whatever its time: the row's times come from the database's clock, `now` from the
 * app's, and the two need not agree.
 */
export async function claimOne(db: Db, now: Date, id: number): Promise<OutboxRow | undefined> {
  const fresh = and(isNull(outbox.sentAt), isNull(outbox.failedAt), eq(outbox.attempts, 0));
  const [row] = await db.update(outbox).set(claim(now)).where(and(eq(outbox.id, id), or(fresh, due(now)))).returning();
  return row;
}

/** Records the outcome of an attempt on a claimed row: sent, retried later with back-off, or given up. */
export async function recordAttempt(db: Db, now: Date, row: Pick<OutboxRow, 'id' | 'attempts'>, err?: unknown): Promise<'sent' | 'retry' | 'failed'> {
  if (err === undefined) {
    await db.update(outbox).set({ sentAt: now, error: null }).where(eq(outbox.id, row.id));
    return 'sent';
  }
  const error = err instanceof Error ? err.message : String(err);
  if (isPermanent(err) || row.attempts >= MAX_ATTEMPTS) {
    await db.update(outbox).set({ error, failedAt: now }).where(eq(outbox.id, row.id));
    return 'failed';
  }
  await db.update(outbox).set({ error, nextAttemptAt: new Date(now.getTime() + backoffMs(row.attempts)) }).where(eq(outbox.id, row.id));
  return 'retry';
}
