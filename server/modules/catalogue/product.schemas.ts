// The catalogue's query and path schemas are the endpoint declarations' (src/contracts/catalogue.ts); the server's
// own page data (server/web/site-data.direct.ts) checks its input with them from here.
export { catalogNumberParam, childQuery, pidQuery, popularQuery, productListQuery, relatedQuery } from '../../../src/contracts/catalogue.ts';
