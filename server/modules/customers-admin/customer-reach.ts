import { ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { organisationInvitations, punchoutSessions } from '../../db/schema/index.ts';
import { likePattern } from '../../http/query-params.ts';

/**
 * Where a customer's data lies, for the personal-data export (customer-export.ts) and the erasure (customer-erase.ts):
 * the rules both use, so what is exported is what is erased. Every table of server/db/schema that holds a user id,
 * an e-mail, a phone or a name, and how it can refer to a customer:
 *
 * - by the user id: `users`, `auth_tokens`, `addresses`, `cart_items`, `orders` (+ `order_lines`, `order_events`),
 *   `quotes` (+ `quote_lines`), `organisation_members`, `procurement_buyers`, `calculator_usage`, the lead tables
 *   that store one (trial, paper award, resource download) and the `uploads` of their paper awards;
 * - by the account's e-mail: the other lead tables (ownedBy in leads/customer-leads.ts), `newsletter_subscriptions`,
 *   `organisation_invitations` (sent to it), `punchout_sessions` (its Contact, or the user id it logged in);
 * - by the account's e-mail or phone (`reachOf`):
 *   `outbox` (addressed to it, or mentioning it), `verification_codes`, `rate_limits`, `channel_sessions` (the
 *   storefront's login name), `procurement_messages` (the cXML naming their Contact);
 * - `lead_states` and `lead_events` by their leads (the inbox's status, and staff notes and replies).
 *
 * Left out, each for its reason: `search_log` (a one-day hash of the address and browser, never tied to an
 * account); `staff*`, `distributors` (people who are not customers); `procurement_order_requests` (a PO number and
 * status per message, no person); `audit_log` is exported by no one and erased by no one: it is append-only by design
 * (migration 0008), the staff's record of what they did. `lead_events` and `order_events` are append-only too (the
 * reply clock and the order timeline are computed from them): the export holds them, the erasure cannot blank what
 * staff wrote in them.
 */

export interface CustomerKeys {
  id: number;
  email: string;
  phone: string | null;
}

/**
 * The addresses that reach the customer, lower-case: the account's e-mail and phone. Other addresses written on their
 * leads are not followed (the leads themselves are theirs): a lab mailbox or a switchboard may be shared, and mails
 * to it about other people must stay.
 */
export function reachOf(c: CustomerKeys): string[] {
  // A phone shorter than 5 characters is no real one, and would match inside unrelated texts.
  const phone = c.phone?.trim().toLowerCase() ?? '';
  return [c.email.trim().toLowerCase(), ...(phone.length >= 5 ? [phone] : [])];
}

/** The column equals one of `reach`, case-insensitively (`reach` is lower-case). */
export const addressedTo = (column: PgColumn, reach: readonly string[]): SQL => inArray(sql`lower(${column})`, [...reach]);

/** One of the text columns holds one of `reach` somewhere (an e-mail inside a mail's body or a cXML message). */
export const mentioning = (columns: readonly PgColumn[], reach: readonly string[]): SQL => or(...columns.flatMap((c) => reach.map((r) => ilike(c, likePattern(r))))) ?? sql`false`;

/** PunchOut sessions naming the customer: their user id once started, or their e-mail as the cXML Contact. */
export const punchoutSessionsOf = (c: CustomerKeys): SQL => sql`(${punchoutSessions.userId} = ${c.id} or lower(${punchoutSessions.contactEmail}) = ${c.email.toLowerCase()})`;

/** Invitations to join an organisation sent to the customer's e-mail. */
export const invitationsTo = (c: CustomerKeys): SQL => sql`lower(${organisationInvitations.email}) = ${c.email.toLowerCase()}`;

/** What replaces the customer's name, e-mail or phone inside a text that keeps the rest (a mail, a cXML message). */
export const SCRUBBED = '***';

const xmlEscaped = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/**
 * `text` with every occurrence of the customer's addresses (`reach`) and name, as typed or XML-escaped, replaced by
 * `SCRUBBED`, case-insensitively. A name shorter than two characters is left: it would match inside other words.
 */
export function scrubText(text: string, reach: readonly string[], name: string): string {
  const n = name.trim();
  const needles = [...reach, ...(n.length >= 2 ? [n, xmlEscaped(n)] : [])].filter(Boolean).sort((a, b) => b.length - a.length);
  if (!needles.length) return text;
  const pattern = new RegExp([...new Set(needles)].map((s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'), 'giu');
  return text.replace(pattern, SCRUBBED);
}
