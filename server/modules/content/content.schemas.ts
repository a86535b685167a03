// The content endpoints' query schemas are their declarations' (src/contracts/content.ts); the server's own page
// data (server/web/site-data.direct.ts) checks its input with them from here.
export { articleQuery, distributorQuery, recruitmentQuery, referenceQuery, resourceQuery, richQuery, serviceQuery } from '../../../src/contracts/content.ts';
