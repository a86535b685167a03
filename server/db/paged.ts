import { count, desc, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { offsetOf, type PageQuery } from '../http/query-params.ts';
import { pagedOf, type Paged, type PagingQuery } from '../../src/contracts/admin/paging.ts';
import type { Db } from './client.ts';

/**
 * One page of a list and the number of all rows that match, read at once: `rows` reads the page from its
 * limit and offset; the count is of `table`'s rows where `where` holds.
 */
export async function countedPage<R>(db: Db, table: PgTable, where: SQL | undefined, page: PageQuery, rows: (limit: number, offset: number) => Promise<R[]>) {
  const [totals, list] = await Promise.all([db.select({ total: count() }).from(table).where(where), rows(page.size, offsetOf(page))]);
  return { rows: list, total: totals[0]?.total ?? 0 };
}

type Published = PgTable & { publishedAt: AnyPgColumn; id: AnyPgColumn };

/** One page of a table's rows where `where` holds, newest first (then by id, so one day's rows keep one order), and their count. */
export function newestPage<T extends Published>(db: Db, table: T, where: SQL | undefined, page: PageQuery) {
  return countedPage(db, table, where, page, (limit, offset) =>
    db.select().from(table as PgTable).where(where).orderBy(desc(table.publishedAt), desc(table.id)).limit(limit).offset(offset) as unknown as Promise<T['$inferSelect'][]>,
  );
}

/**
 * One page of a back-office list (`src/contracts/admin/paging.ts`) and the number of all matching rows: `count`
 * counts what the filters match (the same joins and conditions as the page), `rows` reads the page. No cap.
 */
export async function pagedList<R>(query: PagingQuery, count: PromiseLike<{ total: number }[]>, rows: (limit: number, offset: number) => PromiseLike<R[]>): Promise<Paged<R>> {
  const [totals, items] = await Promise.all([count, rows(query.pageSize, (query.page - 1) * query.pageSize)]);
  return pagedOf(items, totals[0]?.total ?? 0, query);
}
