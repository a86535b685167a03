import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { organisationMembers, organisations } from '../../db/schema/index.ts';

/** The login's membership: its organisation, role and limit; null for a customer of no organisation. */
export async function membershipOf(db: Pick<Db, 'select'>, userId: number) {
  const [row] = await db
    .select({ id: organisations.id, nameEn: organisations.nameEn, nameZh: organisations.nameZh, role: organisationMembers.role, limitCny: organisationMembers.limitCny, requirePoNumber: organisations.requirePoNumber })
    .from(organisationMembers)
    .innerJoin(organisations, eq(organisations.id, organisationMembers.organisationId))
    .where(eq(organisationMembers.userId, userId));
  return row ? { ...row, limitCny: row.limitCny === null ? null : Number(row.limitCny) } : null;
}

export type Membership = NonNullable<Awaited<ReturnType<typeof membershipOf>>>;

/** Whether an order of `totalCny` by this member must wait for approval: a buyer's, above a limit they have. */
export const needsApproval = (m: Membership | null, totalCny: number) => !!m && m.role === 'buyer' && m.limitCny !== null && totalCny > m.limitCny;
