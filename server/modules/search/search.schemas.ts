import { MAX_KEYWORD } from '../../../src/contracts/search.ts';

// The search endpoints' query schemas are their declarations' (src/contracts/search.ts); the server's own page data
// (server/web/site-data.direct.ts) checks its input with them from here.
export { countQuery, MAX_KEYWORD, orgQuery, plainSearchQuery, productFilterParams, rankQuery, searchQuery, tagsQuery } from '../../../src/contracts/search.ts';

/** Trims, collapses inner whitespace and case-folds a keyword: the form stored in search_log. */
export function normaliseKeyword(raw: string): string {
  return raw.trim().replace(/\s+/g, ' ').toLowerCase().slice(0, MAX_KEYWORD);
}

/** The words of a keyword; every word must match (several words narrow the result). */
export function keywordWords(keyword: string): string[] {
  return normaliseKeyword(keyword).split(' ').filter(Boolean).slice(0, 8);
}

export type ProductSearchFilter = {
  categoryId?: number | undefined;
  proteinTag?: string | undefined;
  species?: string | undefined;
  target?: string | undefined;
  coupling?: string | undefined;
};
