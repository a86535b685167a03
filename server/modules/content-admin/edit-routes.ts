import type { z } from 'zod';
import type { contentIdPath } from '../../../src/contracts/admin/content.ts';
import type { versionQuerySchema } from '../../../src/contracts/admin/version.ts';
import type { Endpoint } from '../../../src/contracts/endpoint.ts';
import type { AppDeps } from '../../deps.ts';
import { route, type Route } from '../../http/endpoint-route.ts';
import { actorOf } from '../../http/staff/actor.ts';
import type { auditedRows } from './audited-rows.ts';

type Listed = { id: number; untranslated: boolean; version: number };
type Rows<Edit, Shown extends Listed> = Pick<ReturnType<typeof auditedRows<Edit, Shown>>, 'create' | 'update' | 'remove'>;

/** The create, change and delete declarations of one content table (`POST base`, `PUT base/:id`, `DELETE base/:id`). */
export interface EditEndpoints<Edit, Shown extends Listed> {
  create: Endpoint<undefined, undefined, z.ZodType<Edit>, z.ZodType<Shown>>;
  update: Endpoint<typeof contentIdPath, undefined, z.ZodType<Edit & { version: number }>, z.ZodType<Shown>>;
  remove: Endpoint<typeof contentIdPath, typeof versionQuerySchema, undefined, z.ZodType<{ id: number }>>;
}

/**
 * The create, change and delete routes of one content table: the edit is read by its declaration's schema,
 * then `check` runs any check of its own (a 400 thrown as ChangeRefused), the change is audited by `rows`,
 * and the answer is the row as the back office shows it.
 */
export function editRoutes<Edit, Shown extends Listed>(deps: AppDeps, endpoints: EditEndpoints<Edit, Shown>, rows: Rows<Edit, Shown>, check: (edit: Edit) => Promise<void> = async () => {}): Route[] {
  return [
    route(endpoints.create, async (c, { body }) => {
      await check(body);
      return rows.create(deps, actorOf(deps, c), body);
    }),
    route(endpoints.update, async (c, { params: { id }, body }) => {
      await check(body);
      return rows.update(deps, actorOf(deps, c), id, body);
    }),
    route(endpoints.remove, (c, { params: { id }, query: { version } }) => rows.remove(deps, actorOf(deps, c), id, version)),
  ];
}
