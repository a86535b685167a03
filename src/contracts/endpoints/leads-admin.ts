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
import { pagedSchema } from '../admin/paging.ts';
import { endpointsOf, FILE_ANSWER } from '../endpoint.ts';

const declare = endpointsOf({ group: 'admin', access: { permission: 'leads' } });

/** What every change of a lead says first: it carries the version its page read (src/contracts/admin/leads.ts). */
const STALE =
  "with the lead's `version` the page loaded (required, a 400 naming `version` otherwise; a change from an older version answers 409 `E0409V` with `{current, changedBy, changedAt}`, the lead as `GET` answers it now and who changed it last and when, nothing written; a change increments it). ";

export const adminLeadList = declare({
  route: 'GET /admin/leads',
  query: leadListQuerySchema,
  answer: pagedSchema(leadSummarySchema),
  does: 'every kind of lead (`leave-word`, `enquiry`, `coa`, `suggestion`, `trial`, `paper-award`, `resource-download`), one page (`page` from 1, `pageSize` 50 by default, at most 200) with `total`, the number of all that match: overdue leads first (the longest overdue first), then newest first; `assignee` a staff id or `none`, `language` `en` or `zh`, `overdue` `true` or `false` (`overdue=true` counts as the dashboard\'s `overdue`); each lead carries its reply clock (*The lead inbox and its 24-hour clock*)',
});

export const adminLeadDashboard = declare({
  route: 'GET /admin/leads/dashboard',
  answer: leadDashboardSchema,
  does: 'the last 8 weeks (Monday, Beijing time), newest first; `share` is in time ÷ (answered + past due unanswered); `overdue`, `warning` and `open` count the open leads now',
});

export const adminLeadAssignees = declare({
  route: 'GET /admin/leads/assignees',
  answer: z.array(leadAssigneeSchema),
  does: 'the enabled staff a lead can be given to (holding `leads`), by name',
});

export const adminLeadFile = declare({
  route: 'GET /admin/leads/paper-award/:id/files/:slot',
  params: leadAttachmentPathSchema,
  answer: FILE_ANSWER,
  does: 'one file of a paper-award application (`idPhoto1`, `idPhoto2`, `paper`) as a download: `Content-Disposition: attachment`, `nosniff`, a `sandbox` CSP, not cached; each opening is written to the audit trail (action `open-file`); 404 when the application or its file is missing',
});

export const adminLeadGet = declare({
  route: 'GET /admin/leads/:kind/:id',
  params: leadPathSchema,
  answer: leadDetailSchema,
  does: 'the lead as in the list (with its `version`, one more at every change), plus `fields` (everything the person sent), `attachments` (a paper award\'s files) and `events` (its history: created, assigned, status, note, reply, with who and when); 404 for an unknown lead',
});

export const adminLeadAssign = declare({
  route: 'POST /admin/leads/:kind/:id/assign',
  params: leadPathSchema,
  body: leadAssignSchema,
  answer: leadDetailSchema,
  does: STALE + '`assigneeId` an enabled staff member holding `leads`, or null (unassigned); another is a 400 naming `assigneeId`; answers the lead as changed. Audited (entity `lead`, key `kind:id`, action `assign`) and kept in its history; 404 for an unknown lead',
});

export const adminLeadStatus = declare({
  route: 'POST /admin/leads/:kind/:id/status',
  params: leadPathSchema,
  body: leadStatusSchema,
  answer: leadDetailSchema,
  does: STALE + '`status`: `new`, `in_progress`, `waiting_customer` (pauses the reply clock), `answered`, `closed`; answers the lead as changed. Audited (action `status`) and kept in its history; 404 for an unknown lead',
});

export const adminLeadNote = declare({
  route: 'POST /admin/leads/:kind/:id/notes',
  params: leadPathSchema,
  body: leadNoteSchema,
  answer: leadDetailSchema,
  does: STALE + 'An internal note (at most 5000 characters), never sent; answers the lead as changed. Audited (action `note`) and kept in its history',
});

export const adminLeadReply = declare({
  route: 'POST /admin/leads/:kind/:id/reply',
  params: leadPathSchema,
  body: leadReplySchema,
  answer: leadDetailSchema,
  does: STALE + 'The reply is e-mailed to the person through the outbox with a signature in the language they wrote in (sent after the commit; the answer does not wait for the mail server), kept in the history; marks the lead answered (unless closed), which stops its reply clock; answers the lead as changed. Audited (action `reply`). Two staff replying from one reading: the second is refused (409, its e-mail never queued) and shown the first\'s reply in `current.events`; a quote sent for an enquiry (`POST /admin/quotes/:id/send`) is its reply too and changes its version',
});
