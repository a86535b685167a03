// The site endpoints' query schemas are their declarations' (src/contracts/site.ts); the server's own page data
// (server/web/site-data.direct.ts) checks its input with them from here.
export { dictQuery, keyListQuery } from '../../../src/contracts/site.ts';
