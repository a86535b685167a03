import type { Lang } from '../../../src/contracts/lang.ts';
import type { SearchAnswer } from '../../../src/contracts/search.ts';
import type { Db } from '../../db/client.ts';
import type { Region } from '../../geo/region.ts';
import type { PageQuery } from '../../http/query-params.ts';
import { logSearch } from './rank.queries.ts';
import type { ProductSearchFilter } from './search.schemas.ts';
import { matchProducts } from './product-match.ts';
import { otherTabCounts, productPageOf } from './search.queries.ts';

/**
 * `GET /search` (and the search page the server renders): the product tab with the counts of every tab, the
 * search recorded for the hot keywords. One record per search: paging and narrowing the same search are not
 * new searches.
 */
export async function searchAnswer(
  db: Db,
  at: Date,
  visitor: { lang: Lang; region: Region },
  keywords: string,
  filter: ProductSearchFilter,
  page: PageQuery,
): Promise<SearchAnswer> {
  // The products matched once, for the page and for the tab's count.
  const matches = await matchProducts(db, keywords, filter);
  const [product, others] = await Promise.all([productPageOf(db, visitor.lang, visitor.region, matches, page), otherTabCounts(db, keywords)]);
  const counts = { product: matches.length, ...others };
  const narrowed = page.page > 1 || Object.values(filter).some((v) => v !== undefined);
  if (!narrowed) await logSearch(db, visitor.lang, keywords, counts.product + counts.serve + counts.content, at);
  return { keywords, counts, product };
}
