import { z } from 'zod';
import { pageSchema } from './catalogue.ts';
import { textFields } from './text-fields.ts';

/** A search result: title (the catalog number for products), treeName, createTime, price. */
export const searchResultSchema = z.strictObject({ id: z.number().int(), ...textFields('title', 'name', 'treeName', 'createTime', 'price', 'url') });
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
  filters?: SearchFilter;
}
