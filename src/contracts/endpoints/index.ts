import type { Endpoint } from '../endpoint.ts';
import * as analytics from './analytics.ts';
import * as catalogue from './catalogue.ts';
import * as content from './content.ts';
import * as health from './health.ts';
import * as productsAdmin from './products-admin.ts';
import * as search from './search.ts';
import * as site from './site.ts';

/**
 * Every declared endpoint, in the README's order within each group. The server binds them (each module's route
 * list), the README's API tables are printed from them (scripts/api-tables.ts), and the endpoint walk tests them.
 */
export const declaredEndpoints: readonly Endpoint[] = [productsAdmin, health, site, catalogue, content, search, analytics].flatMap((m) => Object.values(m) as Endpoint[]);
