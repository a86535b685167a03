import { Hono } from 'hono';
import type { AppDeps } from '../../deps.ts';
import { ok } from '../../http/respond.ts';
import { requireUser } from '../account/current-user.ts';
import { leadsOfCustomer } from './customer-leads.ts';

/** The personal centre's list of the customer's own leads. Login required; scoped to the token's user. */
export function customerLeadRoutes(deps: AppDeps) {
  return new Hono().get('/account/leads', async (c) => {
    const user = await requireUser(deps, c);
    return ok(c, await leadsOfCustomer(deps.db, user));
  });
}
