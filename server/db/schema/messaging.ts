// Messages to send (the outbox) and newsletter subscriptions.
import { index, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

// Messages to send (the outbox) and newsletter subscriptions.
/** Messages to send (e-mail, SMS); kept when no transport is configured, for development and audit. */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull().default(''),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    error: text('error'),
  },
  (t) => [index('outbox_recipient_idx').on(t.recipient, t.createdAt)],
);

/**
 * Newsletter subscriptions (`/mail/subscription`): double opt-in. Only SHA-256 digests of the confirm and
 * unsubscribe tokens are stored; the tokens themselves travel in the e-mails.
 */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    lang: text('lang', { enum: ['en', 'zh'] }).notNull(),
    status: text('status', { enum: ['pending', 'confirmed', 'unsubscribed'] }).notNull(),
    confirmTokenHash: text('confirm_token_hash'),
    unsubscribeTokenHash: text('unsubscribe_token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('newsletter_email_uq').on(t.email),
    uniqueIndex('newsletter_confirm_uq').on(t.confirmTokenHash),
    uniqueIndex('newsletter_unsubscribe_uq').on(t.unsubscribeTokenHash),
  ],
);
