import { asc, inArray, isNull } from 'drizzle-orm';
import type { LeadAssignee, LeadDetail, LeadKind } from '../../../src/contracts/admin/leads.ts';
import { rolePermissions, type Role } from '../../../src/contracts/admin/permissions.ts';
import {
  adminLeadAssign,
  adminLeadAssignees,
  adminLeadDashboard,
  adminLeadFile,
  adminLeadGet,
  adminLeadList,
  adminLeadNote,
  adminLeadReply,
  adminLeadStatus,
} from '../../../src/contracts/endpoints/leads-admin.ts';
import { staff, staffRoles } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { notFound } from '../../http/errors.ts';
import { route, type Route } from '../../http/endpoint-route.ts';
import { sendStored } from '../../mail/outbox.ts';
import { actorOf } from '../../http/staff/actor.ts';
import { attachmentResponse } from './lead-attachments.ts';
import { leadDashboard } from './lead-dashboard.ts';
import { addLeadNote, assignLead, replyToLead, setLeadStatus } from './leads.changes.ts';
import { leadDetail, leadPage } from './leads.queries.ts';

type LeadKey = { kind: LeadKind; id: number };

/** The roles that open the inbox: a lead can be given to people holding one of them. */
const LEAD_ROLES = (Object.keys(rolePermissions) as Role[]).filter((r) => rolePermissions[r].includes('leads'));

/**
 * The lead inbox (permission `leads`): every kind of lead in one list with its 24-hour reply clock, a lead's
 * detail and history, and the audited changes (assign, status, note, reply by e-mail), each with the lead's
 * `version` its page read (a stale one is a 409 with the lead as it is now) and answering the lead's detail after the change.
 */
export function leadsAdminRoutes(deps: AppDeps): Route[] {
  const { db } = deps;

  async function detail(key: LeadKey): Promise<LeadDetail> {
    const lead = await leadDetail(db, deps.now(), key);
    if (!lead) throw notFound();
    return lead;
  }

  return [
    route(adminLeadList, async (_c, { query: q }) => {
      const overdue = q.overdue === undefined ? undefined : q.overdue === 'true';
      return leadPage(db, deps.now(), { kind: q.kind, status: q.status, assignee: q.assignee, language: q.language, overdue }, q);
    }),
    route(adminLeadDashboard, () => leadDashboard(db, deps.now())),
    route(adminLeadAssignees, async () => {
      const people = await db.select({ id: staff.id, name: staff.name, email: staff.email }).from(staff).where(isNull(staff.disabledAt)).orderBy(asc(staff.name), asc(staff.id));
      const holders = new Set((await db.select({ staffId: staffRoles.staffId }).from(staffRoles).where(inArray(staffRoles.role, LEAD_ROLES))).map((r) => r.staffId));
      return people.filter((p) => holders.has(p.id)) satisfies LeadAssignee[];
    }),
    route(adminLeadFile, async (c, { params: { id, slot } }) => {
      const res = await attachmentResponse(c, db, deps.uploadsDir, id, slot, actorOf(deps, c), deps.now());
      if (!res) throw notFound();
      return res;
    }),
    route(adminLeadGet, (_c, { params }) => detail(params)),
    route(adminLeadAssign, async (c, { params: key, body }) => {
      await assignLead(deps, actorOf(deps, c), key, body);
      return detail(key);
    }),
    route(adminLeadStatus, async (c, { params: key, body }) => {
      await setLeadStatus(deps, actorOf(deps, c), key, body);
      return detail(key);
    }),
    route(adminLeadNote, async (c, { params: key, body }) => {
      await addLeadNote(deps, actorOf(deps, c), key, body);
      return detail(key);
    }),
    route(adminLeadReply, async (c, { params: key, body: reply }) => {
      const { outboxId } = await replyToLead(deps, { ...actorOf(deps, c), name: c.var.staff.name }, key, reply);
      // The mail goes out after the commit; the answer does not wait for the mail server.
      void sendStored(deps, outboxId);
      return detail(key);
    }),
  ];
}
