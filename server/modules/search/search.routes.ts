import { Hono } from 'hono';
import type { AppDeps } from '../../deps.ts';
import { requestLang } from '../../http/request-lang.ts';
import { ok } from '../../http/respond.ts';
import { hotKeywords, organisationNames } from './rank.queries.ts';
import { searchAnswer } from './search-answer.ts';
import { countQuery, orgQuery, plainSearchQuery, rankQuery, searchQuery, tagsQuery } from './search.schemas.ts';
import { searchContent, searchCounts, searchProducts, searchServices } from './search.queries.ts';
import { searchTags } from './search-tags.queries.ts';
import { readQuery } from '../../http/validate.ts';

/**
 * Search: `/search` runs the product tab with the counts of every tab and records the keyword;
 * the other paths serve one tab, the filter menu, the hot words and the company names.
 */
export function searchRoutes({ db, region, now }: AppDeps) {
  return new Hono()
    .get('/search', async (c) => {
      const { keywords, page, size, ...filter } = readQuery(c, searchQuery);
      return ok(c, await searchAnswer(db, now(), { lang: requestLang(c), region: region(c) }, keywords, filter, { page, size }));
    })
    .get('/search/product', async (c) => {
      const { keywords, page, size, ...filter } = readQuery(c, searchQuery);
      return ok(c, await searchProducts(db, requestLang(c), region(c), keywords, filter, { page, size }));
    })
    .get('/search/serve', async (c) => {
      const { keywords, page, size } = readQuery(c, plainSearchQuery);
      return ok(c, await searchServices(db, requestLang(c), keywords, { page, size }));
    })
    .get('/search/content', async (c) => {
      const { keywords, page, size } = readQuery(c, plainSearchQuery);
      return ok(c, await searchContent(db, requestLang(c), keywords, { page, size }));
    })
    .get('/search/count', async (c) => {
      const { keywords, ...filter } = readQuery(c, countQuery);
      return ok(c, await searchCounts(db, keywords, filter));
    })
    .get('/search/tags', async (c) => {
      const { keywords } = readQuery(c, tagsQuery);
      return ok(c, await searchTags(db, requestLang(c), keywords));
    })
    .get('/search/rank', async (c) => {
      const { number } = readQuery(c, rankQuery);
      return ok(c, await hotKeywords(db, requestLang(c), number, now()));
    })
    .get('/search/org/name', async (c) => {
      const { keyWord } = readQuery(c, orgQuery);
      return ok(c, await organisationNames(db, requestLang(c), keyWord));
    });
}
