// Verification codes, captchas, rate-limit counters and single-use download tickets.
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, instant, serialId } from './columns.ts';
import { resources } from './content.ts';

// Verification codes, captchas, rate-limit counters and single-use download tickets.
/** Verification codes (6 digits) sent by e-mail or SMS, stored hashed, with a lifetime and a check budget. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    ...serialId(),
    channel: text('channel', { enum: ['email', 'sms', 'link'] }).notNull(),
    target: text('target').notNull(),
    purpose: text('purpose', { enum: ['register', 'login', 'reset', 'bind', 'form', 'handoff'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: instant('expires_at').notNull(),
    consumedAt: instant('consumed_at'),
    ...createdAt(),
  },
  (t) => [index('verification_codes_target_idx').on(t.target, t.purpose, t.createdAt)],
);

/** Image captchas: the answer's hash, a lifetime and a check budget. */
export const captchas = pgTable('captchas', {
  id: text('id').primaryKey(),
  answerHash: text('answer_hash').notNull(),
  attempts: integer('attempts').notNull().default(0),
  expiresAt: instant('expires_at').notNull(),
});

/** Fixed-window rate-limit counters kept in the database, so limits hold across server processes. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: instant('window_start').notNull(),
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
    expiresAt: instant('expires_at').notNull(),
    ...createdAt(),
  },
  (t) => [index('download_tickets_expires_idx').on(t.expiresAt)],
);
