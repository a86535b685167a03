import { asc, isNotNull } from 'drizzle-orm';
import type { AdminOrganisation, OrganisationCreateInput } from '../../../src/contracts/admin/organisations.ts';
import { issueToken } from '../account/token.queries.ts';
import type { AdminKit } from '../admin/admin.test-kit.ts';
import { creditCodeCheckChar } from '../../../src/contracts/credit-code.ts';
import type { Db } from '../../db/client.ts';
import { productSizes, users } from '../../db/schema/index.ts';
import { hashPassword } from '../../security/password.ts';

/** A credit code whose check character holds, from its first 17 characters (GB 32100-2015). */
export const validCode = (first17: string) => first17 + creditCodeCheckChar(first17)!;

/** A university as staff would enter it; `creditCode` distinct per call of `n`. */
export const organisationInput = (n: number, more: Partial<OrganisationCreateInput> = {}): OrganisationCreateInput => ({
  nameEn: `Eastern Biology University ${n}`,
  nameZh: `东方生物大学${n}`,
  creditCode: validCode(`12310000${String(4250000 + n).padStart(9, '0')}`),
  addresses: [{ label: 'Lab', recipient: 'Li Lei', phone: '13800138000', region: '上海市 徐汇区', street: '华山路 1954 号', postcode: '200030' }],
  fapiaoTitle: '东方生物大学',
  fapiaoType: 'special',
  fapiaoEmail: 'fapiao@ebu.example',
  requirePoNumber: false,
  ...more,
});

/** A customer account (as registration makes it), with password `secret4242`. */
export async function newCustomer(db: Db, email: string, name = 'Member') {
  const [u] = await db.insert(users).values({ email, name, passwordHash: await hashPassword('secret4242') }).returning({ id: users.id });
  return u!.id;
}

/** The first sizes of the catalogue that have a list price. */
export const pricedSizes = (db: Db, n: number) =>
  db.select({ id: productSizes.id, productId: productSizes.productId, priceCny: productSizes.priceCny }).from(productSizes).where(isNotNull(productSizes.priceCny)).orderBy(asc(productSizes.id)).limit(n);

/**
 * An organisation made through the back office with a price list (`percentOff`, and `fixedPrice` for the second of
 * `sizes`) and members made as customers with tokens: `members` maps a name to its role, limit and mail language.
 */
export async function organisationWithMembers(
  k: AdminKit,
  staffToken: string,
  n: number,
  opts: { percentOff: number; fixedPrice: number; requirePoNumber?: boolean; members: Record<string, { role: 'buyer' | 'approver' | 'admin'; limitCny?: number | null; lang?: 'en' | 'zh' }> },
) {
  const db = k.deps.db;
  const created = await k.call('POST', '/admin/organisations', { token: staffToken, body: organisationInput(n, { requirePoNumber: opts.requirePoNumber ?? false }) });
  let o = created.body.data as AdminOrganisation;
  const sizes = await pricedSizes(db, 2);
  o = (await k.call('PUT', `/admin/organisations/${o.id}/prices`, { token: staffToken, body: { percentOff: opts.percentOff, fixed: [{ sizeId: sizes[1]!.id, priceCny: opts.fixedPrice }], version: o.version } })).body.data;
  const people: Record<string, { userId: number; email: string; token: string }> = {};
  for (const [name, m] of Object.entries(opts.members)) {
    const email = k.newEmail(name);
    const userId = await newCustomer(db, email, name);
    o = (await k.call('POST', `/admin/organisations/${o.id}/members`, { token: staffToken, body: { email, role: m.role, limitCny: m.limitCny ?? null, lang: m.lang ?? 'en', version: o.version } })).body.data;
    people[name] = { userId, email, token: (await issueToken(db, k.clock.now, userId)).jti };
  }
  return { organisation: o, sizes, people };
}
