// What visitors did: searches, traffic sources, page events, toolbox usage.
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, lang, serialId } from './columns.ts';
import { users } from './accounts.ts';

// What visitors did: searches, traffic sources, page events, toolbox usage.
/** One row per search a visitor ran; the hot keywords are ranked from it. */
export const searchLog = pgTable(
  'search_log',
  {
    ...serialId(),
    /** Trimmed, case-folded, at most 100 characters. */
    keyword: text('keyword').notNull(),
    lang: lang(),
    resultCount: integer('result_count').notNull(),
    /**
     * Who searched, as a one-day pseudonym (server/modules/search/visitor-key.ts: a hash of the address, browser
     * and day, never the address): hot words count visitors, not searches. Null for rows written before it.
     */
    visitor: text('visitor'),
    ...createdAt(),
  },
  (t) => [index('search_log_keyword_idx').on(t.keyword), index('search_log_created_idx').on(t.createdAt)],
);

/** Channel analysis: one row per browser session, with the classified traffic source. */
export const channelSessions = pgTable(
  'channel_sessions',
  {
    ...serialId(),
    sessionStorageId: text('session_storage_id').notNull(),
    userName: text('user_name'),
    userType: text('user_type', { enum: ['platform', 'external'] }).notNull(),
    source: text('source').notNull(),
    sourceValue: text('source_value').notNull().default(''),
    ...createdAt(),
  },
  (t) => [uniqueIndex('channel_sessions_sid_uq').on(t.sessionStorageId)],
);

/** Channel-analysis detail: page events of a session (first_show, page views, ...). */
export const channelEvents = pgTable(
  'channel_events',
  {
    ...serialId(),
    sessionStorageId: text('session_storage_id').notNull(),
    operateType: text('operate_type').notNull(),
    operateTypeId: text('operate_type_id'),
    source: text('source'),
    ...createdAt(),
  },
  (t) => [index('channel_events_sid_idx').on(t.sessionStorageId)],
);

/** Toolbox usage counts (POST /calculator): the module and sizes, never the sequence. */
export const calculatorUsage = pgTable('calculator_usage', {
  ...serialId(),
  module: text('module', { enum: ['probe_design', 'reaction_system', 'product_molecules', 'batch'] }).notNull(),
  records: integer('records').notNull(),
  totalLength: integer('total_length').notNull(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  ...createdAt(),
});
