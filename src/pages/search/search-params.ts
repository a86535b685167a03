import { searchSorts, sortOfUrl, type SearchSort } from '../../contracts/product-sorts.ts';

/** The product-tab filters of the search page, in URL order (spec: Product Category, Protein Tags, Species, Target, Coupling). */
export const FILTER_KEYS = ['categoryId', 'proteinTag', 'species', 'target', 'coupling'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

export const SEARCH_TABS = ['product', 'serve', 'content'] as const;
export type SearchTab = (typeof SEARCH_TABS)[number];

export interface SearchParams {
  keywords: string;
  tab: SearchTab;
  page: number;
  /** The product tab's order (`?sort=`, read by the API's schema). */
  sort: SearchSort;
  filters: Partial<Record<FilterKey, string>>;
}

/** Reads the search page's URL query; unknown tabs fall back to products, bad pages to 1. */
export function readSearchParams(query: URLSearchParams): SearchParams {
  const tab = query.get('tab');
  const page = Number(query.get('page') ?? 1);
  const filters: SearchParams['filters'] = {};
  for (const key of FILTER_KEYS) {
    const v = query.get(key)?.trim();
    if (v) filters[key] = v;
  }
  return {
    keywords: (query.get('keywords') ?? '').trim().slice(0, 100),
    tab: (SEARCH_TABS as readonly string[]).includes(tab ?? '') ? (tab as SearchTab) : 'product',
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
    sort: sortOfUrl(searchSorts, query),
    filters,
  };
}

/** The URL query of a search state (empty values left out; a change of filter or tab restarts at page 1). */
export function searchHref(p: SearchParams): string {
  const q = new URLSearchParams({ keywords: p.keywords });
  if (p.tab !== 'product') q.set('tab', p.tab);
  for (const key of FILTER_KEYS) if (p.filters[key]) q.set(key, p.filters[key]!);
  if (p.sort !== 'relevance') q.set('sort', p.sort);
  if (p.page > 1) q.set('page', String(p.page));
  return `/search?${q}`;
}

/** The state after choosing `value` (or nothing) for one filter. */
export function withFilter(p: SearchParams, key: FilterKey, value: string): SearchParams {
  const filters = { ...p.filters };
  if (value) filters[key] = value;
  else delete filters[key];
  return { ...p, filters, page: 1 };
}
