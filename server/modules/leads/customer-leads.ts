import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { leadKinds, type LeadKind } from '../../../src/contracts/admin/leads.ts';
import type { MyLead } from '../../../src/contracts/my-leads.ts';
import type { Db } from '../../db/client.ts';
import { coaRequests, enquiries, leadStates, leaveWords, paperAwardApplications, resourceDownloads, suggestions, trialApplications } from '../../db/schema/index.ts';
import { leadPeople } from './lead-sources.ts';

/** The personal centre lists at most this many leads (the newest): years of enquiries for one person. */
export const MY_LEADS_LIMIT = 200;

export type Owned = PgTable & { id: PgColumn; createdAt: PgColumn };

/**
 * Which leads belong to a customer. The rule: where the lead table stores the user id (trial, paper award,
 * resource download — set when the person was logged in), by that id only; the other tables (message,
 * enquiry, COA, suggestion) store no user, so by the e-mail the lead was sent from equal to the account's
 * e-mail, compared case-insensitively. The account's e-mail is verified (registration needs a code sent to
 * it), so nobody can claim another person's leads by registering their address. An anonymous trial sent from
 * the same address is not claimed: those tables say who sent it, and it was nobody's account.
 */
export function ownedBy(kind: LeadKind, user: { userId: number; email: string }): { table: Owned; where: SQL } {
  const byEmail = (t: Owned & { email: PgColumn }) => ({ table: t, where: sql`lower(${t.email}) = ${user.email.toLowerCase()}` });
  switch (kind) {
    case 'trial':
      return { table: trialApplications, where: eq(trialApplications.userId, user.userId) };
    case 'paper-award':
      return { table: paperAwardApplications, where: eq(paperAwardApplications.userId, user.userId) };
    case 'resource-download':
      return { table: resourceDownloads, where: eq(resourceDownloads.userId, user.userId) };
    case 'leave-word':
      return byEmail(leaveWords);
    case 'enquiry':
      return byEmail(enquiries);
    case 'coa':
      return byEmail(coaRequests);
    case 'suggestion':
      return byEmail(suggestions);
  }
}

/** The customer's own leads, newest first, with their inbox status: the newest `MY_LEADS_LIMIT` at most. */
export async function leadsOfCustomer(db: Db, user: { userId: number; email: string }): Promise<MyLead[]> {
  const leads: MyLead[] = [];
  for (const kind of leadKinds) {
    const { table, where } = ownedBy(kind, user);
    const owned = await db
      .select({ id: table.id })
      .from(table as PgTable)
      .where(where)
      .orderBy(desc(table.createdAt), desc(table.id))
      .limit(MY_LEADS_LIMIT);
    const ids = owned.map((r) => r.id as number);
    if (!ids.length) continue;
    const states = await db
      .select({ id: leadStates.leadId, status: leadStates.status, arrivedAt: leadStates.arrivedAt })
      .from(leadStates)
      .where(and(eq(leadStates.kind, kind), inArray(leadStates.leadId, ids)));
    const topics = new Map((await leadPeople(db, kind, ids)).map((p) => [p.id, p.topic]));
    for (const s of states) leads.push({ kind, id: s.id, createdAt: s.arrivedAt.toISOString(), topic: topics.get(s.id) ?? '', status: s.status as MyLead['status'] });
  }
  return leads.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id).slice(0, MY_LEADS_LIMIT);
}

/**
 * How many leads the customer has in the inbox, every one counted (the list above stops at `MY_LEADS_LIMIT`): so the
 * back office can say how many it does not show. Counted as the list reads them, by their inbox state.
 */
export async function leadCountOfCustomer(db: Db, user: { userId: number; email: string }): Promise<number> {
  let total = 0;
  for (const kind of leadKinds) {
    const { table, where } = ownedBy(kind, user);
    const owned = db.select({ id: table.id }).from(table as PgTable).where(where);
    const [row] = await db.select({ n: count() }).from(leadStates).where(and(eq(leadStates.kind, kind), inArray(leadStates.leadId, owned)));
    total += Number(row?.n ?? 0);
  }
  return total;
}
