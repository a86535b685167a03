import { z } from 'zod';
import { MAX_INT4 } from '../int-range.ts';
import { languages } from '../lang.ts';
import { pagingQuery } from './paging.ts';
import { recordId } from '../record-id.ts';
import { versionSchema, withVersion } from './version.ts';

/**
 * The lead inbox: the kinds of lead, their statuses, the working calendar of the reply clock, the requests
 * of the inbox's endpoints and what they answer. Messages are `admin:` translation keys.
 */

/** Each table of leads, by the name the inbox uses in paths (`/admin/leads/leave-word/12`). */
export const leadKinds = ['leave-word', 'enquiry', 'coa', 'suggestion', 'trial', 'paper-award', 'resource-download'] as const;
export type LeadKind = (typeof leadKinds)[number];

export const leadStatuses = ['new', 'in_progress', 'waiting_customer', 'answered', 'closed'] as const;
export type LeadStatus = (typeof leadStatuses)[number];

export const leadEventTypes = ['created', 'assigned', 'status', 'note', 'reply'] as const;
export type LeadEventType = (typeof leadEventTypes)[number];

/** The reply promised on the site: within 24 hours (counted on working days only). */
export const REPLY_WITHIN_HOURS = 24;
/** The inbox warns when this much of the promise is used up. */
export const REPLY_WARNING_HOURS = 20;

/** Office hours shown in the inbox (the spec's 9:00-17:30, Beijing time). */
export const OFFICE_HOURS = { from: '09:00', to: '17:30', zone: 'Asia/Shanghai' } as const;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'admin:v.date');

/**
 * The working calendar (site configuration `lead_calendar`): which weekdays are off (0 = Sunday ... 6 =
 * Saturday), public holidays, and the extra working days the State Council's holiday schedule moves onto a
 * weekend. Days are Beijing calendar days.
 */
export const leadCalendarSchema = z
  .object({
    // A week needs a working day: with all seven days off, no lead could ever be due.
    weekend: z
      .array(z.number().int().min(0).max(6))
      .max(7)
      .refine((days) => new Set(days).size < 7, 'admin:config.v.noWorkingDay'),
    holidays: z.array(isoDate).max(400),
    workdays: z.array(isoDate).max(400),
  })
  .strict();
export type LeadCalendar = z.infer<typeof leadCalendarSchema>;

/** Until the configuration says otherwise: Saturday and Sunday off, no holidays listed. */
export const DEFAULT_LEAD_CALENDAR: LeadCalendar = { weekend: [0, 6], holidays: [], workdays: [] };

export const leadKindParam = z.enum(leadKinds, { error: 'admin:v.leadKind' });

/** `/:kind/:id` in a path. */
export const leadPathSchema = z.object({ kind: leadKindParam, id: recordId() });

/** The inbox's filters (`GET /admin/leads`); `assignee=none` lists the unassigned. */
export const leadListQuerySchema = z.object({
  kind: leadKindParam.optional(),
  status: z.enum(leadStatuses, { error: 'admin:v.leadStatus' }).optional(),
  assignee: z.union([z.literal('none'), recordId()], { error: 'admin:v.assignee' }).optional(),
  language: z.enum(languages, { error: 'admin:v.language' }).optional(),
  overdue: z.enum(['true', 'false'], { error: 'admin:v.flag' }).optional(),
  ...pagingQuery,
});
export type LeadListQuery = z.input<typeof leadListQuerySchema>;

/**
 * Every change of a lead (assign, status, note, reply) carries the `version` of the lead the page read: a change made
 * from an older reading answers 409 `E0409V` with the lead as it is now and who changed it (src/contracts/admin/version.ts),
 * so two staff acting on one lead never both go through unseen (nor both e-mail the customer).
 */
export const leadAssignSchema = withVersion(z.object({ assigneeId: z.number({ error: 'admin:v.assignee' }).int().min(1).max(MAX_INT4).nullable() }));
export const leadStatusSchema = withVersion(z.object({ status: z.enum(leadStatuses, { error: 'admin:v.leadStatus' }) }));

const text = (max: number) =>
  z
    .string({ error: 'admin:v.required' })
    .trim()
    .min(1, { error: 'admin:v.required', abort: true })
    .max(max, 'admin:v.tooLong');

export const leadNoteSchema = withVersion(z.object({ body: text(5000) }));
export const leadReplySchema = withVersion(z.object({ subject: text(200), body: text(20_000) }));
export type LeadReplyInput = z.input<typeof leadReplySchema>;

