// What visitors did: searches, traffic sources, page events, toolbox usage.
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

// What visitors did: searches, traffic sources, page events, toolbox usage.
/** One row per search a visitor ran; the hot keywords are ranked from it. */
export const searchLog = pgTable(
  'search_log',
  {
    id: serial('id').primaryKey(),
    /** Trimmed, case-folded, at most 100 characters. */
    keyword: text('keyword').notNull(),
    lang: text('lang', { enum: ['en', 'zh'] }).notNull(),
    resultCount: integer('result_count').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('search_log_keyword_idx').on(t.keyword), index('search_log_created_idx').on(t.createdAt)],
);

/** Spec §4/§7 channel analysis: one row per browser session, with the classified traffic source. */
export const channelSessions = pgTable(
  'channel_sessions',
  {
    id: serial('id').primaryKey(),
    sessionStorageId: text('session_storage_id').notNull(),
    userName: text('user_name'),
    userType: text('user_type', { enum: ['platform', 'external'] }).notNull(),
    source: text('source').notNull(),
    sourceValue: text('source_value').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('channel_sessions_sid_uq').on(t.sessionStorageId)],
);

/** Spec §7 channel-analysis detail: page events of a session (first_show, page views, ...). */
export const channelEvents = pgTable(
  'channel_events',
  {
    id: serial('id').primaryKey(),
    sessionStorageId: text('session_storage_id').notNull(),
    operateType: text('operate_type').notNull(),
    operateTypeId: text('operate_type_id'),
    source: text('source'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('channel_events_sid_idx').on(t.sessionStorageId)],
);

/** Toolbox usage counts (POST /calculator): the module and sizes, never the sequence. */
export const calculatorUsage = pgTable('calculator_usage', {
  id: serial('id').primaryKey(),
  module: text('module', { enum: ['probe_design', 'reaction_system', 'product_molecules', 'batch'] }).notNull(),
  records: integer('records').notNull(),
  totalLength: integer('total_length').notNull(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
