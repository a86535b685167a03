import { asc, inArray, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import { leadAssignSchema, leadAttachmentPathSchema, leadListQuerySchema, leadNoteSchema, leadPathSchema, leadReplySchema, leadStatusSchema, type LeadAssignee, type LeadDetail } from '../../../src/contracts/admin/leads.ts';
import { rolePermissions, type Role } from '../../../src/contracts/admin/permissions.ts';
import { staff, staffRoles } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { notFound } from '../../http/errors.ts';
import { ok } from '../../http/respond.ts';
import { readBody, readParams, readQuery } from '../../http/validate.ts';
import { sendStored } from '../../mail/outbox.ts';
import { permitted, type AdminContext, type AdminRoute } from '../../http/staff/admin-route.ts';
import { actorOf } from '../../http/staff/actor.ts';
import { attachmentResponse, leadAttachments } from './lead-attachments.ts';
import { leadDashboard } from './lead-dashboard.ts';
import { leadFields } from './lead-sources.ts';
import { addLeadNote, assignLead, replyToLead, setLeadStatus } from './leads.changes.ts';
import { findLeads, leadHistory } from './leads.queries.ts';

type LeadKey = z.output<typeof leadPathSchema>;

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

  /** A change to the lead of the path, its input read by `schema`: it answers the lead's detail after the change. */
  const change =
    <S extends z.ZodType>(schema: S, apply: (c: AdminContext, key: LeadKey, input: z.output<S>) => Promise<unknown>) =>
    async (c: AdminContext) => {
      const key = readParams(c, leadPathSchema);
      await apply(c, key, await readBody(c, schema));
      return ok(c, await detail(c));
    };

  return permitted('leads', {
    'GET /leads': async (c) => {
      const q = readQuery(c, leadListQuerySchema);
      const leads = await findLeads(db, deps.now(), { kind: q.kind, status: q.status, assignee: q.assignee, language: q.language });
      const overdue = q.overdue === undefined ? leads : leads.filter((l) => (l.level === 'overdue') === (q.overdue === 'true'));
      return ok(c, overdue);
    },
    'GET /leads/dashboard': async (c) => ok(c, await leadDashboard(db, deps.now())),
    'GET /leads/assignees': async (c) => {
      const people = await db.select({ id: staff.id, name: staff.name, email: staff.email }).from(staff).where(isNull(staff.disabledAt)).orderBy(asc(staff.name), asc(staff.id));
      const holders = new Set((await db.select({ staffId: staffRoles.staffId }).from(staffRoles).where(inArray(staffRoles.role, LEAD_ROLES))).map((r) => r.staffId));
      return ok(c, people.filter((p) => holders.has(p.id)) satisfies LeadAssignee[]);
    },
    'GET /leads/paper-award/:id/files/:slot': async (c) => {
      const { id, slot } = readParams(c, leadAttachmentPathSchema);
      const res = await attachmentResponse(c, db, deps.uploadsDir, id, slot, actorOf(deps, c), deps.now());
      if (!res) throw notFound();
      return res;
    },
    'GET /leads/:kind/:id': async (c) => ok(c, await detail(c)),
    'POST /leads/:kind/:id/assign': change(leadAssignSchema, (c, key, { assigneeId }) => assignLead(deps, actorOf(deps, c), key, assigneeId)),
    'POST /leads/:kind/:id/status': change(leadStatusSchema, (c, key, { status }) => setLeadStatus(deps, actorOf(deps, c), key, status)),
    'POST /leads/:kind/:id/notes': change(leadNoteSchema, (c, key, { body }) => addLeadNote(deps, actorOf(deps, c), key, body)),
    'POST /leads/:kind/:id/reply': change(leadReplySchema, async (c, key, reply) => {
      const { outboxId } = await replyToLead(deps, { ...actorOf(deps, c), name: c.var.staff.name }, key, reply);
      // The mail goes out after the commit; the answer does not wait for the mail server.
      void sendStored(deps, outboxId);
    }),
  });
}
