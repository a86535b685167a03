import {
  searchCompanyNames,
  searchContentTab,
  searchFilterTags,
  searchHotWords,
  searchPage,
  searchProductTab,
  searchServeTab,
  searchTabCounts,
} from '../../../src/contracts/endpoints/search.ts';
import type { AppDeps } from '../../deps.ts';
import { route, type Route } from '../../http/endpoint-route.ts';
import { requestLang } from '../../http/request-lang.ts';
import { hotKeywords, organisationNames } from './rank.queries.ts';
import { searchAnswer } from './search-answer.ts';
import { searchContent, searchCounts, searchProducts, searchServices } from './search.queries.ts';
import { searchTags } from './search-tags.queries.ts';
import { visitorOf } from './visitor-key.ts';

/**
 * Search: `/search` runs the product tab with the counts of every tab and records the keyword;
 * the other paths serve one tab, the filter menu, the hot words and the company names.
 */
export function searchRoutes(deps: AppDeps): Route[] {
  const { db, region, now } = deps;
  return [
    route(searchPage, (c, { query: { keywords, page, size, sort, ...filter } }) => {
      const at = now();
      return searchAnswer(db, at, { lang: requestLang(c), region: region(c), key: visitorOf(deps, c, at) }, keywords, filter, { page, size }, sort);
    }),
    route(searchProductTab, (c, { query: { keywords, page, size, sort, ...filter } }) => searchProducts(db, requestLang(c), region(c), keywords, filter, { page, size }, sort)),
    route(searchServeTab, (c, { query: { keywords, page, size } }) => searchServices(db, requestLang(c), keywords, { page, size })),
    route(searchContentTab, (c, { query: { keywords, page, size } }) => searchContent(db, requestLang(c), keywords, { page, size })),
    route(searchTabCounts, (_c, { query: { keywords, ...filter } }) => searchCounts(db, keywords, filter)),
    route(searchFilterTags, (c, { query: { keywords } }) => searchTags(db, requestLang(c), keywords)),
    route(searchHotWords, (c, { query: { number } }) => hotKeywords(db, requestLang(c), number, now())),
    route(searchCompanyNames, (c, { query: { keyWord } }) => organisationNames(db, requestLang(c), keyWord)),
  ];
}
