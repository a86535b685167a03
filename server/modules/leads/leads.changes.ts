import { and, eq } from 'drizzle-orm';
import type { LeadKind, LeadStatus } from '../../../src/contracts/admin/leads.ts';
import { permissionsOf } from '../../../src/contracts/admin/permissions.ts';
import { translate } from '../../../src/i18n/create.ts';
import type { Db } from '../../db/client.ts';
import { nextVersion } from '../../db/versioned.ts';
import { globalConfig, leadEvents, leadStates, staff } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import { ChangeRefused } from '../../http/staff/change-refused.ts';
import { checkVersion } from '../../http/staff/stale-edit.ts';
import { auditEvent, withAudit, type AuditDeps } from '../audit/with-audit.ts';
import { type AuditActor } from '../../http/staff/actor.ts';
import { rolesOf } from '../staff/staff.queries.ts';
import { refreshLeadClock } from './lead-clock-store.ts';
import { leadPeople } from './lead-sources.ts';
import { leadDetail } from './leads.queries.ts';
import { enqueueMail } from '../../mail/enqueue.ts';

/**
 * The audited changes of a lead: assignment, status, internal notes and replies. Each writes the lead's
 * history (lead_events), its state and its audit row (entity `lead`, key `kind:id`) in one transaction.
 * Each carries the lead's `version` its page read and checks it first (a stale one is refused, nothing written, not
 * even the reply's e-mail); each change that writes anything makes a new version.
 */

const ENTITY = 'lead';
type Key = { kind: LeadKind; id: number };
type State = { status: LeadStatus; assigneeId: number | null };

const auditKey = ({ kind, id }: Key) => `${kind}:${id}`;

const whereKey = ({ kind, id }: Key) => and(eq(leadStates.kind, kind), eq(leadStates.leadId, id));

/**
 * The lead's state, locked until the change commits (two staff changing one lead wait for each other), once the change
 * is known to come from its current `version`: else a 409 `E0409V` with the lead as its page reads it now and who
 * changed it last (its audit trail); an unknown lead is a 404.
 */
async function checkedState(tx: Db, now: Date, key: Key, version: number): Promise<State> {
  await checkVersion(tx, { table: leadStates, where: whereKey(key), expected: version, entity: ENTITY, key: auditKey(key), current: () => leadDetail(tx, now, key) });
  const [row] = await tx.select({ status: leadStates.status, assigneeId: leadStates.assigneeId }).from(leadStates).where(whereKey(key));
  return row!;
}

/** Writes the lead's state (nothing but the version for a note or a reply that leaves the status): a new version. */
async function setState(tx: Db, now: Date, key: Key, change: Partial<State> = {}) {
  await tx.update(leadStates).set({ ...change, updatedAt: now, ...nextVersion(leadStates) }).where(whereKey(key));
}

function addEvent(tx: Db, now: Date, key: Key, staffId: number | null, event: { type: 'assigned' | 'status' | 'note' | 'reply'; value?: string; body?: string }) {
  return tx.insert(leadEvents).values({ kind: key.kind, leadId: key.id, type: event.type, at: now, staffId, value: event.value ?? null, body: event.body ?? null });
}

/** Gives the lead to a staff member who may work on leads (enabled, permission `leads`), or to nobody. */
export function assignLead(deps: AuditDeps, actor: AuditActor, key: Key, { assigneeId, version }: { assigneeId: number | null; version: number }): Promise<State> {
  return withAudit(deps, actor, { entity: ENTITY, key: auditKey(key), action: 'assign' }, async (tx) => {
    const before = await checkedState(tx, deps.now(), key, version);
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

export function setLeadStatus(deps: AuditDeps, actor: AuditActor, key: Key, { status, version }: { status: LeadStatus; version: number }): Promise<State> {
  return withAudit(deps, actor, { entity: ENTITY, key: auditKey(key), action: 'status' }, async (tx) => {
    const before = await checkedState(tx, deps.now(), key, version);
    if (before.status === status) return { before, after: before, result: before };
    await setState(tx, deps.now(), key, { status });
    await addEvent(tx, deps.now(), key, actor.staffId, { type: 'status', value: status });
    await refreshLeadClock(tx, key);
    const after = { ...before, status };
    return { before, after, result: after };
  });
}

/** An internal note: staff only, never sent to the customer. */
export function addLeadNote(deps: AuditDeps, actor: AuditActor, key: Key, { body, version }: { body: string; version: number }): Promise<true> {
  return withAudit(deps, actor, { entity: ENTITY, key: auditKey(key), action: 'note' }, async (tx) => {
    await checkedState(tx, deps.now(), key, version);
    await setState(tx, deps.now(), key);
    await addEvent(tx, deps.now(), key, actor.staffId, { type: 'note', body });
    return { before: null, after: { note: body }, result: true as const };
  });
}

/** Statuses a reply moves to answered: a reply answers the lead unless it was closed already. */
const ANSWERED_BY_REPLY: LeadStatus[] = ['new', 'in_progress', 'waiting_customer'];

/**
 * Keeps a reply sent to the customer in the lead's history (which stops its reply clock) and marks the lead
 * answered unless it was closed (a new version either way); `from` is the lead's status, locked by the caller.
 * Answers the new status.
 */
async function recordReply(tx: Db, now: Date, key: Key, from: LeadStatus, staffId: number | null, reply: { subject: string; body: string }): Promise<LeadStatus> {
  await addEvent(tx, now, key, staffId, { type: 'reply', value: reply.subject, body: reply.body });
  const status: LeadStatus = ANSWERED_BY_REPLY.includes(from) ? 'answered' : from;
  await setState(tx, now, key, status !== from ? { status } : {});
  if (status !== from) await addEvent(tx, now, key, staffId, { type: 'status', value: status });
  await refreshLeadClock(tx, key);
  return status;
}

/**
 * A quote sent for an enquiry answers it: the quote's mail is kept as the enquiry's reply, in the transaction
 * that sends the quote, with an audit row of the lead (so a page that read the lead before is told by whom it
 * was answered: the quote's sender). Nothing happens for a quote made without an enquiry or for an enquiry that has
 * no lead. No version is checked: the quote is the staff member's reading, not the lead's page.
 */
export async function recordQuoteReply(tx: Db, now: Date, enquiryId: number, staffId: number | null, mail: { subject: string; body: string }): Promise<void> {
  const key: Key = { kind: 'enquiry', id: enquiryId };
  const [state] = await tx.select({ status: leadStates.status }).from(leadStates).where(whereKey(key)).for('update');
  if (!state) return;
  const status = await recordReply(tx, now, key, state.status, staffId, mail);
  const actor = { staffId, ip: null, userAgent: null };
  await auditEvent(tx, actor, now, { entity: ENTITY, key: auditKey(key), action: 'reply', before: { status: state.status }, after: { status, reply: { subject: mail.subject } } });
}

/**
 * A reply by e-mail, in the customer's language (the language of the form they sent): stored in the outbox
 * in this transaction, kept in the history, and the lead marked answered. Answers the outbox row to send
 * after the commit.
 */
export function replyToLead(deps: AuditDeps, actor: AuditActor & { name: string }, key: Key, { version, ...reply }: { subject: string; body: string; version: number }): Promise<{ outboxId: number; status: LeadStatus }> {
  return withAudit(deps, actor, { entity: ENTITY, key: auditKey(key), action: 'reply' }, async (tx) => {
    const before = await checkedState(tx, deps.now(), key, version);
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
