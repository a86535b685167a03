import { z } from 'zod';
import { pageSchema } from '../catalogue.ts';

/**
 * The audit trail: one row per change made in the back office, never edited or deleted. The query of
 * `GET /admin/audit` and its rows.
 */

/** `2026-11-21` (a whole day) or an ISO date-time with its offset. */
const instant = z.union([z.iso.date(), z.iso.datetime({ offset: true })], { error: 'admin:v.date' });

export const auditQuerySchema = z.object({
  entity: z.string().trim().regex(/^[a-z][a-z_.-]{0,39}$/, 'admin:v.entity').optional(),
  key: z.string().trim().min(1).max(200).optional(),
  staff: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  action: z.string().trim().regex(/^[a-z][a-z_.-]{0,39}$/, 'admin:v.action').optional(),
  /** From this instant (a date: its start, UTC). */
  from: instant.optional(),
  /** Up to this instant (a date: the whole day, UTC). */
  to: instant.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});
export type AuditQuery = z.output<typeof auditQuerySchema>;

export const auditEntrySchema = z.strictObject({
  id: z.number().int(),
  /** ISO date-time of the change (its transaction). */
  at: z.string(),
  /** Who made it; null for changes made on the server's command line. */
  staff: z.strictObject({ id: z.number().int(), name: z.string(), email: z.string() }).nullable(),
  entity: z.string(),
  key: z.string(),
  action: z.string(),
  /** The entity's fields before and after the change, as the change recorded them (null where there was none). */
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** One page of the trail, newest first. */
export const auditPageSchema = pageSchema(auditEntrySchema);
export type AuditPage = z.infer<typeof auditPageSchema>;
