import { adminConnectionCreate, adminConnectionDelete, adminConnectionList, adminConnectionMessages, adminConnectionOciKey, adminConnectionTest, adminConnectionUpdate } from '../../../src/contracts/endpoints/procurement-admin.ts';
import type { Context } from 'hono';
import type { AppDeps } from '../../deps.ts';
import { route, type Route } from '../../http/endpoint-route.ts';
import { actorOf } from '../../http/staff/actor.ts';
import { HttpError } from '../../http/errors.ts';
import { connectionById, createConnection, everyConnection, removeConnection, renewOciKey, updateConnection } from './connections.changes.ts';
import { requestLang } from '../../http/request-lang.ts';
import { translate } from '../../../src/i18n/create.ts';
import { lastMessages } from './messages.queries.ts';
import { testConnection } from './connection-test.ts';

/** PunchOut connections in the back office (permission `procurement`): list, add, change, remove (every change audited), an OCI connection's new key, and the message log. */
export function procurementAdminRoutes(deps: AppDeps): Route[] {
  const refuse = (c: Context, field: string, key: string) => () => new HttpError('E0400', [{ field, message: translate(requestLang(c), key) }]);
  return [
    route(adminConnectionList, () => everyConnection(deps.db)),
    route(adminConnectionCreate, (c, { body }) => createConnection(deps, actorOf(deps, c), body, refuse(c, 'organisationId', 'admin:procurement.v.organisationId'))),
    route(adminConnectionUpdate, (c, { params: { id }, body }) => updateConnection(deps, actorOf(deps, c), id, body, refuse(c, 'organisationId', 'admin:procurement.v.organisationId'))),
    route(adminConnectionDelete, (c, { params: { id } }) => removeConnection(deps, actorOf(deps, c), id)),
    route(adminConnectionMessages, async (_c, { params: { id } }) => {
      if (!(await connectionById(deps.db, id))) throw new HttpError('E0404');
      return lastMessages(deps.db, id);
    }),
    route(adminConnectionOciKey, (c, { params: { id } }) =>
      renewOciKey(deps, actorOf(deps, c), id, refuse(c, 'protocol', 'admin:procurement.v.notOci')),
    ),
    route(adminConnectionTest, (_c, { params: { id } }) => testConnection(deps, id)),
  ];
}
