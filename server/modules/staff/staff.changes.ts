import type { Role } from '../../../src/contracts/admin/permissions.ts';
import { eq } from 'drizzle-orm';
import { staff } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import { checkVersion } from '../../http/staff/stale-edit.ts';
import { hashPassword, verifyPassword } from '../../security/password.ts';
import { ChangeRefused } from '../../http/staff/change-refused.ts';
import { withAudit, type AuditDeps } from '../audit/with-audit.ts';
import { type AuditActor } from '../../http/staff/actor.ts';
import { revokeOtherStaffSessions, revokeStaffSessions } from './session.queries.ts';
import { enabledOwners, staffById, insertStaff, listStaff, lockStaffChanges, replaceRoles, staffByEmail, staffSnapshot, updateStaff, type StaffSnapshot } from './staff.queries.ts';

/**
 * The audited changes of staff accounts, shared by the back office's routes and the command line
 * (cli/staff.ts). Each runs in one transaction with its audit row; the audit key is the e-mail.
 */

const ENTITY = 'staff';

/**
 * Refuses a change that takes away the last enabled owner (`ownersBefore` counted before it, under the
 * lock): nobody could manage staff any more. A database that never had an owner is not refused.
 */
async function keepAnOwner(tx: AuditDeps['db'], ownersBefore: number): Promise<void> {
  if (ownersBefore > 0 && (await enabledOwners(tx)) === 0) throw new ChangeRefused('roles', 'admin:v.lastOwner');
}

async function snapshotOrNotFound(tx: AuditDeps['db'], id: number): Promise<StaffSnapshot> {
  const snapshot = await staffSnapshot(tx, id);
  if (!snapshot) throw notFound();
  return snapshot;
}

export async function createStaffAccount(deps: AuditDeps, actor: AuditActor, input: { email: string; name: string; password: string; roles: Role[] }): Promise<number> {
  const passwordHash = await hashPassword(input.password);
  return withAudit(deps, actor, { entity: ENTITY, key: input.email, action: 'create' }, async (tx) => {
    await lockStaffChanges(tx);
    if (await staffByEmail(tx, input.email)) throw new ChangeRefused('email', 'admin:v.emailTaken');
    const id = await insertStaff(tx, deps.now(), { email: input.email, name: input.name, passwordHash, roles: input.roles });
    return { before: null, after: await staffSnapshot(tx, id), result: id };
  });
}

export async function setStaffRoles(deps: AuditDeps, actor: AuditActor, id: number, roles: Role[], version: number): Promise<StaffSnapshot & { version: number }> {
  return withAudit(deps, actor, { entity: ENTITY, key: String(id), action: 'roles' }, async (tx) => {
    await lockStaffChanges(tx);
    const before = await snapshotOrNotFound(tx, id);
    const current = async () => (await listStaff(tx)).find((s) => s.id === id);
    await checkVersion(tx, { table: staff, where: eq(staff.id, id), expected: version, entity: ENTITY, key: before.email, current });
    const owners = await enabledOwners(tx);
    await replaceRoles(tx, deps.now(), id, roles);
    await keepAnOwner(tx, owners);
    const after = (await staffSnapshot(tx, id))!;
    const [{ version: now } = { version }] = await tx.select({ version: staff.version }).from(staff).where(eq(staff.id, id));
    return { before, after, result: { ...after, version: now }, key: before.email };
  });
}

/** Disables (ending every session) or enables an account. */
export async function setStaffDisabled(deps: AuditDeps, actor: AuditActor, id: number, disabled: boolean): Promise<StaffSnapshot> {
  return withAudit(deps, actor, { entity: ENTITY, key: String(id), action: disabled ? 'disable' : 'enable' }, async (tx) => {
    await lockStaffChanges(tx);
    const before = await snapshotOrNotFound(tx, id);
    if (before.disabled === disabled) return { before, after: before, result: before, key: before.email };
    const now = deps.now();
    const owners = await enabledOwners(tx);
    await updateStaff(tx, now, id, { disabledAt: disabled ? now : null });
    if (disabled) {
      await revokeStaffSessions(tx, now, id);
      await keepAnOwner(tx, owners);
    }
    const after = (await staffSnapshot(tx, id))!;
    return { before, after, result: after, key: before.email };
  });
}

/** Sets a new password and ends every session of the account. */
export async function resetStaffPassword(deps: AuditDeps, actor: AuditActor, id: number, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await withAudit(deps, actor, { entity: ENTITY, key: String(id), action: 'password.reset' }, async (tx) => {
    const before = await snapshotOrNotFound(tx, id);
    const now = deps.now();
    await updateStaff(tx, now, id, { passwordHash });
    await revokeStaffSessions(tx, now, id);
    // The hash is not part of the record: the row says that it changed, not to what.
    return { before, after: before, result: undefined, key: before.email, changed: true };
  });
}

/**
 * A staff member changes their own password: refused (field `currentPassword`) unless the current one is
 * right; every other session of the account ends, the one making the change stays.
 */
export async function changeOwnPassword(deps: AuditDeps, actor: AuditActor, who: { id: number; sessionId: number }, current: string, next: string): Promise<void> {
  const row = await staffById(deps.db, who.id);
  if (!row || !(await verifyPassword(current, row.passwordHash))) throw new ChangeRefused('currentPassword', 'admin:v.currentPasswordWrong');
  const passwordHash = await hashPassword(next);
  await withAudit(deps, actor, { entity: ENTITY, key: row.email, action: 'password.change' }, async (tx) => {
    const before = await snapshotOrNotFound(tx, who.id);
    const now = deps.now();
    await updateStaff(tx, now, who.id, { passwordHash });
    await revokeOtherStaffSessions(tx, now, who.id, who.sessionId);
    // As for a reset: the row says that the password changed, never the hash.
    return { before, after: before, result: undefined, key: before.email, changed: true };
  });
}

/** Turns the second factor of an account off (a lost phone); its owner can enrol again. */
export async function turnStaffTotpOff(deps: AuditDeps, actor: AuditActor, id: number): Promise<StaffSnapshot> {
  return withAudit(deps, actor, { entity: ENTITY, key: String(id), action: 'totp.off' }, async (tx) => {
    const before = await snapshotOrNotFound(tx, id);
    await updateStaff(tx, deps.now(), id, { totpSecret: null, totpEnabledAt: null, totpLastStep: null });
    const after = (await staffSnapshot(tx, id))!;
    return { before, after, result: after, key: before.email };
  });
}
