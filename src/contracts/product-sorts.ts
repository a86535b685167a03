/**
 * The orders of the product lists, without zod: the pages' first load reads a sort from the URL with these
 * lists (tests/unit/first-load.test.ts keeps zod off it); the API checks the same values with the schemas of
 * product-list.ts, built from these lists.
 */

/** Orders of a catalogue list: catalogue order (catalog number), name, lowest price first, newest first. */
export const listSorts = ['catalogue', 'name', 'price', 'newest'] as const;
/** Orders of the search results: the best match first, or one of the list orders. */
export const searchSorts = ['relevance', 'name', 'price', 'newest'] as const;
export type ListSort = (typeof listSorts)[number];
export type SearchSort = (typeof searchSorts)[number];
export type ProductSort = ListSort | SearchSort;

/** The sort a page's URL asks for (`?sort=`), or the first of `sorts` (the default) when it asks for none or for one not offered. */
export function sortOfUrl<S extends string>(sorts: readonly S[], query: URLSearchParams): S {
  const asked = query.get('sort');
  return sorts.find((s) => s === asked) ?? sorts[0]!;
}
