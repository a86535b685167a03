import type { Lang } from '../../../src/contracts/lang.ts';
import type { SearchAnswer } from '../../../src/contracts/search.ts';
import type { SearchSort } from '../../../src/contracts/product-list.ts';
import type { Db } from '../../db/client.ts';
import type { Region } from '../../geo/region.ts';
import type { PageQuery } from '../../http/query-params.ts';
import { logSearch } from './rank.queries.ts';
import type { ProductSearchFilter } from './search.schemas.ts';
import { searchCounts, searchProducts } from './search.queries.ts';

/**
 * `GET /search` (and the search page the server renders): the product tab with the counts of every tab, the
 * search recorded for the hot keywords. One record per search: paging and narrowing the same search are not
 * new searches.
 */
export async function searchAnswer(
  db: Db,
  at: Date,
  /** `key`: the visitor's one-day pseudonym (visitor-key.ts), by which hot words count visitors. */
  visitor: { lang: Lang; region: Region; key?: string | undefined },
  keywords: string,
  filter: ProductSearchFilter,
  page: PageQuery,
  sort: SearchSort = 'relevance',
): Promise<SearchAnswer> {
  const [product, counts] = await Promise.all([
    searchProducts(db, visitor.lang, visitor.region, keywords, filter, page, sort),
    searchCounts(db, keywords, filter),
  ]);
  // A new order of the same search is not a new search either.
  const narrowed = page.page > 1 || sort !== 'relevance' || Object.values(filter).some((v) => v !== undefined);
  if (!narrowed) await logSearch(db, visitor.lang, keywords, counts.product + counts.serve + counts.content, at, visitor.key);
  return { keywords, counts, product };
}
