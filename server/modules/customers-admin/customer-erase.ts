import { eq, inArray, or, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { leadKinds, type LeadKind } from '../../../src/contracts/admin/leads.ts';
import { erasedEmailOf } from '../../../src/contracts/admin/customers.ts';
import type { Db } from '../../db/client.ts';
import {
  addresses,
  cartItems,
  channelSessions,
  newsletterSubscriptions,
  organisationInvitations,
  orders,
  outbox,
  paperAwardApplications,
  procurementMessages,
  punchoutSessions,
  rateLimits,
  uploads,
  users,
  verificationCodes,
} from '../../db/schema/index.ts';
import { likePattern } from '../../http/query-params.ts';
import { revokeAllTokens } from '../account/token.queries.ts';
import { ownedBy } from '../leads/customer-leads.ts';
import { addressedTo, invitationsTo, mentioning, punchoutSessionsOf, reachOf, scrubText } from './customer-reach.ts';

/**
 * The personal fields of each lead table, blanked when the sender is erased (the e-mail becomes the placeholder).
 * What the lead was about (product, message, paper) stays: the inbox's history and statistics need it, and without
 * the sender it names nobody. The files sent with a paper award (ID photos, the paper) lose their names here, and
 * their bytes are removed once the erasure has committed (customers.changes.ts).
 */
const PERSONAL: Record<LeadKind, readonly string[]> = {
  'leave-word': ['name', 'phone', 'company', 'department', 'address'],
  enquiry: ['name', 'phone', 'company', 'department'],
  coa: ['name', 'phone', 'unit', 'department'],
  suggestion: ['name', 'phone', 'company', 'department'],
  trial: ['name', 'phone', 'company', 'department', 'address'],
  'paper-award': ['name', 'phone', 'company', 'department', 'idNumber', 'mentor', 'labPhone', 'labAddress', 'firstAuthor', 'correspondingAuthor', 'remittancesAccount', 'accountName', 'openingBank'],
  'resource-download': ['name', 'phone', 'company', 'department'],
};

/** What an erasure did, for the audit row: counts only, no personal data. */
export interface Erased {
  addressesDeleted: number;
  leadsAnonymised: number;
  ordersKept: number;
  messagesDeleted: number;
  messagesScrubbed: number;
  invitationsDeleted: number;
  punchoutSessionsAnonymised: number;
  filesToRemove: number;
}

/**
 * Rows of `table` whose `columns` mention one of the customer's addresses keep their text, with the name, e-mail and
 * phone replaced (customer-reach.ts, scrubText): mails to others and cXML messages that name them among other things.
 */
async function scrubMentions(tx: Db, table: PgTable & { id: PgColumn }, columns: Record<string, PgColumn>, reach: string[], name: string): Promise<number> {
  const rows = (await tx.select({ id: table.id, ...columns }).from(table).where(mentioning(Object.values(columns), reach))) as Record<string, unknown>[];
  for (const row of rows) {
    const scrubbed = Object.fromEntries(Object.keys(columns).map((k) => [k, scrubText(String(row[k] ?? ''), reach, name)]));
    await tx.update(table).set(scrubbed as never).where(eq(table.id, row.id as number));
  }
  return rows.length;
}

/**
 * Erases a customer's personal data, in the caller's transaction. The account stays as a row (orders and quotes
 * point at it and are kept for accounting with their totals and lines) with the e-mail `erased-<id>@erased.invalid`,
 * no name, phone, company, department or region, a password hash nothing matches, disabled and marked erased; every
 * login ends. Gone: the address book, the cart, the newsletter subscription, verification codes and messages sent to
 * their e-mail or phone, the login-failure counters keyed by them, the invitations to join an organisation sent to
 * their e-mail; the ship-to address, fapiao e-mail (and a personal fapiao's title) and note of each order; the personal fields of the leads they sent (by user id or e-mail, the rule of the personal
 * centre) and the file names of their paper awards' uploads; the Contact of PunchOut sessions naming them; their
 * login name in the storefront's channel sessions. Mails to others and cXML messages that mention them keep their
 * text with the name, e-mail and phone replaced. An organisation membership stays: it names no one once the account
 * is erased, and the organisation's page shows it for staff to remove. Left as they are, by design: the audit log,
 * and what staff wrote in lead and order histories (append-only; see customer-reach.ts). The staff show the account
 * as "Erased customer".
 */
export async function eraseCustomerData(tx: Db, now: Date, user: typeof users.$inferSelect): Promise<{ counts: Erased; storedFiles: string[] }> {
  const placeholder = erasedEmailOf(user.id);
  const reach = reachOf(user);

  let leadsAnonymised = 0;
  for (const kind of leadKinds) {
    const { table, where } = ownedBy(kind, { userId: user.id, email: user.email });
    const blank = Object.fromEntries(PERSONAL[kind].map((k) => [k, '']));
    const rows = await tx
      .update(table as PgTable)
      .set({ ...blank, email: placeholder } as never)
      .where(where)
      .returning({ id: table.id });
    leadsAnonymised += rows.length;
  }
  // The names the browser gave the ID photos and the paper become the kind of file ("idPhoto", "paper").
  const files = await tx
    .select({ a: paperAwardApplications.idPhoto1UploadId, b: paperAwardApplications.idPhoto2UploadId, c: paperAwardApplications.paperUploadId })
    .from(paperAwardApplications)
    .where(eq(paperAwardApplications.userId, user.id));
  const fileIds = files.flatMap((f) => [f.a, f.b, f.c]);
  const storedFiles = fileIds.length ? (await tx.update(uploads).set({ originalName: sql`${uploads.kind}` }).where(inArray(uploads.id, fileIds)).returning({ name: uploads.storedName })).map((f) => f.name) : [];

  await tx
    .update(users)
    .set({ email: placeholder, name: '', phone: null, company: '', department: '', areaId: null, industryId: null, phoneVerified: false, passwordHash: '!erased', disabledAt: user.disabledAt ?? now, erasedAt: now, updatedAt: now })
    .where(eq(users.id, user.id));
  await revokeAllTokens(tx, now, user.id);

  const gone = await tx.delete(addresses).where(eq(addresses.userId, user.id)).returning({ id: addresses.id });
  await tx.delete(cartItems).where(eq(cartItems.userId, user.id));
  await tx.delete(newsletterSubscriptions).where(sql`lower(${newsletterSubscriptions.email}) = ${user.email.toLowerCase()}`);
  // `user:<id>` is the target of the login hand-off's codes (handoff.queries.ts).
  await tx.delete(verificationCodes).where(or(addressedTo(verificationCodes.target, reach), eq(verificationCodes.target, `user:${user.id}`)));
  const mails = await tx.delete(outbox).where(addressedTo(outbox.recipient, reach)).returning({ id: outbox.id });
  const scrubbedMails = await scrubMentions(tx, outbox, { subject: outbox.subject, body: outbox.body }, reach, user.name);
  await tx.delete(rateLimits).where(or(...reach.map((r) => sql`lower(${rateLimits.key}) like ${likePattern(r).slice(0, -1)} escape '\\'`)));
  const invitations = await tx.delete(organisationInvitations).where(invitationsTo(user)).returning({ id: organisationInvitations.id });

  const sessions = await tx.update(punchoutSessions).set({ contactEmail: placeholder, contactName: '' }).where(punchoutSessionsOf(user)).returning({ id: punchoutSessions.id });
  const scrubbedMessages = await scrubMentions(tx, procurementMessages, { xml: procurementMessages.xml }, reach, user.name);
  await tx.update(channelSessions).set({ userName: null }).where(addressedTo(channelSessions.userName, reach));

  // Orders keep their number, lines, totals and status; only what names or reaches the person goes.
  const kept = await tx
    .update(orders)
    .set({
      shipTo: null,
      note: '',
      invoice: sql`case when ${orders.invoice}->>'kind' = 'personal' then jsonb_build_object('kind', 'personal', 'title', '', 'email', '')
        when ${orders.invoice} ? 'email' then jsonb_set(${orders.invoice}, '{email}', '""') else ${orders.invoice} end`,
    })
    .where(eq(orders.userId, user.id))
    .returning({ id: orders.id });

  const counts = {
    addressesDeleted: gone.length,
    leadsAnonymised,
    ordersKept: kept.length,
    messagesDeleted: mails.length,
    messagesScrubbed: scrubbedMails + scrubbedMessages,
    invitationsDeleted: invitations.length,
    punchoutSessionsAnonymised: sessions.length,
    filesToRemove: storedFiles.length,
  };
  return { counts, storedFiles };
}