/** Where a lead's reply clock stands: running, paused (waiting for the customer) or stopped (answered). */
export const clockStates = ['running', 'paused', 'stopped'] as const;
export type ClockState = (typeof clockStates)[number];
/** ok, warning (20 h used), overdue (24 h used, no reply). */
export const clockLevels = ['ok', 'warning', 'overdue'] as const;
export type ClockLevel = (typeof clockLevels)[number];

export const leadClockSchema = z.strictObject({
  /** When the first reply is due (ISO); while paused, as if the clock ran again from now. */
  dueAt: z.string(),
  warnAt: z.string(),
  state: z.enum(clockStates),
  level: z.enum(clockLevels),
  /** Working milliseconds used so far (up to the reply). */
  elapsedMs: z.number(),
  /** When the first reply went out (or the lead was marked answered or closed); null before. */
  answeredAt: z.string().nullable(),
  /** Whether that was in time; null while unanswered. */
  inTime: z.boolean().nullable(),
});
export type LeadClock = z.infer<typeof leadClockSchema>;

/** A row of the inbox. */
export const leadSummarySchema = z.strictObject({
  kind: z.enum(leadKinds),
  id: z.number().int(),
  lang: z.enum(languages),
  name: z.string(),
  email: z.string(),
  company: z.string(),
  /** A line saying what the lead is about (its product or the start of its message). */
  topic: z.string(),
  status: z.enum(leadStatuses),
  assigneeId: z.number().int().nullable(),
  assigneeName: z.string().nullable(),
  arrivedAt: z.string(),
  /** The lead's edit version: one more at every change; a change sends the one it read. */
  version: versionSchema,
  ...leadClockSchema.shape,
});
export type LeadSummary = z.infer<typeof leadSummarySchema>;

export const leadEventSchema = z.strictObject({
  id: z.number().int(),
  type: z.enum(leadEventTypes),
  at: z.string(),
  staffId: z.number().int().nullable(),
  staffName: z.string().nullable(),
  value: z.string().nullable(),
  body: z.string().nullable(),
});
export type LeadEvent = z.infer<typeof leadEventSchema>;

/** The files a lead may carry (the ID photos and the paper of a paper-award application), and the path of one. */
export const leadAttachmentSlots = ['idPhoto1', 'idPhoto2', 'paper'] as const;
export type LeadAttachmentSlot = (typeof leadAttachmentSlots)[number];
/** `GET /admin/leads/paper-award/:id/files/:slot` */
export const leadAttachmentPathSchema = z.object({ id: recordId(), slot: z.enum(leadAttachmentSlots) });

/** A file sent with a lead, as the lead's page lists it. */
export const leadAttachmentSchema = z.strictObject({
  slot: z.enum(leadAttachmentSlots),
  /** The name the sender's browser gave the file. */
  name: z.string(),
  mime: z.string(),
  sizeBytes: z.number().int(),
});
export type LeadAttachment = z.infer<typeof leadAttachmentSchema>;

/** `GET /admin/leads/:kind/:id`: the summary, every field the person sent, its files, and the history. */
export const leadDetailSchema = leadSummarySchema.extend({
  fields: z.array(z.strictObject({ name: z.string(), value: z.union([z.string(), z.number(), z.boolean(), z.null()]) })),
  attachments: z.array(leadAttachmentSchema),
  events: z.array(leadEventSchema),
});
export type LeadDetail = z.infer<typeof leadDetailSchema>;

/** A staff member a lead can be given to (holds the `leads` permission). */
export const leadAssigneeSchema = z.strictObject({ id: z.number().int(), name: z.string(), email: z.string() });
export type LeadAssignee = z.infer<typeof leadAssigneeSchema>;

/** One week of the dashboard: leads that arrived that week (Monday, Beijing time) and how many were answered in time. */
export const leadWeekSchema = z.strictObject({
  week: z.string(),
  arrived: z.number().int(),
  answered: z.number().int(),
  inTime: z.number().int(),
  /** inTime / arrived of the leads whose due time has passed or that were answered; null when none. */
  share: z.number().nullable(),
});
export type LeadWeek = z.infer<typeof leadWeekSchema>;

export const leadDashboardSchema = z.strictObject({
  weeks: z.array(leadWeekSchema),
  overdue: z.number().int(),
  warning: z.number().int(),
  open: z.number().int(),
});
export type LeadDashboard = z.infer<typeof leadDashboardSchema>;
