import {
  adminStaffCreate,
  adminStaffDisable,
  adminStaffEnable,
  adminStaffList,
  adminStaffPassword,
  adminStaffRoles,
  adminStaffTotpOff,
} from '../../../src/contracts/endpoints/staff-admin.ts';
import type { AppDeps } from '../../deps.ts';
import { route, type Route } from '../../http/endpoint-route.ts';
import { actorOf } from '../../http/staff/actor.ts';
import { createStaffAccount, resetStaffPassword, setStaffDisabled, setStaffRoles, turnStaffTotpOff } from './staff.changes.ts';
import { listStaff } from './staff.queries.ts';

/** Staff management (owners: permission `staff`); every change is audited. */
export function staffAdminRoutes(deps: AppDeps): Route[] {
  const { db } = deps;
  return [
    route(adminStaffList, () => listStaff(db)),
    route(adminStaffCreate, async (c, { body }) => ({ id: await createStaffAccount(deps, actorOf(deps, c), body) })),
    route(adminStaffRoles, (c, { params: { id }, body: { roles, version } }) => setStaffRoles(deps, actorOf(deps, c), id, roles, version)),
    route(adminStaffDisable, (c, { params: { id } }) => setStaffDisabled(deps, actorOf(deps, c), id, true)),
    route(adminStaffEnable, (c, { params: { id } }) => setStaffDisabled(deps, actorOf(deps, c), id, false)),
    route(adminStaffPassword, async (c, { params: { id }, body: { password } }) => {
      await resetStaffPassword(deps, actorOf(deps, c), id, password);
      return true as const;
    }),
    route(adminStaffTotpOff, (c, { params: { id } }) => turnStaffTotpOff(deps, actorOf(deps, c), id)),
  ];
}
