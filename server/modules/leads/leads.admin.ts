import { asc, inArray, isNull } from 'drizzle-orm';
import { leadAssignSchema, leadAttachmentPathSchema, leadListQuerySchema, leadNoteSchema, leadPathSchema, leadReplySchema, leadStatusSchema, type LeadAssignee, type LeadDetail } from '../../../src/contracts/admin/leads.ts';
import { rolePermissions, type Role } from '../../../src/contracts/admin/permissions.ts';
import { staff, staffRoles } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { notFound } from '../../http/errors.ts';
import { ok } from '../../http/respond.ts';
import { readBody, readParams, readQuery } from '../../http/validate.ts';
import { sendStored } from '../../mail/outbox.ts';
import type { AdminContext, AdminRoute } from '../admin/admin-route.ts';
import { actorOf } from '../admin/staff-session.ts';
import { attachmentResponse, leadAttachments } from './lead-attachments.ts';
import { leadDashboard } from './lead-dashboard.ts';
import { leadFields } from './lead-sources.ts';
import { addLeadNote, assignLead, replyToLead, setLeadStatus } from './leads.changes.ts';
import { findLeads, leadHistory } from './leads.queries.ts';

/** The roles that open the inbox: a lead can be given to people holding one of them. */
const LEAD_ROLES = (Object.keys(rolePermissions) as Role[]).filter((r) => rolePermissions[r].includes('leads'));

/**
 * The lead inbox (permission `leads`): every kind of lead in one list with its 24-hour reply clock, a lead's
 * detail and history, and the audited changes (assign, status, note, reply by e-mail).
 */
export function leadsAdminRoutes(deps: AppDeps): AdminRoute[] {
  const { db } = deps;

  async function detail(c: AdminContext): Promise<LeadDetail> {
    const { kind, id } = readParams(c, leadPathSchema);
    const [summary] = await findLeads(db, deps.now(), { key: { kind, id } });
    const fields = await leadFields(db, kind, id);
    if (!summary || !fields) throw notFound();
    return { ...summary, fields, attachments: await leadAttachments(db, kind, id), events: await leadHistory(db, kind, id) };
  }

  return [
    {
      method: 'GET',
      path: '/leads',
      permission: 'leads',
      handler: async (c) => {
        const q = readQuery(c, leadListQuerySchema);
        const leads = await findLeads(db, deps.now(), { kind: q.kind, status: q.status, assignee: q.assignee, language: q.language });
        const overdue = q.overdue === undefined ? leads : leads.filter((l) => (l.level === 'overdue') === (q.overdue === 'true'));
        return ok(c, overdue);
      },
    },
    { method: 'GET', path: '/leads/dashboard', permission: 'leads', handler: async (c) => ok(c, await leadDashboard(db, deps.now())) },
    {
      method: 'GET',
      path: '/leads/assignees',
      permission: 'leads',
      handler: async (c) => {
        const people = await db.select({ id: staff.id, name: staff.name, email: staff.email }).from(staff).where(isNull(staff.disabledAt)).orderBy(asc(staff.name), asc(staff.id));
        const holders = new Set((await db.select({ staffId: staffRoles.staffId }).from(staffRoles).where(inArray(staffRoles.role, LEAD_ROLES))).map((r) => r.staffId));
        return ok(c, people.filter((p) => holders.has(p.id)) satisfies LeadAssignee[]);
      },
    },
    {
      method: 'GET',
      path: '/leads/paper-award/:id/files/:slot',
      permission: 'leads',
      handler: async (c) => {
        const { id, slot } = readParams(c, leadAttachmentPathSchema);
        const res = await attachmentResponse(c, db, deps.uploadsDir, id, slot, actorOf(deps, c), deps.now());
        if (!res) throw notFound();
        return res;
      },
    },
    { method: 'GET', path: '/leads/:kind/:id', permission: 'leads', handler: async (c) => ok(c, await detail(c)) },
    {
      method: 'POST',
      path: '/leads/:kind/:id/assign',
      permission: 'leads',
      handler: async (c) => {
        const key = readParams(c, leadPathSchema);
        const { assigneeId } = await readBody(c, leadAssignSchema);
        await assignLead(deps, actorOf(deps, c), key, assigneeId);
        return ok(c, await detail(c));
      },
    },
    {
      method: 'POST',
      path: '/leads/:kind/:id/status',
      permission: 'leads',
      handler: async (c) => {
        const key = readParams(c, leadPathSchema);
        const { status } = await readBody(c, leadStatusSchema);
        await setLeadStatus(deps, actorOf(deps, c), key, status);
        return ok(c, await detail(c));
      },
    },
    {
      method: 'POST',
      path: '/leads/:kind/:id/notes',
      permission: 'leads',
      handler: async (c) => {
        const key = readParams(c, leadPathSchema);
        const { body } = await readBody(c, leadNoteSchema);
        await addLeadNote(deps, actorOf(deps, c), key, body);
        return ok(c, await detail(c));
      },
    },
    {
      method: 'POST',
      path: '/leads/:kind/:id/reply',
      permission: 'leads',
      handler: async (c) => {
        const key = readParams(c, leadPathSchema);
        const reply = await readBody(c, leadReplySchema);
        const { outboxId } = await replyToLead(deps, { ...actorOf(deps, c), name: c.var.staff.name }, key, reply);
        // The mail goes out after the commit; the answer does not wait for the mail server.
        void sendStored(deps, outboxId);
        return ok(c, await detail(c));
      },
    },
  ];
}
