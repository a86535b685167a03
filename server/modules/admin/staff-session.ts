import type { MiddlewareHandler } from 'hono';
import { permissionsOf, type Permission } from '../../../src/contracts/admin/permissions.ts';
import type { AppDeps } from '../../deps.ts';
import { HttpError } from '../../http/errors.ts';
import { bearerToken } from '../../http/client.ts';
import { liveSession } from '../staff/session.queries.ts';
import { rolesOf } from '../staff/staff.queries.ts';
import type { AdminEnv } from '../../http/staff/admin-route.ts';

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
    c.set('staff', { id: session.staffId, email: session.email, name: session.name, roles, permissions: permissionsOf(roles), totp: session.totp, sessionId: session.sessionId });
    await next();
  };
}

/** 403 (E0403) unless the person holds `permission`; null lets every staff member through. */
export function requirePermission(permission: Permission | null): MiddlewareHandler<AdminEnv> {
  return async (c, next) => {
    if (permission && !c.var.staff.permissions.includes(permission)) throw new HttpError('E0403');
    await next();
  };
}
