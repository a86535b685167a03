import { eq } from 'drizzle-orm';
import { isRole, type Role } from '../../../src/contracts/admin/permissions.ts';
import type { Db } from '../../db/client.ts';
import { staffSettings } from '../../db/schema/index.ts';
import type { AuditActor } from '../../http/staff/actor.ts';
import { withAudit, type AuditDeps } from '../audit/with-audit.ts';

const KEY = 'second_factor_roles';

/**
 * Until the owner sets it, the roles that must log in with a second factor are `owner`'s: the role that can
 * change everything, read the audit trail and manage staff is the one a stolen password hurts most.
 */
export const DEFAULT_SECOND_FACTOR_ROLES: readonly Role[] = ['owner'];

/** The roles whose holders must log in with a second factor. */
export async function secondFactorRoles(db: Pick<Db, 'select'>): Promise<Role[]> {
  const [row] = await db.select({ value: staffSettings.value }).from(staffSettings).where(eq(staffSettings.key, KEY));
  if (!row) return [...DEFAULT_SECOND_FACTOR_ROLES];
  return Array.isArray(row.value) ? row.value.filter(isRole) : [];
}

/** Whether a person must set up a second factor before anything else: a required role and no factor yet. */
export const mustEnrol = (person: { roles: readonly Role[]; totp: boolean }, required: readonly Role[]) => !person.totp && person.roles.some((r) => required.includes(r));

/** Sets the roles (audited: entity `security`, key `second-factor`, the lists before and after). */
export async function saveSecondFactorRoles(deps: AuditDeps, actor: AuditActor, roles: Role[]): Promise<{ roles: Role[] }> {
  return withAudit(deps, actor, { entity: 'security', key: 'second-factor', action: 'update' }, async (tx) => {
    const before = await secondFactorRoles(tx);
    await tx
      .insert(staffSettings)
      .values({ key: KEY, value: roles, updatedAt: deps.now() })
      .onConflictDoUpdate({ target: staffSettings.key, set: { value: roles, updatedAt: deps.now() } });
    return { before: { roles: before }, after: { roles }, result: { roles } };
  });
}
