import { adminAuditList } from '../../../src/contracts/endpoints/audit-admin.ts';
import type { AppDeps } from '../../deps.ts';
import { route, type Route } from '../../http/endpoint-route.ts';
import { auditEntries } from './audit.queries.ts';

/** Reading the audit trail (permission `audit`). Nothing edits or deletes it: there is no such route. */
export function auditAdminRoutes({ db }: AppDeps): Route[] {
  return [route(adminAuditList, (_c, { query }) => auditEntries(db, query))];
}
