import { z } from 'zod';
import { stockStates } from './product-specification.ts';

/**
 * What a product list (catalogue lists, search results) tells a buyer beyond the name, and how it is sorted.
 * The sort travels in the page's URL (`?sort=price`) and in the API query, read by the same schemas.
 */

/** Orders of a catalogue list: catalogue order (catalog number), name, lowest price first, newest first. */
export const listSorts = ['catalogue', 'name', 'price', 'newest'] as const;
/** Orders of the search results: the best match first, or one of the list orders. */
export const searchSorts = ['relevance', 'name', 'price', 'newest'] as const;
export type ListSort = (typeof listSorts)[number];
export type SearchSort = (typeof searchSorts)[number];
export type ProductSort = ListSort | SearchSort;

export const listSortParam = z.enum(listSorts, { error: 'validation:invalid' }).default('catalogue');
export const searchSortParam = z.enum(searchSorts, { error: 'validation:invalid' }).default('relevance');

/** The sort a page's URL asks for, or the default when it asks for none or for one that does not exist. */
export const sortOfUrl = <S extends string>(param: z.ZodDefault<z.ZodEnum<{ [K in S]: K }>>, query: URLSearchParams): S => {
  const parsed = param.safeParse(query.get('sort') ?? undefined);
  return (parsed.success ? parsed.data : param.parse(undefined)) as S;
};

/**
 * The lowest and highest price of a product's priced sizes ("¥1280.00"); both `inquiry` when no size has a
 * price the visitor may see.
 */
export const priceRangeSchema = z.strictObject({ from: z.string(), to: z.string() });
export type PriceRange = z.infer<typeof priceRangeSchema>;

/** The best availability among a product's sizes (in stock before lead time before made to order); null: not stated. */
export const listStockSchema = z.enum(stockStates).nullable();
