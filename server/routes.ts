import type { AppDeps } from './deps.ts';
import type { Route } from './http/endpoint-route.ts';
import { staffLoginRoutes } from './modules/staff/login.routes.ts';
import { gelFigureRoutes } from './modules/catalogue/gel-figure.routes.ts';
import { documentRoutes } from './modules/documents/documents.routes.ts';
import { productImageRoutes } from './modules/product-images/product-images.routes.ts';
import { customerLeadRoutes } from './modules/leads/customer-leads.routes.ts';
import { checkoutRoutes } from './modules/orders/checkout.routes.ts';
import { customerOrderRoutes } from './modules/orders/orders.routes.ts';
import { customerQuoteRoutes } from './modules/quotes/quotes.routes.ts';

/**
 * The API's routes bound to endpoint declarations (src/contracts/endpoints), outside the back office: each module's
 * list, in the order they match. server/app.ts mounts them with the customer login checked for `customer` endpoints.
 */
export function declaredRoutes(deps: AppDeps): Route[] {
  return [...staffLoginRoutes(deps), ...documentRoutes(deps), ...productImageRoutes(deps), ...gelFigureRoutes(deps), ...customerOrderRoutes(deps), ...checkoutRoutes(deps), ...customerQuoteRoutes(deps), ...customerLeadRoutes(deps)];
}
