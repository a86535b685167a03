import { auditQuerySchema } from '../../../src/contracts/admin/audit.ts';
import type { AppDeps } from '../../deps.ts';
import { ok } from '../../http/respond.ts';
import { readQuery } from '../../http/validate.ts';
import { permitted, type AdminRoute } from '../../http/staff/admin-route.ts';
import { auditEntries } from './audit.queries.ts';

/** Reading the audit trail (permission `audit`). Nothing edits or deletes it: there is no such route. */
export function auditAdminRoutes({ db }: AppDeps): AdminRoute[] {
  return permitted('audit', { 'GET /audit': async (c) => ok(c, await auditEntries(db, readQuery(c, auditQuerySchema))) });
}
