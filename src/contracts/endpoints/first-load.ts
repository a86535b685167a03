import type { Endpoint, Method, Route } from '../endpoint.ts';

/**
 * The endpoints the frame calls on every first page, by method and path only: the header's hot words and the
 * visit's analytics, and the product page's member prices. A declaration carries its zod schemas, and zod stays out of the first page's JavaScript
 * (tests/unit/first-load.test.ts; bench/README.md, the 120 KB budget), so these callers cannot import it. The
 * declarations (search.ts, analytics.ts) take their method and path from here, and a caller names the
 * declaration's type, `api.call(firstLoad<typeof searchHotWords>(HOT_WORDS), input)`: input and answer are typed
 * as declared. The answer is not checked in the browser (there is no schema to check it with); the server
 * checks it against the declaration outside production.
 */
export const HOT_WORDS = 'GET /search/rank' satisfies Route;
export const CHANNEL = 'POST /channel_analyse' satisfies Route;
export const PAGE_EVENT = 'POST /detail' satisfies Route;
/** The product page's member prices, asked after hydration (src/pages/product-detail/use-member-prices.ts). */
export const MEMBER_PRICES = 'GET /organisation/prices' satisfies Route;

/** The declaration `E` as `api.call` uses it, without its schemas. */
export const firstLoad = <E extends Endpoint>(route: Route): E => {
  const space = route.indexOf(' ');
  return { method: route.slice(0, space) as Method, path: route.slice(space + 1) } as E;
};
