import type { TFunction } from 'i18next';
import { RedirectError, type HeadInfo, type LoadContext } from '../../app/route-types.ts';
import type { SearchCounts, SearchPage, SearchTags } from '../../contracts/search.ts';
import { readSearchParams, type SearchParams } from './search-params.ts';

export interface SearchData {
  params: SearchParams;
  counts: SearchCounts;
  results: SearchPage;
  tags: SearchTags;
}

const EMPTY_TAGS: SearchTags = { category: [], proteinTag: [], species: [], target: [], coupling: [] };
const EMPTY_PAGE: SearchPage = { list: [], total: 0, page: 1, size: 20 };

/** No keyword, or nothing found (without filters), goes to the not-found page with its suggestion form. */
const notFound = (keywords: string) => new RedirectError(`/search-not-found?keywords=${encodeURIComponent(keywords)}`);

export async function loadSearch(ctx: LoadContext): Promise<SearchData> {
  const data = await loadResults(ctx);
  const nothing = data.counts.product + data.counts.serve + data.counts.content === 0;
  if (!data.params.keywords || (nothing && Object.keys(data.params.filters).length === 0)) throw notFound(data.params.keywords);
  return data;
}

/** /search?keywords=: counts of the three tabs, the current tab's page and the filter menu. */
async function loadResults({ data, query }: LoadContext): Promise<SearchData> {
  const params = readSearchParams(query);
  if (!params.keywords) return { params, counts: { product: 0, serve: 0, content: 0 }, results: EMPTY_PAGE, tags: EMPTY_TAGS };
  const req = { keywords: params.keywords, page: params.page, sort: params.sort, filters: params.filters };
  const tagsP = data.searchTags(params.keywords);
  if (params.tab === 'product') {
    const [main, tags] = await Promise.all([data.search(req), tagsP]);
    return { params, counts: main.counts, results: main.product, tags };
  }
  const [counts, results, tags] = await Promise.all([data.searchCounts(req), data.searchTab(params.tab, { keywords: params.keywords, page: params.page }), tagsP]);
  return { params, counts, results, tags };
}

export function searchHead({ params }: SearchData, t: TFunction): HeadInfo {
  return { title: params.keywords ? t('content:search.titleFor', { keywords: params.keywords }) : t('pages:search.title') };
}

export interface SearchNotFoundData {
  keywords: string;
}

export async function loadSearchNotFound({ query }: LoadContext): Promise<SearchNotFoundData> {
  return { keywords: (query.get('keywords') ?? '').trim().slice(0, 100) };
}
