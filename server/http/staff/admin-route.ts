import type { Context } from 'hono';
import type { Permission } from '../../../src/contracts/admin/permissions.ts';
import type { StaffMe } from '../../../src/contracts/admin/staff.ts';

/** The person behind a back-office request, and the session it came with. */
export interface StaffPrincipal extends StaffMe {
  sessionId: number;
}

/** The context of a back-office request: the staff session's person is `c.var.staff`. */
export type AdminEnv = { Variables: { staff: StaffPrincipal } };
export type AdminContext = Context<AdminEnv>;

/**
 * One back-office route, as data: a module never registers admin routes on Hono itself, it lists them
 * and admin.routes.ts mounts each behind the staff session and its permission. `permission: null` is for
 * what every staff member may do with their own account (who am I, logout, second factor).
 */
export interface AdminRoute {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Below /api/v1/admin, e.g. `/config/:key`. */
  path: string;
  permission: Permission | null;
  handler: (c: AdminContext) => Response | Promise<Response>;
}

/** A route's method and path as one key: `PUT /staff/:id/roles`. */
export type AdminRouteKey = `${AdminRoute['method']} /${string}`;
export type AdminHandlers = { [key: AdminRouteKey]: AdminRoute['handler'] };

/**
 * The routes one permission opens, as a table in the order they match:
 * `permitted('staff', { 'GET /staff': (c) => …, 'PUT /staff/:id/roles': async (c) => … })`.
 */
export function permitted(permission: Permission | null, handlers: AdminHandlers): AdminRoute[] {
  return Object.entries(handlers).map(([key, handler]) => {
    const [method, path] = key.split(' ') as [AdminRoute['method'], string];
    return { method, path, permission, handler };
  });
}
