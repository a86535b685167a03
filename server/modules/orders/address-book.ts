import { and, asc, eq } from 'drizzle-orm';
import type { Address, SavedAddress } from '../../../src/contracts/checkout.ts';
import type { Db } from '../../db/client.ts';
import { addresses } from '../../db/schema/index.ts';

/** The customer's address book: at most this many addresses (the oldest stay; a new one past it is not kept). */
export const MAX_ADDRESSES = 20;

const columns = { id: addresses.id, recipient: addresses.recipient, phone: addresses.phone, company: addresses.company, region: addresses.region, street: addresses.street, postcode: addresses.postcode };

export function addressesOf(db: Db, userId: number): Promise<SavedAddress[]> {
  return db.select(columns).from(addresses).where(eq(addresses.userId, userId)).orderBy(asc(addresses.id));
}

const same = (a: Address, b: Address) => (['recipient', 'phone', 'company', 'region', 'street', 'postcode'] as const).every((k) => a[k] === b[k]);

/** Keeps an address unless the book holds it already or is full; answers its id, or null when not kept. */
export async function saveAddress(db: Db, now: Date, userId: number, address: Address): Promise<number | null> {
  const book = await addressesOf(db, userId);
  const found = book.find((a) => same(a, address));
  if (found) return found.id;
  if (book.length >= MAX_ADDRESSES) return null;
  const [row] = await db.insert(addresses).values({ ...address, userId, createdAt: now }).returning({ id: addresses.id });
  return row!.id;
}

/** Removes one of the user's addresses; false when it is not theirs. */
export async function deleteAddress(db: Db, userId: number, id: number): Promise<boolean> {
  const rows = await db.delete(addresses).where(and(eq(addresses.id, id), eq(addresses.userId, userId))).returning({ id: addresses.id });
  return rows.length === 1;
}
