import { contentIdPath } from '../../../src/contracts/admin/content.ts';
import type { AppDeps } from '../../deps.ts';
import { ok } from '../../http/respond.ts';
import { readParams } from '../../http/validate.ts';
import type { AdminContext, AdminHandlers, AdminRouteKey } from '../../http/staff/admin-route.ts';
import { actorOf } from '../../http/staff/actor.ts';
import type { auditedRows } from './audited-rows.ts';

type Rows<Edit> = Pick<ReturnType<typeof auditedRows<Edit, { id: number; untranslated: boolean }>>, 'create' | 'update' | 'remove'>;

/**
 * The create, change and delete routes of one content table below `base` (`POST base`, `PUT base/:id`,
 * `DELETE base/:id`): the edit is read by `read` (its contract, and any check of its own), the change is
 * audited by `rows`, and the answer is the row as the back office shows it.
 */
export function editRoutes<Edit>(deps: AppDeps, base: `/${string}`, rows: Rows<Edit>, read: (c: AdminContext) => Promise<Edit>): AdminHandlers {
  const id = (c: AdminContext) => readParams(c, contentIdPath).id;
  const key = (method: 'POST' | 'PUT' | 'DELETE', path: string) => `${method} ${path}` as AdminRouteKey;
  return {
    [key('POST', base)]: async (c: AdminContext) => ok(c, await rows.create(deps, actorOf(deps, c), await read(c))),
    [key('PUT', `${base}/:id`)]: async (c: AdminContext) => ok(c, await rows.update(deps, actorOf(deps, c), id(c), await read(c))),
    [key('DELETE', `${base}/:id`)]: async (c: AdminContext) => ok(c, await rows.remove(deps, actorOf(deps, c), id(c))),
  };
}
