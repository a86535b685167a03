/**
 * Query-string helpers of the server's lists. The zod building blocks live with the endpoint declarations
 * (src/contracts/query-params.ts), which read the query with them; they are exported here too for the modules
 * that import them from this file.
 */
export { DEFAULT_PAGE_SIZE, flagParam, idParam, idPath, keywordParam, MAX_PAGE_SIZE, pageParams } from '../../src/contracts/query-params.ts';

export interface PageQuery {
  page: number;
  size: number;
}

export type { Page } from '../../src/contracts/content.ts';

export const offsetOf = ({ page, size }: PageQuery): number => (page - 1) * size;

/** Escapes LIKE wildcards so a keyword matches literally, then wraps it for a substring match. */
export function likePattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}
