import type { AppDeps } from './deps.ts';
import type { Route } from './http/endpoint-route.ts';
import { accountRoutes } from './modules/account/account.routes.ts';
import { authRoutes } from './modules/account/auth.routes.ts';
import { cartRoutes } from './modules/cart/cart.routes.ts';
import { punchoutSessionRoutes } from './modules/procurement/punchout-session.routes.ts';
import { formsRoutes } from './modules/forms/forms.routes.ts';
import { newsletterRoutes } from './modules/newsletter/newsletter.routes.ts';
import { paperAwardRoutes } from './modules/paper-award/paper-award.routes.ts';
import { resourceDownloadRoutes } from './modules/resources/resource-download.routes.ts';
import { toolboxRoutes } from './modules/toolbox/toolbox.routes.ts';
import { trialRoutes } from './modules/trial/trial.routes.ts';
import { staffLoginRoutes } from './modules/staff/login.routes.ts';
import { gelFigureRoutes } from './modules/catalogue/gel-figure.routes.ts';
import { documentRoutes } from './modules/documents/documents.routes.ts';
import { productImageRoutes } from './modules/product-images/product-images.routes.ts';
import { productPictureRoutes } from './modules/product-pictures/product-pictures.routes.ts';
import { customerLeadRoutes } from './modules/leads/customer-leads.routes.ts';
import { checkoutRoutes } from './modules/orders/checkout.routes.ts';
import { customerOrderRoutes } from './modules/orders/orders.routes.ts';
import { customerQuoteRoutes } from './modules/quotes/quotes.routes.ts';
import { organisationRoutes } from './modules/organisations/organisation.routes.ts';
import { orderApprovalRoutes } from './modules/orders/order-approval.routes.ts';
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
    ...documentRoutes(deps),
    ...productImageRoutes(deps),
    ...productPictureRoutes(deps),
    ...gelFigureRoutes(deps),
    ...contentRoutes(deps),
    ...formsRoutes(deps),
    ...authRoutes(deps),
    ...accountRoutes(deps),
    ...cartRoutes(deps),
    ...punchoutSessionRoutes(deps),
    ...customerOrderRoutes(deps),
    ...customerLeadRoutes(deps),
    ...checkoutRoutes(deps),
    ...customerQuoteRoutes(deps),
    ...organisationRoutes(deps),
    ...orderApprovalRoutes(deps),
    ...searchRoutes(deps),
    ...analyticsRoutes(deps),
    ...toolboxRoutes(deps),
    ...trialRoutes(deps),
    ...paperAwardRoutes(deps),
    ...resourceDownloadRoutes(deps),
    ...newsletterRoutes(deps),
    ...staffLoginRoutes(deps),
  ];
}
