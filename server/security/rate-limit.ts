import { and, eq, sql } from 'drizzle-orm';
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
  /**
   * Failed logins per account (e-mail or phone): beyond `max` the login asks for the image captcha as well
   * (security/captcha-gate.ts); the account itself is never refused. Five allows a few typing errors.
   */
  loginFailures: { max: 5, windowMs: 15 * 60_000 },
  loginIp: { max: 50, windowMs: 15 * 60_000 },
  codeTarget: { max: 5, windowMs: 60 * 60_000 },
  codeIp: { max: 30, windowMs: 60 * 60_000 },
  captchaIp: { max: 60, windowMs: 10 * 60_000 },
  /** Staff logins per client address: refused (429) beyond this, like the customers' logins. */
  staffLoginIp: { max: 50, windowMs: 15 * 60_000 },
  /**
   * Failed staff logins per account: beyond `max` the login asks for the image captcha as well. It never
   * refuses the account outright, so nobody can lock a staff member out by failing on purpose (the
   * OWASP Authentication Cheat Sheet's alternative to account lockout). Five allows a few typing errors.
   */
  staffLoginFailures: { max: 5, windowMs: 15 * 60_000 },
  /**
   * Second-factor codes tried by a logged-in staff member (confirming, turning off): three codes are good
   * at any moment out of a million, so 10 tries per 15 minutes make guessing hopeless.
   */
  staffTotp: { max: 10, windowMs: 15 * 60_000 },
  /** Changes of one's own password (each checks the current one): a stolen session cannot guess it. */
  staffOwnPassword: { max: 10, windowMs: 15 * 60_000 },
  /**
   * cXML setup and order requests per client address (server/modules/procurement/punchout.routes.ts). Each one
   * costs a scrypt check of its secret, so a flood of made-up secrets would spend the server's CPU; a procurement
   * system sends one setup per buyer opening the shop and one order per approved PO. Their clouds (Coupa, Ariba)
   * send many customers' requests from a few shared addresses, hence a limit well above any one buyer: two a second.
   */
  punchoutIp: { max: 120, windowMs: 60_000 },
} satisfies Record<string, Limit>;

const windowStartOf = (now: Date, limit: Limit) => new Date(now.getTime() - (now.getTime() % limit.windowMs));

/**
 * Counts one hit of `key` in its fixed window (one atomic upsert: concurrent hits never lose a count)
 * and answers the window's count so far.
 */
export async function countHit(db: Db, key: string, limit: Limit, now: Date): Promise<number> {
  const windowStart = windowStartOf(now, limit);
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
  return rows[0]?.count ?? 0;
}

/** The hits of `key` in the current window, without counting one. */
export async function hitsSoFar(db: Db, key: string, limit: Limit, now: Date): Promise<number> {
  const [row] = await db
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, key), eq(rateLimits.windowStart, windowStartOf(now, limit))));
  return row?.count ?? 0;
}

/** Forgets the hits of `key` (e.g. the failures of an account once its owner logged in). */
export async function forgetHits(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

/** Counts one hit of `key` (countHit) and throws E0429 once the window holds more than `max` hits. */
export async function hit(db: Db, key: string, limit: Limit, now: Date): Promise<void> {
  if ((await countHit(db, key, limit, now)) > limit.max) throw new HttpError('E0429');
}
