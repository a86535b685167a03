import { z } from 'zod';
import {
  leadAssigneeSchema,
  leadAssignSchema,
  leadAttachmentPathSchema,
  leadDashboardSchema,
  leadDetailSchema,
  leadListQuerySchema,
  leadNoteSchema,
  leadPathSchema,
  leadReplySchema,
  leadStatusSchema,
  leadSummarySchema,
} from '../admin/leads.ts';
import { endpoint, FILE_ANSWER } from '../endpoint.ts';

const group = 'admin';
const access = { permission: 'leads' } as const;

export const adminLeadList = endpoint({
  method: 'GET',
  path: '/admin/leads',
  access,
  group,
  query: leadListQuerySchema,
  answer: z.array(leadSummarySchema),
  does: 'every kind of lead (`leave-word`, `enquiry`, `coa`, `suggestion`, `trial`, `paper-award`, `resource-download`), newest first, at most 500; `assignee` a staff id or `none`, `language` `en` or `zh`, `overdue` `true` or `false`; each lead carries its reply clock (*The lead inbox and its 24-hour clock*)',
});

export const adminLeadDashboard = endpoint({
  method: 'GET',
  path: '/admin/leads/dashboard',
  access,
  group,
  answer: leadDashboardSchema,
  does: 'the last 8 weeks (Monday, Beijing time), newest first; `share` is in time ÷ (answered + past due unanswered); `overdue`, `warning` and `open` count the open leads now',
});

export const adminLeadAssignees = endpoint({
  method: 'GET',
  path: '/admin/leads/assignees',
  access,
  group,
  answer: z.array(leadAssigneeSchema),
  does: 'the enabled staff a lead can be given to (holding `leads`), by name',
});

export const adminLeadFile = endpoint({
  method: 'GET',
  path: '/admin/leads/paper-award/:id/files/:slot',
  access,
  group,
  params: leadAttachmentPathSchema,
  answer: FILE_ANSWER,
  does: 'one file of a paper-award application (`idPhoto1`, `idPhoto2`, `paper`) as a download: `Content-Disposition: attachment`, `nosniff`, a `sandbox` CSP, not cached; each opening is written to the audit trail (action `open-file`); 404 when the application or its file is missing',
});

export const adminLeadGet = endpoint({
  method: 'GET',
  path: '/admin/leads/:kind/:id',
  access,
  group,
  params: leadPathSchema,
  answer: leadDetailSchema,
  does: 'the lead as in the list, plus `fields` (everything the person sent), `attachments` (a paper award\'s files) and `events` (its history: created, assigned, status, note, reply, with who and when); 404 for an unknown lead',
});

export const adminLeadAssign = endpoint({
  method: 'POST',
  path: '/admin/leads/:kind/:id/assign',
  access,
  group,
  params: leadPathSchema,
  body: leadAssignSchema,
  answer: leadDetailSchema,
  does: '`assigneeId` an enabled staff member holding `leads`, or null (unassigned); another is a 400 naming `assigneeId`; answers the lead as changed. Audited (entity `lead`, key `kind:id`, action `assign`) and kept in its history; 404 for an unknown lead',
});

export const adminLeadStatus = endpoint({
  method: 'POST',
  path: '/admin/leads/:kind/:id/status',
  access,
  group,
  params: leadPathSchema,
  body: leadStatusSchema,
  answer: leadDetailSchema,
  does: '`status`: `new`, `in_progress`, `waiting_customer` (pauses the reply clock), `answered`, `closed`; answers the lead as changed. Audited (action `status`) and kept in its history; 404 for an unknown lead',
});

export const adminLeadNote = endpoint({
  method: 'POST',
  path: '/admin/leads/:kind/:id/notes',
  access,
  group,
  params: leadPathSchema,
  body: leadNoteSchema,
  answer: leadDetailSchema,
  does: 'an internal note (at most 5000 characters), never sent; answers the lead as changed. Audited (action `note`) and kept in its history',
});

export const adminLeadReply = endpoint({
  method: 'POST',
  path: '/admin/leads/:kind/:id/reply',
  access,
  group,
  params: leadPathSchema,
  body: leadReplySchema,
  answer: leadDetailSchema,
  does: 'e-mailed to the person through the outbox with a signature in the language they wrote in (sent after the commit; the answer does not wait for the mail server), kept in the history; marks the lead answered (unless closed), which stops its reply clock; answers the lead as changed. Audited (action `reply`)',
});
