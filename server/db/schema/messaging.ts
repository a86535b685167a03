// Messages to send (the outbox) and newsletter subscriptions.
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, instant, lang, serialId } from './columns.ts';

/** Messages to send (e-mail, SMS); kept when no transport is configured, for development and audit. */
export const outbox = pgTable(
  'outbox',
  {
    ...serialId(),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull().default(''),
    body: text('body').notNull(),
    ...createdAt(),
    sentAt: instant('sent_at'),
    error: text('error'),
    // The background sender's bookkeeping: how many sends were tried, when the next may start (back-off),
    // and when the message was given up (a permanent failure, or too many attempts).
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: instant('next_attempt_at').notNull().defaultNow(),
    failedAt: instant('failed_at'),
  },
  (t) => [
    index('outbox_recipient_idx').on(t.recipient, t.createdAt),
    index('outbox_due_idx').on(t.nextAttemptAt).where(sql`sent_at is null and failed_at is null`),
  ],
);

/**
 * Newsletter subscriptions (`/mail/subscription`): double opt-in. Only SHA-256 digests of the confirm and
 * unsubscribe tokens are stored; the tokens themselves travel in the e-mails.
 */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    ...serialId(),
    email: text('email').notNull(),
    lang: lang(),
    status: text('status', { enum: ['pending', 'confirmed', 'unsubscribed'] }).notNull(),
    confirmTokenHash: text('confirm_token_hash'),
    unsubscribeTokenHash: text('unsubscribe_token_hash').notNull(),
    ...createdAt(),
    confirmedAt: instant('confirmed_at'),
    unsubscribedAt: instant('unsubscribed_at'),
  },
  (t) => [
    uniqueIndex('newsletter_email_uq').on(t.email),
    uniqueIndex('newsletter_confirm_uq').on(t.confirmTokenHash),
    uniqueIndex('newsletter_unsubscribe_uq').on(t.unsubscribeTokenHash),
  ],
);
