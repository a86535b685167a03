import { asc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AdminOrganisation, organisationListQuerySchema } from '../../../src/contracts/admin/organisations.ts';
import type { Paged } from '../../../src/contracts/admin/paging.ts';
import { creditCodeCheckHolds } from '../../../src/contracts/credit-code.ts';
import type { z } from 'zod';
import type { organisationPageSchema } from '../../../src/contracts/admin/organisations.ts';
import type { Db } from '../../db/client.ts';
import { pagedList } from '../../db/paged.ts';
import { organisationMembers, organisationPrices, organisations, products, productSizes, users } from '../../db/schema/index.ts';
import { likePattern } from '../../http/query-params.ts';

/** Reading organisations for the staff: the paged list and one organisation with its members and prices. */

type Summary = z.output<typeof organisationPageSchema>['items'][number];
type ListQuery = z.output<typeof organisationListQuerySchema>;

// Written out with both tables named: inside the sub-select an unqualified "id" would be the member row's.
const memberCount = sql<number>`(select count(*)::int from "organisation_members" m where m."organisation_id" = "organisations"."id")`;

function matching(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const p = likePattern(q);
  return or(ilike(organisations.nameEn, p), ilike(organisations.nameZh, p), ilike(organisations.creditCode, p));
}

/** One page of the organisations matching `q`, by English name, and how many match in all (both in SQL). */
export function organisationPage(db: Db, query: ListQuery): Promise<Paged<Summary>> {
  const where = matching(query.q);
  const total = db.select({ total: count() }).from(organisations).where(where);
  return pagedList({ page: query.page, pageSize: query.pageSize }, total, async (limit, offset) =>
    (
      await db
        .select({ o: organisations, members: memberCount })
        .from(organisations)
        .where(where)
        .orderBy(asc(organisations.nameEn), asc(organisations.id))
        .limit(limit)
        .offset(offset)
    ).map(({ o, members }) => ({ id: o.id, nameEn: o.nameEn, nameZh: o.nameZh, creditCode: o.creditCode, memberCount: Number(members), updatedAt: o.updatedAt.toISOString() })),
  );
}

const amount = (v: string | null) => (v === null ? null : Number(v));

/** One organisation with its members (by role, then name) and fixed prices (by catalog number); null when none. */
export async function organisationDetail(db: Db, id: number): Promise<AdminOrganisation | null> {
  const [o] = await db.select().from(organisations).where(eq(organisations.id, id));
  if (!o) return null;
  const [members, fixed] = await Promise.all([
    db
      .select({ userId: users.id, name: users.name, email: users.email, role: organisationMembers.role, limitCny: organisationMembers.limitCny, lang: organisationMembers.lang })
      .from(organisationMembers)
      .innerJoin(users, eq(users.id, organisationMembers.userId))
      .where(eq(organisationMembers.organisationId, id))
      .orderBy(asc(organisationMembers.role), asc(users.email)),
    db
      .select({ sizeId: organisationPrices.sizeId, catalogNumber: products.catalogNumber, size: productSizes.size, listPriceCny: productSizes.priceCny, priceCny: organisationPrices.priceCny })
      .from(organisationPrices)
      .innerJoin(productSizes, eq(productSizes.id, organisationPrices.sizeId))
      .innerJoin(products, eq(products.id, productSizes.productId))
      .where(eq(organisationPrices.organisationId, id))
      .orderBy(asc(products.catalogNumber), asc(productSizes.sort), asc(productSizes.id)),
  ]);
  const { createdAt: _, updatedAt, percentOff, ...fields } = o;
  return {
    ...fields,
    creditCodeChecks: creditCodeCheckHolds(o.creditCode),
    addresses: o.addresses.map((a) => ({ label: a.label ?? '', recipient: a.recipient, phone: a.phone, region: a.region, street: a.street, postcode: a.postcode ?? '' })),
    members: members.map((m) => ({ ...m, limitCny: amount(m.limitCny) })),
    percentOff: Number(percentOff),
    fixedPrices: fixed.map((f) => ({ ...f, listPriceCny: amount(f.listPriceCny), priceCny: Number(f.priceCny) })),
    updatedAt: updatedAt.toISOString(),
  };
}

/** The sizes among `ids` that exist (a price list may name only those). */
export async function existingSizes(db: Db, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  return new Set((await db.select({ id: productSizes.id }).from(productSizes).where(inArray(productSizes.id, ids))).map((r) => r.id));
}
