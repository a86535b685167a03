import { z } from 'zod';
import { idParam, pageParams } from '../../http/query-params.ts';

/** Longest keyword kept (the search_log column holds at most 100 characters). */
export const MAX_KEYWORD = 100;

/** Trims, collapses inner whitespace and case-folds a keyword: the form stored in search_log. */
export function normaliseKeyword(raw: string): string {
  return raw.trim().replace(/\s+/g, ' ').toLowerCase().slice(0, MAX_KEYWORD);
}

/** The words of a keyword; every word must match (several words narrow the result). */
export function keywordWords(keyword: string): string[] {
  return normaliseKeyword(keyword).split(' ').filter(Boolean).slice(0, 8);
}

const keywords = z.string().trim().min(1).max(MAX_KEYWORD);
const dictValue = z.string().trim().regex(/^[\w .+-]{1,60}$/u, { error: 'validation:invalid' }).optional();

/** Filters of the product tab (spec: Product Category, Protein Tags, Species, Target, Coupling). */
export const productFilterParams = {
  categoryId: idParam.optional(),
  proteinTag: dictValue,
  species: dictValue,
  target: dictValue,
  coupling: dictValue,
};

export const searchQuery = z.object({ ...pageParams, keywords, ...productFilterParams });
export const plainSearchQuery = z.object({ ...pageParams, keywords });
export const countQuery = z.object({ keywords, ...productFilterParams });
export const tagsQuery = z.object({ keywords });
/** Five hot words by default; at most 20. */
export const rankQuery = z.object({ number: z.coerce.number().int().min(1).max(20).default(5) });
/** The company search starts at 2 characters. */
export const orgQuery = z.object({ keyWord: z.string().trim().min(2).max(50) });

export type ProductSearchFilter = {
  categoryId?: number | undefined;
  proteinTag?: string | undefined;
  species?: string | undefined;
  target?: string | undefined;
  coupling?: string | undefined;
};
