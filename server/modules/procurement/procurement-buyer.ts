import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { organisationMembers, procurementBuyers, users } from '../../db/schema/index.ts';
import { randomToken } from '../../security/digest.ts';
import { hashPassword } from '../../security/password.ts';

/** A plain e-mail address (the storefront's account rule is stricter; this only keeps rubbish out of the lookup). */
export const isBuyerEmail = (s: string): boolean => /^[^\s@<>]{1,64}@[^\s@<>]{1,255}\.[^\s@<>]{1,63}$/.test(s);

export interface BuyerIdentity {
  connectionId: number;
  email: string;
  name: string;
  organisation: string;
  /** The connection's organisation account, which its buyers join; null: none. */
  organisationId: number | null;
}

/**
 * Makes the connection's buyer a buyer of its organisation account (no limit: the procurement system approves its
 * purchases), unless they are a member of one already (an account belongs to one organisation): the organisation's
 * prices then apply to their carts and purchase orders.
 */
async function joinOrganisation(tx: Db, now: Date, userId: number, organisationId: number | null): Promise<void> {
  if (organisationId === null) return;
  const [member] = await tx.select({ id: organisationMembers.id }).from(organisationMembers).where(eq(organisationMembers.userId, userId));
  if (member) return;
  await tx.insert(organisationMembers).values({ organisationId, userId, role: 'buyer', limitCny: null, createdAt: now });
}

/**
 * The account `memberAccount` answers for this e-mail, found without making or joining anything: the connection's
 * member's id, null when none has the address yet (one would be made), 'other' when it is someone else's account.
 */
export async function existingAccount(tx: Pick<Db, 'select'>, connectionId: number, email: string): Promise<number | null | 'other'> {
  const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  if (!existing) return null;
  const [member] = await tx.select({ id: procurementBuyers.id }).from(procurementBuyers).where(and(eq(procurementBuyers.connectionId, connectionId), eq(procurementBuyers.userId, existing.id)));
  return member ? existing.id : 'other';
}

/**
 * The connection's member with this e-mail, created on first use (a random password they never see: they come in
 * through their procurement system). An existing storefront account with that e-mail that is not the connection's
 * member is not taken over (null): a procurement system speaks for its own buyers only.
 */
export async function memberAccount(tx: Db, now: Date, b: BuyerIdentity): Promise<number | null> {
  const existing = await existingAccount(tx, b.connectionId, b.email);
  if (existing === 'other') return null;
  if (existing !== null) {
    await joinOrganisation(tx, now, existing, b.organisationId);
    return existing;
  }
  const name = b.name || b.email.split('@')[0]!;
  const [created] = await tx
    .insert(users)
    .values({ email: b.email, name, passwordHash: await hashPassword(randomToken()), company: b.organisation, createdAt: now, updatedAt: now })
    .returning({ id: users.id });
  await tx.insert(procurementBuyers).values({ connectionId: b.connectionId, userId: created!.id, createdAt: now });
  await joinOrganisation(tx, now, created!.id, b.organisationId);
  return created!.id;
}

/**
 * The address of a connection's own account: the buyer when the procurement system names nobody (an OCI start
 * without `email`, an OrderRequest whose Contact is not a member). `.invalid` is reserved (RFC 2606): never a
 * real mailbox, so nothing is ever mailed to it by mistake reaching someone.
 */
export const connectionAccountEmail = (connectionId: number) => `procurement-${connectionId}@connections.invalid`;

/** The connection's own member account, created on first use. */
export async function connectionAccount(tx: Db, now: Date, c: { id: number; name: string; organisation: string; organisationId: number | null }): Promise<number> {
  return (await memberAccount(tx, now, { connectionId: c.id, email: connectionAccountEmail(c.id), name: c.name, organisation: c.organisation, organisationId: c.organisationId }))!;
}
