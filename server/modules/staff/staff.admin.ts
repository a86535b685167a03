import { staffCreateSchema, staffPasswordSchema, staffRolesSchema } from '../../../src/contracts/admin/staff.ts';
import type { AppDeps } from '../../deps.ts';
import { idPath } from '../../http/query-params.ts';
import { ok } from '../../http/respond.ts';
import { readBody, readParams } from '../../http/validate.ts';
import { permitted, type AdminRoute } from '../../http/staff/admin-route.ts';
import { actorOf } from '../../http/staff/actor.ts';
import { createStaffAccount, resetStaffPassword, setStaffDisabled, setStaffRoles, turnStaffTotpOff } from './staff.changes.ts';
import { listStaff } from './staff.queries.ts';

/** Staff management (owners: permission `staff`); every change is audited. */
export function staffAdminRoutes(deps: AppDeps): AdminRoute[] {
  const { db } = deps;
  return permitted('staff', {
    'GET /staff': async (c) => ok(c, await listStaff(db)),
    'POST /staff': async (c) => {
      const input = await readBody(c, staffCreateSchema);
      return ok(c, { id: await createStaffAccount(deps, actorOf(deps, c), input) });
    },
    'PUT /staff/:id/roles': async (c) => {
      const { id } = readParams(c, idPath);
      const { roles } = await readBody(c, staffRolesSchema);
      return ok(c, await setStaffRoles(deps, actorOf(deps, c), id, roles));
    },
    'POST /staff/:id/disable': async (c) => ok(c, await setStaffDisabled(deps, actorOf(deps, c), readParams(c, idPath).id, true)),
    'POST /staff/:id/enable': async (c) => ok(c, await setStaffDisabled(deps, actorOf(deps, c), readParams(c, idPath).id, false)),
    'POST /staff/:id/password': async (c) => {
      const { id } = readParams(c, idPath);
      const { password } = await readBody(c, staffPasswordSchema);
      await resetStaffPassword(deps, actorOf(deps, c), id, password);
      return ok(c, true);
    },
    'POST /staff/:id/totp/off': async (c) => ok(c, await turnStaffTotpOff(deps, actorOf(deps, c), readParams(c, idPath).id)),
  });
}
