import { z } from 'zod';
import { quoteStatuses, type QuoteShownStatus } from '../quotes.ts';
import { calendarDay } from './calendar-day.ts';
import { pagingQuery } from './paging.ts';

/**
 * The filters of the staff quote list (`GET /admin/quotes`). Messages are `admin:` translation keys.
 */

/** The statuses the list shows and filters by: the stored ones, and `expired` for a sent quote past its validity date. */
export const quoteShownStatuses = [...quoteStatuses, 'expired'] as const satisfies readonly QuoteShownStatus[];

const isoDate = calendarDay('admin:v.day');

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
