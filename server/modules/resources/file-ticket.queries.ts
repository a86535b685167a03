import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { downloadTickets } from '../../db/schema/index.ts';
import { randomToken, sha256 } from '../../security/digest.ts';

/** A resource file address works for 10 minutes: long enough for a slow click, short enough not to be shared. */
export const FILE_TICKET_LIFETIME_MS = 10 * 60_000;

/** `<resource id>.<32 random bytes, URL-safe base64>`: the id is covered by the stored hash, so it cannot be swapped. */
export const FILE_TICKET = /^([1-9]\d{0,8})\.([A-Za-z0-9_-]{43})$/;

/** Issues a single-use ticket for one resource's file, valid FILE_TICKET_LIFETIME_MS from `now`. */
export async function issueFileTicket(db: Db, resourceId: number, now: Date): Promise<{ ticket: string; expiresAt: Date }> {
  const ticket = `${resourceId}.${randomToken()}`;
  const expiresAt = new Date(now.getTime() + FILE_TICKET_LIFETIME_MS);
  // Tickets nobody used would pile up: each issue sweeps the expired ones (an indexed range delete).
  await db.delete(downloadTickets).where(lt(downloadTickets.expiresAt, now));
  await db.insert(downloadTickets).values({ tokenHash: sha256(ticket), resourceId, expiresAt, createdAt: now });
  return { ticket, expiresAt };
}

/**
 * Spends a ticket: the resource id it was issued for, or null when it is unknown, already used or expired.
 * The delete is the spending, so two concurrent requests with one ticket cannot both get the file.
 */
export async function spendFileTicket(db: Db, ticket: string, now: Date): Promise<number | null> {
  if (!FILE_TICKET.test(ticket)) return null;
  const [spent] = await db
    .delete(downloadTickets)
    .where(and(eq(downloadTickets.tokenHash, sha256(ticket)), gt(downloadTickets.expiresAt, now)))
    .returning({ resourceId: downloadTickets.resourceId });
  return spent?.resourceId ?? null;
}
