// The lead inbox: each lead's state (status, assignee) and its append-only history. A lead is a row of one of
// the lead tables (leads.ts), named by its kind and id; triggers (migration 0010) give every new lead its
// state row and `created` event, so the inbox never misses one.
import { sql } from 'drizzle-orm';
import { bigserial, date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { clockStates, leadEventTypes, leadKinds as leadKindValues, leadStatuses as leadStatusValues } from '../../../src/contracts/admin/leads.ts';
import { languages } from '../../../src/contracts/lang.ts';
import { instant, version } from './columns.ts';
import { staff } from './staff.ts';


/** The current status and assignee of each lead (what its events add up to, kept for filtering). */
export const leadStates = pgTable(
  'lead_states',
  {
    kind: text('kind', { enum: leadKindValues }).notNull(),
    leadId: integer('lead_id').notNull(),
    status: text('status', { enum: leadStatusValues }).notNull().default('new'),
    assigneeId: integer('assignee_id').references(() => staff.id),
    /** When the lead arrived (its row's created_at): the reply clock starts here. */
    arrivedAt: instant('arrived_at').notNull(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
    /**
     * What the inbox filters and orders by in SQL, kept by the server (server/modules/leads/lead-clock-store.ts):
     * the person's language, and the reply clock's state and the instant the lead becomes overdue if nothing
     * changes (running: its due time; paused: its due time when it was already overdue at the pause, else null;
     * stopped: null). Null `clock_state`: not computed yet (a lead the insert trigger just made); the list fills
     * those before it reads.
     */
    lang: text('lang', { enum: languages }),
    clockState: text('clock_state', { enum: clockStates }),
    overdueAt: instant('overdue_at'),
    /**
     * The edit version (columns.ts): one more at every staff change of the lead (assignment, status, note, reply, a
     * quote answering it), so two staff acting on one reading cannot both go through. The clock columns above are
     * derived and do not count.
     */
    ...version(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.leadId] }),
    index('lead_states_status_idx').on(t.status, t.arrivedAt),
    index('lead_states_assignee_idx').on(t.assigneeId),
    index('lead_states_overdue_idx').on(t.overdueAt),
    index('lead_states_unfilled_idx').on(t.kind, t.leadId).where(sql`${t.clockState} is null`),
  ],
);

/**
 * Everything that happened to a lead, in order. Append-only (a trigger refuses UPDATE, DELETE and
 * TRUNCATE): the reply clock is computed from these rows, so they must not change afterwards.
 */
export const leadEvents = pgTable(
  'lead_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind', { enum: leadKindValues }).notNull(),
    leadId: integer('lead_id').notNull(),
    type: text('type', { enum: leadEventTypes }).notNull(),
    at: instant('at').notNull().default(sql`now()`),
    /** Null for the `created` event and changes made without a staff member. */
    staffId: integer('staff_id').references(() => staff.id),
    /** `status`: the new status; `assigned`: the staff id as text, or '' when unassigned. */
    value: text('value'),
    /** A note's or reply's text. */
    body: text('body'),
  },
  (t) => [index('lead_events_lead_idx').on(t.kind, t.leadId, t.id)],
);

/**
 * One row per Beijing calendar day whose digest to the sales mailbox was queued. The primary key makes the
 * digest once a day however many server processes try: the one whose insert wins queues the mails in the
 * same transaction (server/modules/leads/lead-digest.ts).
 */
export const leadDigests = pgTable('lead_digests', {
  day: date('day').primaryKey(),
  queuedAt: instant('queued_at').notNull(),
});
