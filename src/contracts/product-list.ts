import { z } from 'zod';
import { stockStates } from './product-specification.ts';
import { listSorts, searchSorts } from './product-sorts.ts';

/**
 * What a product list (catalogue lists, search results) tells a buyer beyond the name, and how it is sorted.
 * The sort travels in the page's URL (`?sort=price`) and in the API query, read by the same schemas.
 */

export { listSorts, searchSorts, sortOfUrl, type ListSort, type ProductSort, type SearchSort } from './product-sorts.ts';

/** The API's `sort`: one of the orders offered, else 400 naming `sort`. */
export const listSortParam = z.enum(listSorts, { error: 'validation:invalid' }).default('catalogue');
export const searchSortParam = z.enum(searchSorts, { error: 'validation:invalid' }).default('relevance');

/**
 * The lowest and highest price of a product's priced sizes ("¥1280.00"); both `inquiry` when no size has a
 * price the visitor may see.
 */
export const priceRangeSchema = z.strictObject({ from: z.string(), to: z.string() });
export type PriceRange = z.infer<typeof priceRangeSchema>;

/** The best availability among a product's sizes (in stock before lead time before made to order); null: not stated. */
export const listStockSchema = z.enum(stockStates).nullable();
