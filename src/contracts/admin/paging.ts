import { z } from 'zod';

/**
 * Paging of the back office's growing lists (leads, orders, quotes): every list pages and filters in SQL and
 * says how many rows match in all, so nothing is silently cut off. `page` is 1-based.
 */
export const ADMIN_PAGE_SIZE = 50;
export const ADMIN_MAX_PAGE_SIZE = 200;

export const pagingQuery = {
  page: z.coerce.number({ error: 'admin:v.page' }).int('admin:v.page').min(1, 'admin:v.page').max(100_000, 'admin:v.page').default(1),
  pageSize: z.coerce.number({ error: 'admin:v.pageSize' }).int('admin:v.pageSize').min(1, 'admin:v.pageSize').max(ADMIN_MAX_PAGE_SIZE, 'admin:v.pageSize').default(ADMIN_PAGE_SIZE),
};
export type PagingQuery = { page: number; pageSize: number };

/** The answer of a paged list: one page of `items` and `total`, the number of all rows the filters match. */
export const pagedSchema = <T extends z.ZodType>(item: T) => z.strictObject({ items: z.array(item), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });
export interface Paged<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export const pagedOf = <T>(items: T[], total: number, { page, pageSize }: PagingQuery): Paged<T> => ({ items, total, page, pageSize });

/** How many pages `total` rows fill (at least one, so an empty list still shows "page 1 of 1"). */
export const pageCount = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));
