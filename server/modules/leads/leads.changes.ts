import { and, eq } from 'drizzle-orm';
import type { LeadKind, LeadStatus } from '../../../src/contracts/admin/leads.ts';
import { permissionsOf } from '../../../src/contracts/admin/permissions.ts';
import { translate } from '../../../src/i18n/create.ts';
import type { Db } from '../../db/client.ts';
import { globalConfig, leadEvents, leadStates, staff } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import { ChangeRefused } from '../../http/staff/change-refused.ts';
import { withAudit, type AuditDeps } from '../audit/with-audit.ts';
import { type AuditActor } from '../../http/staff/actor.ts';
import { rolesOf } from '../staff/staff.queries.ts';
import { refreshLeadClock } from './lead-clock-store.ts';
import { leadPeople } from './lead-sources.ts';
import { enqueueMail } from '../../mail/enqueue.ts';

/**
 * The audited changes of a lead: assignment, status, internal notes and replies. Each writes the lead's
 * history (lead_events), its state and its audit row (entity `lead`, key `kind:id`) in one transaction.
 */

const ENTITY = 'lead';
type Key = { kind: LeadKind; id: number };
type State = { status: LeadStatus; assigneeId: number | null };

const auditKey = ({ kind, id }: Key) => `${kind}:${id}`;

/** The lead's state, locked until the change commits (two staff changing one lead wait for each other). */
async function lockedState(tx: Db, { kind, id }: Key): Promise<State> {
  const [row] = await tx
    .select({ status: leadStates.status, assigneeId: leadStates.assigneeId })
    .from(leadStates)
    .where(and(eq(leadStates.kind, kind), eq(leadStates.leadId, id)))
    .for('update');
  if (!row) throw notFound();
  return row;
}

async function setState(tx: Db, now: Date, { kind, id }: Key, change: Partial<State>) {
  await tx.update(leadStates).set({ ...change, updatedAt: now }).where(and(eq(leadStates.kind, kind), eq(leadStates.leadId, id)));
}

function addEvent(tx: Db, now: Date, key: Key, staffId: number | null, event: { type: 'assigned' | 'status' | 'note' | 'reply'; value?: string; body?: string }) {
  return tx.insert(leadEvents).values({ kind: key.kind, leadId: key.id, type: event.type, at: now, staffId, value: event.value ?? null, body: event.body ?? null });
}

/** Gives the lead to a staff member who may work on leads (enabled, permission `leads`), or to nobody. */
export function assignLead(deps: AuditDeps, actor: AuditActor, key: Key, assigneeId: number | null): Promise<State> {
  return withAudit(deps, actor, { entity: ENTITY, key: auditKey(key), action: 'assign' }, async (tx) => {
    const before = await lockedState(tx, key);
    if (assigneeId !== null) {
      const [person] = await tx.select({ disabledAt: staff.disabledAt }).from(staff).where(eq(staff.id, assigneeId));
      if (!person || person.disabledAt || !permissionsOf(await rolesOf(tx, assigneeId)).includes('leads')) throw new ChangeRefused('assigneeId', 'admin:v.assignee');
    }
    if (before.assigneeId === assigneeId) return { before, after: before, result: before };
    await setState(tx, deps.now(), key, { assigneeId });
    await addEvent(tx, deps.now(), key, actor.staffId, { type: 'assigned', value: assigneeId === null ? '' : String(assigneeId) });
    const after = { ...before, assigneeId };
    return { before, after, result: after };
  });
}

export function setLeadStatus(deps: AuditDeps, actor: AuditActor, key: Key, status: LeadStatus): Promise<State> {
  return withAudit(deps, actor, { entity: ENTITY, key: auditKey(key), action: 'status' }, async (tx) => {
    const before = await lockedState(tx, key);
    if (before.status === status) return { before, after: before, result: before };
    await setState(tx, deps.now(), key, { status });
    await addEvent(tx, deps.now(), key, actor.staffId, { type: 'status', value: status });
    await refreshLeadClock(tx, key);
    const after = { ...before, status };
    return { before, after, result: after };
  });
}

/** An internal note: staff only, never sent to the customer. */
export function addLeadNote(deps: AuditDeps, actor: AuditActor, key: Key, body: string): Promise<true> {
  return withAudit(deps, actor, { entity: ENTITY, key: auditKey(key), action: 'note' }, async (tx) => {
    await lockedState(tx, key);
    await addEvent(tx, deps.now(), key, actor.staffId, { type: 'note', body });
    return { before: null, after: { note: body }, result: true as const };
  });
}

/** Statuses a reply moves to answered: a reply answers the lead unless it was closed already. */
const ANSWERED_BY_REPLY: LeadStatus[] = ['new', 'in_progress', 'waiting_customer'];

/**
 * Keeps a reply sent to the customer in the lead's history (which stops its reply clock) and marks the lead
 * answered unless it was closed; `from` is the lead's status, locked by the caller. Answers the new status.
 */
async function recordReply(tx: Db, now: Date, key: Key, from: LeadStatus, staffId: number | null, reply: { subject: string; body: string }): Promise<LeadStatus> {
  await addEvent(tx, now, key, staffId, { type: 'reply', value: reply.subject, body: reply.body });
  const status: LeadStatus = ANSWERED_BY_REPLY.includes(from) ? 'answered' : from;
  if (status !== from) {
    await setState(tx, now, key, { status });
    await addEvent(tx, now, key, staffId, { type: 'status', value: status });
  }
  await refreshLeadClock(tx, key);
  return status;
}

/**
 * A quote sent for an enquiry answers it: the quote's mail is kept as the enquiry's reply, in the transaction
 * that sends the quote. Nothing happens for a quote made without an enquiry or for an enquiry that has no lead.
 */
export async function recordQuoteReply(tx: Db, now: Date, enquiryId: number, staffId: number | null, mail: { subject: string; body: string }): Promise<void> {
  const key: Key = { kind: 'enquiry', id: enquiryId };
  const [state] = await tx.select({ status: leadStates.status }).from(leadStates).where(and(eq(leadStates.kind, key.kind), eq(leadStates.leadId, key.id))).for('update');
  if (state) await recordReply(tx, now, key, state.status, staffId, mail);
}

/**
 * A reply by e-mail, in the customer's language (the language of the form they sent): stored in the outbox
 * in this transaction, kept in the history, and the lead marked answered. Answers the outbox row to send
 * after the commit.
 */
export function replyToLead(deps: AuditDeps, actor: AuditActor & { name: string }, key: Key, reply: { subject: string; body: string }): Promise<{ outboxId: number; status: LeadStatus }> {
  return withAudit(deps, actor, { entity: ENTITY, key: auditKey(key), action: 'reply' }, async (tx) => {
    const before = await lockedState(tx, key);
    const [person] = await leadPeople(tx, key.kind, [key.id]);
    if (!person) throw notFound();
    const [company] = await tx.select({ value: globalConfig.value }).from(globalConfig).where(and(eq(globalConfig.key, 'company_name'), eq(globalConfig.lang, person.lang)));
    const signature = translate(person.lang, 'admin:leads.mail.signature', { name: actor.name, company: company?.value ?? '' });
    const text = `${reply.body}\n\n--\n${signature}`;
    const queuedId = await enqueueMail(tx, { recipient: person.email, subject: reply.subject, body: text }, { createdAt: deps.now() });
    const status = await recordReply(tx, deps.now(), key, before.status, actor.staffId, reply);
    return { before, after: { ...before, status, reply: { to: person.email, lang: person.lang, subject: reply.subject, body: reply.body } }, result: { outboxId: queuedId, status } };
  });
}
