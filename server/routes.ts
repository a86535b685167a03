import type { AppDeps } from './deps.ts';
import type { Route } from './http/endpoint-route.ts';
import { analyticsRoutes } from './modules/analytics/analytics.routes.ts';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes.ts';
import { contentRoutes } from './modules/content/content.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { searchRoutes } from './modules/search/search.routes.ts';
import { siteRoutes } from './modules/site/site.routes.ts';

/**
 * The API's routes bound to endpoint declarations (src/contracts/endpoints), outside the back office: each module's
 * list, in the order they match. server/app.ts mounts them with the customer login checked for `customer` endpoints.
 */
export function declaredRoutes(deps: AppDeps): Route[] {
  return [
    ...healthRoutes(deps),
    ...siteRoutes(deps),
    ...catalogueRoutes(deps),
    ...contentRoutes(deps),
    ...searchRoutes(deps),
    ...analyticsRoutes(deps),
  ];
}
