import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { localized } from '../../db/localize.ts';
import { areas, industries, users } from '../../db/schema/index.ts';
import type { Lang } from '../../../src/contracts/lang.ts';
import type { UserInfo } from '../../../src/contracts/account.ts';

export interface NewUser {
  email: string;
  passwordHash: string;
  name: string;
  /** Null when the phone given at registration belongs to another account (bound later with its SMS code). */
  phone: string | null;
  company: string;
  department: string;
  areaId: number;
  industryId: number;
}

/** Inserts a user; null when the e-mail or phone is already registered (unique indexes decide, race-free). */
export async function insertUser(db: Db, now: Date, u: NewUser): Promise<number | null> {
  const rows = await db
    .insert(users)
    .values({ ...u, createdAt: now, updatedAt: now })
    .onConflictDoNothing()
    .returning({ id: users.id });
  return rows[0]?.id ?? null;
}

export async function userByEmail(db: Db, email: string) {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row ?? null;
}

export async function userById(db: Db, id: number) {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

export async function userByPhone(db: Db, phone: string) {
  const [row] = await db.select().from(users).where(eq(users.phone, phone)).limit(1);
  return row ?? null;
}

export async function areaAndIndustryExist(db: Db, areaId: number, industryId: number): Promise<{ area: boolean; industry: boolean }> {
  const [a] = await db.select({ id: areas.id }).from(areas).where(eq(areas.id, areaId));
  const [i] = await db.select({ id: industries.id }).from(industries).where(eq(industries.id, industryId));
  return { area: !!a, industry: !!i };
}

export async function setPassword(db: Db, now: Date, userId: number, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
}

export async function markPhoneVerified(db: Db, now: Date, userId: number): Promise<void> {
  await db.update(users).set({ phoneVerified: true, updatedAt: now }).where(eq(users.id, userId));
}

/** Binds a checked phone; false when another account holds it. */
export async function bindPhone(db: Db, now: Date, userId: number, phone: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [other] = await tx.select({ id: users.id }).from(users).where(and(eq(users.phone, phone), ne(users.id, userId)));
    if (other) return false;
    await tx.update(users).set({ phone, phoneVerified: true, updatedAt: now }).where(eq(users.id, userId));
    return true;
  });
}

/** The details that prefill forms (user info). */
export async function userInfo(db: Db, lang: Lang, userId: number): Promise<UserInfo | null> {
  const [row] = await db
    .select({ u: users, areaEn: areas.nameEn, areaZh: areas.nameZh })
    .from(users)
    .leftJoin(areas, eq(areas.id, users.areaId))
    .where(eq(users.id, userId));
  if (!row) return null;
  const { u } = row;
  const areaName = row.areaEn === null ? null : localized({ nameEn: row.areaEn, nameZh: row.areaZh }, 'name', lang);
  return { id: u.id, name: u.name, email: u.email, phone: u.phone, company: u.company, department: u.department, areaId: u.areaId, areaName, industryId: u.industryId };
}
