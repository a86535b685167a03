import type { MiddlewareHandler } from 'hono';
import { permissionsOf, type Permission } from '../../../src/contracts/admin/permissions.ts';
import type { AppDeps } from '../../deps.ts';
import { HttpError } from '../../http/errors.ts';
import { bearerToken } from '../../http/client.ts';
import { liveSession } from '../staff/session.queries.ts';
import { rolesOf } from '../staff/staff.queries.ts';
import { mustEnrol, secondFactorRoles } from '../staff/second-factor-policy.ts';
import type { AdminEnv } from '../../http/staff/admin-route.ts';
import { endpointKey, permissionOf, type Endpoint } from '../../../src/contracts/endpoint.ts';
import { adminLogout, adminMe, adminTotpConfirm, adminTotpEnrol } from '../../../src/contracts/endpoints/staff-admin.ts';

/**
 * Every back-office request needs a live staff session (`Authorization: Bearer <token>` of
 * POST /staff/login): otherwise 401. A customer's token is not a staff session (another table), so it
 * gets 401 too.
 */
export function staffSession(deps: AppDeps): MiddlewareHandler<AdminEnv> {
  return async (c, next) => {
    const token = bearerToken(c);
    const session = token ? await liveSession(deps.db, deps.now(), token) : null;
    if (!session) throw new HttpError('E0401');
    const roles = await rolesOf(deps.db, session.staffId);
    // The policy is read on every request, so a change applies to sessions already open.
    const enrol = mustEnrol({ roles, totp: session.totp }, await secondFactorRoles(deps.db));
    c.set('staff', { id: session.staffId, email: session.email, name: session.name, roles, permissions: permissionsOf(roles), totp: session.totp, mustEnrol: enrol, sessionId: session.sessionId });
    await next();
  };
}

/** What a person who must set up a second factor may still do: who am I, log out, enrol and confirm. */
const ENROLMENT = new Set([adminMe, adminLogout, adminTotpEnrol, adminTotpConfirm].map(endpointKey));

/**
 * 403 `E0403S` for a person who must set up a second factor first (every endpoint but ENROLMENT's), then 403
 * (E0403) unless the person holds the endpoint's permission; none lets every staff member through.
 */
export function requireAccess(e: Endpoint): MiddlewareHandler<AdminEnv> {
  const permission: Permission | null = permissionOf(e);
  const enrolling = ENROLMENT.has(endpointKey(e));
  return async (c, next) => {
    if (c.var.staff.mustEnrol && !enrolling) throw new HttpError('E0403S');
    if (permission && !c.var.staff.permissions.includes(permission)) throw new HttpError('E0403');
    await next();
  };
}
