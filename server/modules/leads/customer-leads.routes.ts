import { myLeadList } from '../../../src/contracts/endpoints/customer-leads.ts';
import type { AppDeps } from '../../deps.ts';
import { route, type Route } from '../../http/endpoint-route.ts';
import { requireUser } from '../account/current-user.ts';
import { leadsOfCustomer } from './customer-leads.ts';

/** The personal centre's list of the customer's own leads. Login required; scoped to the token's user. */
export function customerLeadRoutes(deps: AppDeps): Route[] {
  return [
    route(myLeadList, async (c) => {
      const user = await requireUser(deps, c);
      return leadsOfCustomer(deps.db, user);
    }),
  ];
}
