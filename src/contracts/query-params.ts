import { z } from 'zod';
import { recordId } from './record-id.ts';

/**
 * Query-string building blocks shared by the public lists' declarations (src/contracts/endpoints): paging,
 * ids, yes/no flags and keywords. The server reads the query with the same schemas.
 */

/** A row id from the query string ("12"); anything else is a 400 naming the field. */
export const idParam = recordId();

/** `/:id` in a path. */
export const idPath = z.object({ id: idParam });

/** `true` / `false` (or 1 / 0) as a filter; absent means "either". */
export const flagParam = z
  .enum(['true', 'false', '1', '0'])
  .optional()
  .transform((v) => (v === undefined ? undefined : v === 'true' || v === '1'));

/** A free-text filter: trimmed, at most 100 characters, empty treated as absent. */
export const keywordParam = z
  .string()
  .trim()
  .max(100)
  .optional()
  .transform((v) => (v ? v : undefined));

/** Default and largest page size of every paged list. */
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

/**
 * `page` is 1-based. Its cap keeps the SQL offset far inside bigint (a page past the end is simply empty).
 */
export const pageParams = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
};
