import { nextVersion } from '../../db/versioned.ts';
import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Role } from '../../../src/contracts/admin/permissions.ts';
import type { StaffListItem, StaffSnapshot } from '../../../src/contracts/admin/staff.ts';
import type { Db } from '../../db/client.ts';
import { staff, staffRoles } from '../../db/schema/index.ts';

/** Any constant works: it only has to be the same in every process changing staff roles or access. */
const STAFF_LOCK_KEY = 7_310_002;

export type StaffRow = typeof staff.$inferSelect;

export async function staffByEmail(db: Db, email: string): Promise<StaffRow | null> {
  const [row] = await db.select().from(staff).where(eq(staff.email, email.toLowerCase()));
  return row ?? null;
}

export async function staffById(db: Db, id: number): Promise<StaffRow | null> {
  const [row] = await db.select().from(staff).where(eq(staff.id, id));
  return row ?? null;
}

export async function rolesOf(db: Db, staffId: number): Promise<Role[]> {
  const rows = await db.select({ role: staffRoles.role }).from(staffRoles).where(eq(staffRoles.staffId, staffId)).orderBy(asc(staffRoles.role));
  return rows.map((r) => r.role);
}

/** A staff member as the audit trail records them (and a change answers them): no password hash, no second-factor secret. */
export type { StaffSnapshot };

export async function staffSnapshot(db: Db, id: number): Promise<StaffSnapshot | null> {
  const row = await staffById(db, id);
  if (!row) return null;
  return { email: row.email, name: row.name, roles: await rolesOf(db, id), disabled: row.disabledAt !== null, totp: row.totpEnabledAt !== null };
}

export async function listStaff(db: Db): Promise<StaffListItem[]> {
  const [rows, roles] = await Promise.all([
    db.select().from(staff).orderBy(asc(staff.id)),
    db.select().from(staffRoles).orderBy(asc(staffRoles.role)),
  ]);
  return rows.map((r) => ({
    id: r.id,
    email: r.email,
    name: r.name,
    roles: roles.filter((x) => x.staffId === r.id).map((x) => x.role),
    disabled: r.disabledAt !== null,
    totp: r.totpEnabledAt !== null,
    createdAt: r.createdAt.toISOString(),
    version: r.version,
    lastLoginAt: r.lastLoginAt?.toISOString() ?? null,
  }));
}

export async function insertStaff(db: Db, now: Date, v: { email: string; name: string; passwordHash: string; roles: readonly Role[] }): Promise<number> {
  const [row] = await db.insert(staff).values({ email: v.email, name: v.name, passwordHash: v.passwordHash, createdAt: now, updatedAt: now }).returning({ id: staff.id });
  await db.insert(staffRoles).values(v.roles.map((role) => ({ staffId: row!.id, role })));
  return row!.id;
}

export async function replaceRoles(db: Db, now: Date, staffId: number, roles: readonly Role[]): Promise<void> {
  await db.delete(staffRoles).where(eq(staffRoles.staffId, staffId));
  await db.insert(staffRoles).values(roles.map((role) => ({ staffId, role })));
  await db.update(staff).set({ updatedAt: now, ...nextVersion(staff) }).where(eq(staff.id, staffId));
}

export async function updateStaff(db: Db, now: Date, staffId: number, set: Partial<Pick<StaffRow, 'disabledAt' | 'passwordHash' | 'totpSecret' | 'totpEnabledAt' | 'totpLastStep'>>): Promise<void> {
  await db.update(staff).set({ ...set, updatedAt: now, ...nextVersion(staff) }).where(eq(staff.id, staffId));
}

/**
 * Serialises changes of roles and access within the calling transaction (an advisory lock), so two
 * owners demoting each other at the same moment cannot both succeed and leave nobody in charge.
 */
export async function lockStaffChanges(db: Db): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${STAFF_LOCK_KEY})`);
}

/** How many enabled accounts hold the owner role. */
export async function enabledOwners(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(staffRoles)
    .innerJoin(staff, eq(staff.id, staffRoles.staffId))
    .where(and(eq(staffRoles.role, 'owner'), isNull(staff.disabledAt)));
  return row?.n ?? 0;
}

export async function staffCount(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(staff);
  return row?.n ?? 0;
}

export async function staffByIds(db: Db, ids: number[]) {
  return ids.length ? db.select({ id: staff.id, name: staff.name, email: staff.email }).from(staff).where(inArray(staff.id, ids)) : [];
}
