import { z } from 'zod';
import { pageSchema, productRowSchema } from './catalogue.ts';
import { searchSortParam, type SearchSort } from './product-list.ts';
import { idParam, pageParams } from './query-params.ts';
import { textFields } from './text-fields.ts';

/** A search result: title (the catalog number for products), treeName, createTime, price. */
export const searchResultSchema = z.strictObject({
  id: z.number().int(),
  ...textFields('title', 'name', 'treeName', 'createTime', 'price', 'url'),
  /** A product's buying facts (picture, sizes, price range, stock, citations); null on the service and content tabs. */
  product: productRowSchema.pick({ picture: true, sizes: true, priceRange: true, stock: true, citationCount: true }).nullable(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

export const searchPageSchema = pageSchema(searchResultSchema);
export type SearchPage = z.infer<typeof searchPageSchema>;

/** GET /search/count: how many results each tab has. */
export const searchCountsSchema = z.strictObject({ product: z.number().int(), serve: z.number().int(), content: z.number().int() });
export type SearchCounts = z.infer<typeof searchCountsSchema>;

/** GET /search: the product tab with the counts of every tab. */
export const searchAnswerSchema = z.strictObject({ keywords: z.string(), counts: searchCountsSchema, product: searchPageSchema });
export type SearchAnswer = z.infer<typeof searchAnswerSchema>;

export const tagOptionSchema = z.strictObject({ value: z.string(), label: z.string(), count: z.number().int() });
export type TagOption = z.infer<typeof tagOptionSchema>;

/** GET /search/tags: the filter menu, values present among the products matching the keyword. */
export const searchTagsSchema = z.strictObject({
  category: z.array(tagOptionSchema),
  proteinTag: z.array(tagOptionSchema),
  species: z.array(tagOptionSchema),
  target: z.array(tagOptionSchema),
  coupling: z.array(tagOptionSchema),
});
export type SearchTags = z.infer<typeof searchTagsSchema>;

/** The product-tab filters, as the search page sends them. */
export interface SearchFilter {
  categoryId?: string;
  proteinTag?: string;
  species?: string;
  target?: string;
  coupling?: string;
}

/** What the search page asks: a keyword, a page, and the product tab's filters. */
export interface SearchRequest {
  keywords: string;
  page?: number;
  /** The product tab's order (absent: relevance). */
  sort?: SearchSort;
  filters?: SearchFilter;
}

/** GET /search/rank: the hot words, GET /search/org/name: company names. */
export const wordListSchema = z.array(z.string());

// The queries of the search endpoints (src/contracts/endpoints/search.ts).

/** Longest keyword kept (the search_log column holds at most 100 characters). */
export const MAX_KEYWORD = 100;

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

export const searchQuery = z.object({ ...pageParams, keywords, ...productFilterParams, sort: searchSortParam });
export const plainSearchQuery = z.object({ ...pageParams, keywords });
export const countQuery = z.object({ keywords, ...productFilterParams });
export const tagsQuery = z.object({ keywords });
/** Five hot words by default; at most 20. */
export const rankQuery = z.object({ number: z.coerce.number().int().min(1).max(20).default(5) });
/** The company search starts at 2 characters. */
export const orgQuery = z.object({ keyWord: z.string().trim().min(2).max(50) });
