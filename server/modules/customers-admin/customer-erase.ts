import { eq, inArray, or, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { leadKinds, type LeadKind } from '../../../src/contracts/admin/leads.ts';
import { erasedEmailOf } from '../../../src/contracts/admin/customers.ts';
import type { Db } from '../../db/client.ts';
import { addresses, cartItems, newsletterSubscriptions, orders, outbox, rateLimits, users, verificationCodes } from '../../db/schema/index.ts';
import { likePattern } from '../../http/query-params.ts';
import { revokeAllTokens } from '../account/token.queries.ts';
import { ownedBy } from '../leads/customer-leads.ts';

/**
 * The personal fields of each lead table, blanked when the sender is erased (the e-mail becomes the placeholder).
 * What the lead was about (product, message, paper) stays: the inbox's history and statistics need it, and without
 * the sender it names nobody. The files sent with a paper award (ID photos, the paper) are not removed here.
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
}

/**
 * Erases a customer's personal data, in the caller's transaction. The account stays as a row (orders and quotes
 * point at it and are kept for accounting with their totals and lines) with the e-mail `erased-<id>@erased.invalid`,
 * no name, phone, company, department or region, a password hash nothing matches, disabled and marked erased; every
 * login ends. Gone: the address book, the cart, the newsletter subscription, verification codes and messages sent to
 * the e-mail or phone, the login-failure counters keyed by them; the ship-to address, fapiao e-mail (and a personal
 * fapiao's title) and note of each order; the personal fields of the leads they sent (by user id or e-mail, the rule
 * of the personal centre). The staff show the account as "Erased customer".
 */
export async function eraseCustomerData(tx: Db, now: Date, user: typeof users.$inferSelect): Promise<Erased> {
  const placeholder = erasedEmailOf(user.id);
  const reach = [user.email, ...(user.phone ? [user.phone] : [])];

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

  await tx
    .update(users)
    .set({ email: placeholder, name: '', phone: null, company: '', department: '', areaId: null, industryId: null, phoneVerified: false, passwordHash: '!erased', disabledAt: user.disabledAt ?? now, erasedAt: now, updatedAt: now })
    .where(eq(users.id, user.id));
  await revokeAllTokens(tx, now, user.id);

  const gone = await tx.delete(addresses).where(eq(addresses.userId, user.id)).returning({ id: addresses.id });
  await tx.delete(cartItems).where(eq(cartItems.userId, user.id));
  await tx.delete(newsletterSubscriptions).where(sql`lower(${newsletterSubscriptions.email}) = ${user.email.toLowerCase()}`);
  // `user:<id>` is the target of the login hand-off's codes (handoff.queries.ts).
  await tx.delete(verificationCodes).where(inArray(verificationCodes.target, [...reach, `user:${user.id}`]));
  await tx.delete(outbox).where(inArray(outbox.recipient, reach));
  await tx.delete(rateLimits).where(or(...reach.map((r) => sql`${rateLimits.key} like ${likePattern(r).slice(0, -1)} escape '\\'`)));

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

  return { addressesDeleted: gone.length, leadsAnonymised, ordersKept: kept.length };
}
