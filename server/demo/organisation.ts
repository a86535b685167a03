import { asc, eq, isNotNull } from 'drizzle-orm';
import { creditCodeCheckChar } from '../../src/contracts/credit-code.ts';
import type { Db } from '../db/client.ts';
import { organisationMembers, organisationPrices, organisations, productSizes, users } from '../db/schema/index.ts';
import { insertUser } from '../modules/account/user.queries.ts';
import { hashPassword } from '../security/password.ts';

/**
 * The demo organisation: a university with a price list (10 % off, one size at a fixed price), that asks for a PO or
 * grant number on every order, with a buyer (limit ¥2,000: a bigger order waits for approval) and an approver. Made
 * with the demo customer in a fresh demo; the logins are printed with it and written in the README.
 */
const CODE_17 = '12310000425006117'; // a public institution's code (category 1, 2: 事业单位) of the demo's own making
export const DEMO_ORGANISATION = {
  nameEn: 'Aurora Demo University',
  nameZh: '极光示范大学',
  creditCode: CODE_17 + creditCodeCheckChar(CODE_17)!,
  percentOff: '10.00',
  buyer: { email: 'buyer@example.com', password: 'aurora-demo-buyer', name: 'Demo Buyer', phone: '19900000001', limitCny: '2000.00' },
  approver: { email: 'approver@example.com', password: 'aurora-demo-approver', name: 'Demo Approver', phone: '19900000002' },
} as const;

/** Creates the demo organisation, its two members and its price list (inside the demo customer's start). */
export async function createDemoOrganisation(db: Db, now: Date): Promise<void> {
  const { buyer, approver, ...o } = DEMO_ORGANISATION;
  const [org] = await db
    .insert(organisations)
    .values({ nameEn: o.nameEn, nameZh: o.nameZh, creditCode: o.creditCode, percentOff: o.percentOff, requirePoNumber: true, fapiaoTitle: o.nameZh, fapiaoType: 'special', fapiaoEmail: 'finance@example.com', createdAt: now, updatedAt: now })
    .onConflictDoNothing()
    .returning({ id: organisations.id });
  if (!org) return;
  for (const [person, role] of [
    [buyer, 'buyer'],
    [approver, 'approver'],
  ] as const) {
    const id = await insertUser(db, now, { email: person.email, passwordHash: await hashPassword(person.password), name: person.name, phone: person.phone, company: o.nameEn, department: 'Biochemistry', areaId: 1, industryId: 1 });
    if (id === null) continue;
    // Bound and verified like the demo customer's, so the first login asks for no SMS code.
    await db.update(users).set({ phoneVerified: true }).where(eq(users.id, id));
    await db.insert(organisationMembers).values({ organisationId: org.id, userId: id, role, limitCny: role === 'buyer' ? buyer.limitCny : null, lang: 'zh', createdAt: now });
  }
  const [size] = await db.select({ id: productSizes.id, priceCny: productSizes.priceCny }).from(productSizes).where(isNotNull(productSizes.priceCny)).orderBy(asc(productSizes.id)).limit(1);
  if (size) await db.insert(organisationPrices).values({ organisationId: org.id, sizeId: size.id, priceCny: (Math.round(Number(size.priceCny) * 70) / 100).toFixed(2) });
}
