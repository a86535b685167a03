import { sql, type SQL } from 'drizzle-orm';

/**
 * `json_agg` of a correlated subquery as one column, an empty list when it has no rows: a page's lists read in
 * the query of their row (on the embedded database each query costs more than its work). Numeric columns go
 * in as `::text`, as the drivers return them outside JSON.
 */
export const jsonAgg = (subquery: SQL) => sql<unknown>`coalesce((${subquery}), '[]'::json)`;

/** The list of a jsonAgg column: both drivers parse `json` columns; a string is parsed here all the same. */
export function jsonList<T>(value: unknown): T[] {
  return (typeof value === 'string' ? JSON.parse(value) : (value ?? [])) as T[];
}
