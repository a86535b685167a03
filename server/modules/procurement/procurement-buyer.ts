import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { procurementBuyers, users } from '../../db/schema/index.ts';
import { randomToken } from '../../security/digest.ts';
import { hashPassword } from '../../security/password.ts';

/** A plain e-mail address (the storefront's account rule is stricter; this only keeps rubbish out of the lookup). */
export const isBuyerEmail = (s: string): boolean => /^[^\s@<>]{1,64}@[^\s@<>]{1,255}\.[^\s@<>]{1,63}$/.test(s);

export interface BuyerIdentity {
  connectionId: number;
  email: string;
  name: string;
  organisation: string;
}

/**
 * The connection's member with this e-mail, created on first use (a random password they never see: they come in
 * through their procurement system). An existing storefront account with that e-mail that is not the connection's
 * member is not taken over (null): a procurement system speaks for its own buyers only.
 */
export async function memberAccount(tx: Db, now: Date, b: BuyerIdentity): Promise<number | null> {
  const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, b.email)).limit(1);
  if (existing) {
    const [member] = await tx.select({ id: procurementBuyers.id }).from(procurementBuyers).where(and(eq(procurementBuyers.connectionId, b.connectionId), eq(procurementBuyers.userId, existing.id)));
    return member ? existing.id : null;
  }
  const name = b.name || b.email.split('@')[0]!;
  const [created] = await tx
    .insert(users)
    .values({ email: b.email, name, passwordHash: await hashPassword(randomToken()), company: b.organisation, createdAt: now, updatedAt: now })
    .returning({ id: users.id });
  await tx.insert(procurementBuyers).values({ connectionId: b.connectionId, userId: created!.id, createdAt: now });
  return created!.id;
}

/**
 * The address of a connection's own account: the buyer when the procurement system names nobody (an OCI start
 * without `email`, an OrderRequest whose Contact is not a member). `.invalid` is reserved (RFC 2606): never a
 * real mailbox, so nothing is ever mailed to it by mistake reaching someone.
 */
export const connectionAccountEmail = (connectionId: number) => `procurement-${connectionId}@connections.invalid`;

/** The connection's own member account, created on first use. */
export async function connectionAccount(tx: Db, now: Date, c: { id: number; name: string; organisation: string }): Promise<number> {
  return (await memberAccount(tx, now, { connectionId: c.id, email: connectionAccountEmail(c.id), name: c.name, organisation: c.organisation }))!;
}
