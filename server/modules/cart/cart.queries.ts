import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cartItems, products, productSizes } from '../../db/schema/index.ts';
import type { Region } from '../../geo/region.ts';
import { cartTotals, lineSubtotal, type Cart, type CartLine } from '../../../src/contracts/cart.ts';
import type { Lang } from '../../../src/contracts/lang.ts';
import { priceText } from '../catalogue/product-price.ts';
import { productShown } from '../catalogue/product.queries.ts';
import { picturesOf } from '../product-pictures/picture.queries.ts';
import { memberPrice, priceListOfUser } from '../organisations/member-prices.ts';

/**
 * The user's cart lines, priced for the visitor's region (outside China every price is inquiry) and, for a member of
 * an organisation, by its price list: the cart, check-out and its totals all read their prices here.
 */
export async function cartLines(db: Db, lang: Lang, region: Region, userId: number): Promise<CartLine[]> {
  const rows = await db
    .select({
      id: cartItems.id,
      productId: cartItems.productId,
      sizeId: cartItems.sizeId,
      count: cartItems.count,
      catalogNumber: products.catalogNumber,
      nameEn: products.nameEn,
      nameZh: products.nameZh,
      size: productSizes.size,
      priceCny: productSizes.priceCny,
    })
    .from(cartItems)
    .innerJoin(productSizes, eq(productSizes.id, cartItems.sizeId))
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.id));
  const [pictures, list] = await Promise.all([picturesOf(db, [...new Set(rows.map((r) => r.productId))]), priceListOfUser(db, userId)]);
  return rows.map((r) => {
    const price = priceText(memberPrice(r.priceCny, r.sizeId, list), region);
    return {
      id: r.id,
      productId: r.productId,
      sizeId: r.sizeId,
      catalogNumber: r.catalogNumber,
      productName: lang === 'zh' ? r.nameZh : r.nameEn,
      size: r.size,
      count: r.count,
      price,
      subtotal: lineSubtotal(price, r.count),
      // The line's product was joined above, so picturesOf read it too.
      picture: pictures.get(r.productId)!,
    };
  });
}

export async function wholeCart(db: Db, lang: Lang, region: Region, userId: number): Promise<Cart> {
  const list = await cartLines(db, lang, region, userId);
  return { list, ...cartTotals(list) };
}

/** Adds a size (or adds to its count) in one upsert; false when the size does not exist or its product is hidden. */
export async function addToCart(db: Db, now: Date, userId: number, sizeId: number, count: number): Promise<boolean> {
  const [size] = await db
    .select({ productId: productSizes.productId })
    .from(productSizes)
    .innerJoin(products, eq(products.id, productSizes.productId))
    .where(and(eq(productSizes.id, sizeId), productShown));
  if (!size) return false;
  await db
    .insert(cartItems)
    .values({ userId, productId: size.productId, sizeId, count, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [cartItems.userId, cartItems.sizeId],
      set: { count: sql`least(${cartItems.count} + excluded.count, 9999)`, updatedAt: now },
    });
  return true;
}

/** Sets a line's count in one UPDATE limited to the owner; false when the line is not the user's. */
export async function setCount(db: Db, now: Date, userId: number, id: number, count: number): Promise<boolean> {
  const rows = await db
    .update(cartItems)
    .set({ count, updatedAt: now })
    .where(and(eq(cartItems.id, id), eq(cartItems.userId, userId)))
    .returning({ id: cartItems.id });
  return rows.length === 1;
}

/** Deletes the user's lines among `ids`; returns how many went. */
export async function deleteLines(db: Db, userId: number, ids: number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await db
    .delete(cartItems)
    .where(and(eq(cartItems.userId, userId), inArray(cartItems.id, ids)))
    .returning({ id: cartItems.id });
  return rows.length;
}

export async function cartCount(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ n: sql<number>`coalesce(sum(${cartItems.count}), 0)::int` }).from(cartItems).where(eq(cartItems.userId, userId));
  return Number(row?.n ?? 0);
}
