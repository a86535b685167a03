import { z } from 'zod';
import { quoteStatuses, type QuoteShownStatus } from '../quotes.ts';
import { pagingQuery } from './paging.ts';

/**
 * The filters of the staff quote list (`GET /admin/quotes`). Messages are `admin:` translation keys.
 */

/** The statuses the list shows and filters by: the stored ones, and `expired` for a sent quote past its validity date. */
export const quoteShownStatuses = [...quoteStatuses, 'expired'] as const satisfies readonly QuoteShownStatus[];

/** A calendar day as YYYY-MM-DD that exists (2026-02-30 does not: it would not round-trip through a Date). */
const isoDate = z
  .string({ error: 'admin:v.day' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'admin:v.day', abort: true })
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), 'admin:v.day');

/** Every filter is optional and they combine (all must hold); a blank `customer` is no filter. */
export const quoteListQuerySchema = z.object({
  status: z.enum(quoteShownStatuses, { error: 'admin:v.quoteStatus' }).optional(),
  /** Created on or after this Beijing day (YYYY-MM-DD). */
  from: isoDate.optional(),
  /** Created on or before this Beijing day (YYYY-MM-DD), inclusive. */
  to: isoDate.optional(),
  /** Part of the customer's name, e-mail or company (any case), or the whole quote number. */
  customer: z.string().trim().max(200, 'admin:v.tooLong').optional(),
});
export type QuoteListQuery = z.input<typeof quoteListQuerySchema>;

/** The list's filters and its page. */
export const quotePageQuerySchema = quoteListQuerySchema.extend(pagingQuery);
export type QuotePageQuery = z.output<typeof quotePageQuerySchema>;
