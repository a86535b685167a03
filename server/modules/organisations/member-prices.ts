import { eq } from 'drizzle-orm';
import { memberPriceCny, type PriceList } from '../../../src/contracts/organisation.ts';
import type { Db } from '../../db/client.ts';
import { organisationMembers, organisationPrices, organisations } from '../../db/schema/index.ts';

/**
 * The price list of the organisation `userId` belongs to, or null for a customer of no organisation. Every channel
 * that prices for a customer (the storefront's sizes, the cart and check-out, PunchOut transfers, quotes) reads it here
 * and prices with `memberPrice`, so one rule holds everywhere.
 */
export async function priceListOfUser(db: Pick<Db, 'select'>, userId: number): Promise<PriceList | null> {
  const [member] = await db
    .select({ organisationId: organisations.id, percentOff: organisations.percentOff })
    .from(organisationMembers)
    .innerJoin(organisations, eq(organisations.id, organisationMembers.organisationId))
    .where(eq(organisationMembers.userId, userId));
  if (!member) return null;
  return priceListOf(db, member.organisationId, member.percentOff);
}

/** An organisation's price list: its percentage off and its fixed prices of sizes. */
async function priceListOf(db: Pick<Db, 'select'>, organisationId: number, percentOff: string): Promise<PriceList> {
  const fixed = await db.select({ sizeId: organisationPrices.sizeId, priceCny: organisationPrices.priceCny }).from(organisationPrices).where(eq(organisationPrices.organisationId, organisationId));
  return { percentOff: Number(percentOff), fixed: new Map(fixed.map((f) => [f.sizeId, Number(f.priceCny)])) };
}

/** The price list of organisation `id`; null when there is none. */
export async function priceListOfOrganisation(db: Pick<Db, 'select'>, id: number): Promise<PriceList | null> {
  const [o] = await db.select({ percentOff: organisations.percentOff }).from(organisations).where(eq(organisations.id, id));
  return o ? priceListOf(db, id, o.percentOff) : null;
}

/** A size's price for a member as numeric text with two decimals ("1120.00", as the catalogue stores it), or null (inquiry). */
export function memberPrice(listPriceCny: string | null, sizeId: number, list: PriceList | null): string | null {
  const price = memberPriceCny(listPriceCny, sizeId, list);
  return price === null ? null : price.toFixed(2);
}
