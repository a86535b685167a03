import type { MiddlewareHandler } from 'hono';
import { permissionsOf, type Permission } from '../../../src/contracts/admin/permissions.ts';
import type { AppDeps } from '../../deps.ts';
import { HttpError } from '../../http/errors.ts';
import { bearerToken, ipOf } from '../account/current-user.ts';
import type { AuditActor } from '../audit/with-audit.ts';
import { liveSession } from '../staff/session.queries.ts';
import { rolesOf } from '../staff/staff.queries.ts';
import type { AdminContext, AdminEnv } from './admin-route.ts';

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

/** User agents are kept to this length in sessions and the audit trail (they are for reading, not parsing). */
const USER_AGENT_MAX = 300;

export const userAgentOf = (c: { req: { header(name: string): string | undefined } }) => c.req.header('user-agent')?.slice(0, USER_AGENT_MAX) ?? null;

/** Who makes a back-office change: the session's person, the client address and user agent. */
export function actorOf(deps: AppDeps, c: AdminContext): AuditActor {
  return { staffId: c.var.staff.id, ip: ipOf(deps, c), userAgent: userAgentOf(c) };
}
