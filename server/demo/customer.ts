import { count, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import type { Logger } from '../log.ts';
import { insertUser } from '../modules/account/user.queries.ts';
import { hashPassword } from '../security/password.ts';
import { createDemoOrganisation, DEMO_ORGANISATION } from './organisation.ts';

/**
 * The demo customer: a storefront account with a bound phone, so a fresh demo's cart, orders, downloads and
 * the full toolbox can be tried without registering (which needs a code by e-mail or SMS). Its login is printed
 * at the start that creates it and written in the README.
 */
export const DEMO_CUSTOMER = {
  email: 'customer@example.com',
  password: 'aurora-demo-customer',
  name: 'Demo Customer',
  // A mainland mobile number of the reserved-looking 199 0000 range, marked verified: the first login asks for no SMS code.
  phone: '19900000000',
  company: 'Aurora Demo Lab',
  department: 'R&D',
} as const;

/** Creates the demo customer when the database has no customer account at all (a fresh demo); answers whether it did. */
export async function createDemoCustomer(db: Db, now: () => Date = () => new Date()): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  if ((row?.n ?? 0) > 0) return false;
  const { password, ...details } = DEMO_CUSTOMER;
  // Area 1 and industry 1 exist in every database: the demo data's first province and industry.
  const id = await insertUser(db, now(), { ...details, passwordHash: await hashPassword(password), areaId: 1, industryId: 1 });
  if (id === null) return false; // another process starting at the same moment created it first
  await db.update(users).set({ phoneVerified: true }).where(eq(users.id, id));
  await createDemoOrganisation(db, now());
  return true;
}

/** Creates the demo customer if the database has no customers, and prints its login. */
export async function announceDemoCustomer(db: Db, log: Logger): Promise<void> {
  if (!(await createDemoCustomer(db))) return;
  log.warn('demo customer created: log in to the storefront (/login) with this e-mail and password', { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password });
  const { nameEn, buyer, approver } = DEMO_ORGANISATION;
  log.warn(`demo organisation created (${nameEn}): its buyer (limit ¥${buyer.limitCny} per order) and approver log in to the storefront with these`, {
    buyer: `${buyer.email} / ${buyer.password}`,
    approver: `${approver.email} / ${approver.password}`,
  });
}
