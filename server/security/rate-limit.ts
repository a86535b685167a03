import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { HttpError } from '../http/errors.ts';
import { rateLimits } from '../db/schema/index.ts';

export interface Limit {
  /** Most hits allowed in one window. */
  max: number;
  windowMs: number;
}

/** Limits of the login and code endpoints, per account (e-mail or phone) and per client address. */
export const LIMITS = {
  loginAccount: { max: 10, windowMs: 15 * 60_000 },
  loginIp: { max: 50, windowMs: 15 * 60_000 },
  codeTarget: { max: 5, windowMs: 60 * 60_000 },
  codeIp: { max: 30, windowMs: 60 * 60_000 },
  captchaIp: { max: 60, windowMs: 10 * 60_000 },
} satisfies Record<string, Limit>;

/**
 * Counts one hit of `key` in a fixed window (one atomic upsert: concurrent hits never lose a count) and
 * throws E0429 once the window holds more than `max` hits.
 */
export async function hit(db: Db, key: string, limit: Limit, now: Date): Promise<void> {
  const windowStart = new Date(now.getTime() - (now.getTime() % limit.windowMs));
  const rows = await db
    .insert(rateLimits)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.windowStart} = ${windowStart.toISOString()}::timestamptz then ${rateLimits.count} + 1 else 1 end`,
        windowStart: sql`${windowStart.toISOString()}::timestamptz`,
      },
    })
    .returning({ count: rateLimits.count });
  if ((rows[0]?.count ?? 0) > limit.max) throw new HttpError('E0429');
}
