import { adminSecondFactorPolicy, adminSecondFactorPolicySave } from '../../../src/contracts/endpoints/staff-admin.ts';
import type { AppDeps } from '../../deps.ts';
import { route, type Route } from '../../http/endpoint-route.ts';
import { actorOf } from '../../http/staff/actor.ts';
import { saveSecondFactorRoles, secondFactorRoles } from './second-factor-policy.ts';

/** The back office's security settings (permission `staff`, the owner's): which roles must log in with a second factor. */
export function securityAdminRoutes(deps: AppDeps): Route[] {
  return [
    route(adminSecondFactorPolicy, async () => ({ roles: await secondFactorRoles(deps.db) })),
    route(adminSecondFactorPolicySave, async (c, { body: { roles } }) => saveSecondFactorRoles(deps, actorOf(deps, c), roles)),
  ];
}
