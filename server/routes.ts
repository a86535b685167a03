import type { AppDeps } from './deps.ts';
import type { Route } from './http/endpoint-route.ts';
import { accountRoutes } from './modules/account/account.routes.ts';
import { authRoutes } from './modules/account/auth.routes.ts';
import { cartRoutes } from './modules/cart/cart.routes.ts';
import { formsRoutes } from './modules/forms/forms.routes.ts';
import { newsletterRoutes } from './modules/newsletter/newsletter.routes.ts';
import { paperAwardRoutes } from './modules/paper-award/paper-award.routes.ts';
import { resourceDownloadRoutes } from './modules/resources/resource-download.routes.ts';
import { toolboxRoutes } from './modules/toolbox/toolbox.routes.ts';
import { trialRoutes } from './modules/trial/trial.routes.ts';

/**
 * The API's routes bound to endpoint declarations (src/contracts/endpoints), outside the back office: each module's
 * list, in the order they match. server/app.ts mounts them with the customer login checked for `customer` endpoints.
 */
export function declaredRoutes(deps: AppDeps): Route[] {
  return [
    ...formsRoutes(deps),
    ...authRoutes(deps),
    ...accountRoutes(deps),
    ...cartRoutes(deps),
    ...toolboxRoutes(deps),
    ...trialRoutes(deps),
    ...paperAwardRoutes(deps),
    ...resourceDownloadRoutes(deps),
    ...newsletterRoutes(deps),
  ];
}
