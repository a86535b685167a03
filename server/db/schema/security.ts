// Verification codes, captchas, rate-limit counters and single-use download tickets.
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { resources } from './content.ts';

// Verification codes, captchas, rate-limit counters and single-use download tickets.
/** Verification codes (6 digits) sent by e-mail or SMS, stored hashed, with a lifetime and a check budget. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: serial('id').primaryKey(),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    target: text('target').notNull(),
    purpose: text('purpose', { enum: ['register', 'login', 'reset', 'bind', 'form'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('verification_codes_target_idx').on(t.target, t.purpose, t.createdAt)],
);

/** Image captchas: the answer's hash, a lifetime and a check budget. */
export const captchas = pgTable('captchas', {
  id: text('id').primaryKey(),
  answerHash: text('answer_hash').notNull(),
  attempts: integer('attempts').notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Fixed-window rate-limit counters kept in the database, so limits hold across server processes. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull().default(0),
});

/**
 * Single-use download tickets of resource files: only the SHA-256 of the ticket is kept; using it deletes
 * the row, so two requests with one ticket cannot both get the file. Expired rows are swept when new
 * tickets are issued.
 */
export const downloadTickets = pgTable(
  'download_tickets',
  {
    tokenHash: text('token_hash').primaryKey(),
    resourceId: integer('resource_id').notNull().references(() => resources.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('download_tickets_expires_idx').on(t.expiresAt)],
);
