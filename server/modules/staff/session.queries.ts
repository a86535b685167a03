import { and, eq, gt, isNull, lt, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { staff, staffSessions } from '../../db/schema/index.ts';
import { randomToken, sha256 } from '../../security/digest.ts';

/**
 * A staff session ends after this long without a request: a back-office screen left open on an
 * unattended desk stops being usable. 30 minutes is the top of the range the OWASP Session Management
 * Cheat Sheet gives for idle timeouts of low-risk applications (15-30 min); the back office is used in
 * long sittings (catalogue imports, answering leads), so the top end.
 */
export const SESSION_IDLE_MS = 30 * 60_000;
/**
 * And after this long whatever the activity, so a stolen token is not good forever: one working day (the
 * OWASP cheat sheet's 4-8 hours for absolute timeouts); staff log in once each morning.
 */
export const SESSION_ABSOLUTE_MS = 8 * 3600_000;
/**
 * A session's last activity is written at most once a minute, not on every request; so the idle end
 * comes between SESSION_IDLE_MS - 1 min and SESSION_IDLE_MS after the last request.
 */
const TOUCH_EVERY_MS = 60_000;

export interface SessionClient {
  ip: string | null;
  userAgent: string | null;
}

/** Opens a session; only the token's SHA-256 is stored. */
export async function issueSession(db: Db, now: Date, staffId: number, client: SessionClient): Promise<{ token: string; expiresAt: Date }> {
  const token = randomToken();
  const expiresAt = new Date(now.getTime() + SESSION_ABSOLUTE_MS);
  await db.insert(staffSessions).values({ staffId, tokenHash: sha256(token), createdAt: now, lastSeenAt: now, expiresAt, ip: client.ip, userAgent: client.userAgent });
  await db.update(staff).set({ lastLoginAt: now }).where(eq(staff.id, staffId));
  return { token, expiresAt };
}

export interface LiveSession {
  sessionId: number;
  staffId: number;
  email: string;
  name: string;
  totp: boolean;
}

/**
 * The live session of `token` (not revoked, not past its deadline nor its idle time, of an enabled
 * account), marking it active; or null.
 */
export async function liveSession(db: Db, now: Date, token: string): Promise<LiveSession | null> {
  const idleSince = new Date(now.getTime() - SESSION_IDLE_MS);
  const [row] = await db
    .select({ sessionId: staffSessions.id, lastSeenAt: staffSessions.lastSeenAt, staffId: staff.id, email: staff.email, name: staff.name, totpEnabledAt: staff.totpEnabledAt })
    .from(staffSessions)
    .innerJoin(staff, eq(staff.id, staffSessions.staffId))
    .where(
      and(
        eq(staffSessions.tokenHash, sha256(token)),
        isNull(staffSessions.revokedAt),
        gt(staffSessions.expiresAt, now),
        gt(staffSessions.lastSeenAt, idleSince),
        isNull(staff.disabledAt),
      ),
    )
    .limit(1);
  if (!row) return null;
  if (now.getTime() - row.lastSeenAt.getTime() >= TOUCH_EVERY_MS) {
    await db.update(staffSessions).set({ lastSeenAt: now }).where(and(eq(staffSessions.id, row.sessionId), lt(staffSessions.lastSeenAt, now)));
  }
  return { sessionId: row.sessionId, staffId: row.staffId, email: row.email, name: row.name, totp: row.totpEnabledAt !== null };
}

export async function revokeSession(db: Db, now: Date, sessionId: number): Promise<void> {
  await db.update(staffSessions).set({ revokedAt: now }).where(and(eq(staffSessions.id, sessionId), isNull(staffSessions.revokedAt)));
}

/** Ends every session of a staff member (account disabled, password reset). */
export async function revokeStaffSessions(db: Db, now: Date, staffId: number): Promise<void> {
  await db.update(staffSessions).set({ revokedAt: now }).where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt)));
}

/** Ends every session of a staff member but `keep` (the one changing its own password). */
export async function revokeOtherStaffSessions(db: Db, now: Date, staffId: number, keep: number): Promise<void> {
  await db.update(staffSessions).set({ revokedAt: now }).where(and(eq(staffSessions.staffId, staffId), ne(staffSessions.id, keep), isNull(staffSessions.revokedAt)));
}
