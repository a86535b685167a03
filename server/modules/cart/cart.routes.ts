import type { Context } from 'hono';
import type { AppDeps } from '../../deps.ts';
import { route, type Route } from '../../http/endpoint-route.ts';
import { HttpError } from '../../http/errors.ts';
import { requestLang } from '../../http/request-lang.ts';
import { cartAdd, cartDeleteBatch, cartGet, cartLineCount, cartLineDelete, cartSettle, cartTotal, orderList, quickOrder } from '../../../src/contracts/endpoints/cart.ts';
import { requireUser } from '../account/current-user.ts';
import { addToCart, cartCount, deleteLines, setCount, wholeCart } from './cart.queries.ts';
import { matchQuickLines } from './quick-order.queries.ts';
import { ordersOf, settleCart } from './order.queries.ts';
import { fieldError } from '../../http/validate.ts';
import { membershipOf } from '../organisations/membership.ts';

/**
 * The cart and orders: login required (declared `customer`, checked before the input is read). Every query
 * is scoped to the token's user, so another user's line or order is simply not found.
 */
export function cartRoutes(deps: AppDeps): Route[] {
  const { db, now } = deps;
  const userOf = async (c: Context) => (await requireUser(deps, c)).userId;
  return [
    // The query's `size` (the spec's -1: the whole cart) is checked; the cart is always answered whole.
    route(cartGet, async (c) => wholeCart(db, requestLang(c), deps.region(c), await userOf(c))),
    route(cartTotal, async (c) => cartCount(db, await userOf(c))),
    route(orderList, async (c) => ordersOf(db, deps.region(c), await userOf(c))),
    route(cartAdd, async (c, { body: { sizeId, count } }) => {
      if (!(await addToCart(db, now(), await userOf(c), sizeId, count))) throw new HttpError('E0404');
      return true as const;
    }),
    route(quickOrder, async (c, { body: { lines, add } }) => {
      const userId = await userOf(c);
      const { matched, unmatched } = await matchQuickLines(db, requestLang(c), deps.region(c), lines);
      // The matched lines go in together or not at all.
      if (add && matched.length) await db.transaction(async (tx) => { for (const m of matched) await addToCart(tx as unknown as typeof db, now(), userId, m.sizeId, m.quantity); });
      return { matched, unmatched, added: add ? matched.length : 0 };
    }),
    route(cartSettle, async (c, { body: { settlementKey } }) => {
      const userId = await userOf(c);
      // Members of an organisation check out with details (PO number, approval above a limit): POST /order/checkout.
      if (await membershipOf(db, userId)) throw fieldError(c, 'cart', 'organisation:useCheckout');
      const result = await settleCart(db, now(), requestLang(c), deps.region(c), userId, settlementKey);
      if (result.status === 'empty') throw fieldError(c, 'cart', 'account:cart.empty');
      return { orderId: result.orderId, orderNumber: result.orderNumber, repeated: result.status === 'existing' };
    }),
    route(cartDeleteBatch, async (c, { query: { idList } }) => {
      const deleted = await deleteLines(db, await userOf(c), idList);
      if (deleted === 0) throw new HttpError('E0404');
      return { deleted };
    }),
    route(cartLineCount, async (c, { params: { id }, body: { count } }) => {
      if (!(await setCount(db, now(), await userOf(c), id, count))) throw new HttpError('E0404');
      return true as const;
    }),
    route(cartLineDelete, async (c, { params: { id } }) => {
      if ((await deleteLines(db, await userOf(c), [id])) === 0) throw new HttpError('E0404');
      return true as const;
    }),
  ];
}
