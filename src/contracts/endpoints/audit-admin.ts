import { auditPageSchema, auditQuerySchema } from '../admin/audit.ts';
import { endpointsOf } from '../endpoint.ts';

/** Reading the audit trail (permission `audit`). Nothing edits or deletes it: there is no such endpoint. */
const declare = endpointsOf({ group: 'admin', access: { permission: 'audit' } });

export const adminAuditList = declare({
  route: 'GET /admin/audit',
  query: auditQuerySchema,
  answer: auditPageSchema,
  does: 'the trail newest first, 20 a page (at most 100), filtered by entity, key (`?entity=product&key=CYT-H0201`), staff id and action; `from`/`to` are dates (whole days in Beijing time, the office calendar) or ISO date-times; each row says who (null for the command line), from which address and user agent, and the fields before and after',
});
