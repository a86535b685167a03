import { createHash } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import type { Lang } from '../../../src/contracts/lang.ts';
import type { Db } from '../../db/client.ts';
import { newsletterSubscriptions } from '../../db/schema/index.ts';
import { randomToken, sha256 } from '../../security/digest.ts';
import { enqueueMail } from '../../mail/enqueue.ts';

/**
 * The unsubscribe token of a subscription, derived one-way from its confirm token. The welcome mail sent at
 * confirmation can then carry the same unsubscribe link as the confirmation mail (both keep working) while
 * the database holds neither token, only their SHA-256; knowing an unsubscribe link reveals no confirm token.
 */
export const unsubscribeTokenOf = (confirmToken: string): string => createHash('sha256').update(`newsletter-unsubscribe:${confirmToken}`).digest('base64url');

export interface Mail {
  subject: string;
  body: string;
}

/** The tokens of the links to mail; the caller turns them into the mail's text. */
export type MailFor<T> = (links: T) => Mail;

async function queueMail(tx: Pick<Db, 'insert'>, recipient: string, mail: Mail, now: Date): Promise<number> {
  const queuedId = await enqueueMail(tx, { recipient, ...mail }, { createdAt: now });
  return queuedId;
}

/**
 * Starts (or restarts) the double opt-in of `email`: a new or pending or unsubscribed address becomes
 * pending with fresh tokens and a confirmation mail queued in the same transaction (tokens are never
 * rotated without the mail that carries them). A confirmed address is left alone and gets no mail.
 * Returns the outbox id to send after the commit, or null.
 */
export async function requestSubscription(db: Db, email: string, lang: Lang, now: Date, mail: MailFor<{ confirmToken: string; unsubscribeToken: string }>): Promise<number | null> {
  const confirmToken = randomToken();
  const unsubscribeToken = unsubscribeTokenOf(confirmToken);
  const tokens = { confirmTokenHash: sha256(confirmToken), unsubscribeTokenHash: sha256(unsubscribeToken) };
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(newsletterSubscriptions)
      .values({ email, lang, status: 'pending', ...tokens, createdAt: now })
      .onConflictDoUpdate({
        target: newsletterSubscriptions.email,
        set: { lang, status: 'pending', ...tokens, unsubscribedAt: null },
        setWhere: ne(newsletterSubscriptions.status, 'confirmed'),
      })
      .returning({ id: newsletterSubscriptions.id });
    if (!row) return null;
    return queueMail(tx, email, mail({ confirmToken, unsubscribeToken }), now);
  });
}

/**
 * Confirms the pending subscription of a confirm token (used once: its hash is cleared) and queues the
 * welcome mail in the subscriber's language. Null when the token is unknown or already used.
 */
export async function confirmSubscription(db: Db, confirmToken: string, now: Date, mail: MailFor<{ email: string; lang: Lang; unsubscribeToken: string }>): Promise<number | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(newsletterSubscriptions)
      .set({ status: 'confirmed', confirmTokenHash: null, confirmedAt: now })
      .where(and(eq(newsletterSubscriptions.confirmTokenHash, sha256(confirmToken)), eq(newsletterSubscriptions.status, 'pending')))
      .returning({ email: newsletterSubscriptions.email, lang: newsletterSubscriptions.lang });
    if (!row) return null;
    return queueMail(tx, row.email, mail({ ...row, unsubscribeToken: unsubscribeTokenOf(confirmToken) }), now);
  });
}

/** Ends a pending or confirmed subscription; false when the token is unknown or the address already left. */
export async function unsubscribe(db: Db, unsubscribeToken: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(newsletterSubscriptions)
    .set({ status: 'unsubscribed', confirmTokenHash: null, unsubscribedAt: now })
    .where(and(eq(newsletterSubscriptions.unsubscribeTokenHash, sha256(unsubscribeToken)), ne(newsletterSubscriptions.status, 'unsubscribed')))
    .returning({ id: newsletterSubscriptions.id });
  return rows.length > 0;
}
