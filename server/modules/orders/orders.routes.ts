import { myOrderGet, myOrderReorder } from '../../../src/contracts/endpoints/customer-orders.ts';
import { INQUIRY } from '../../../src/contracts/price.ts';
import type { AppDeps } from '../../deps.ts';
import { notFound } from '../../http/errors.ts';
import { route, type Route } from '../../http/endpoint-route.ts';
import { requireUser } from '../account/current-user.ts';
import { addToCart } from '../cart/cart.queries.ts';
import { checkoutDetailsOf, linesOf, ownOrder, shippingOf, timelineOf } from './orders.queries.ts';

/**
 * A customer's own order: its page (lines, shipping, timeline) and re-order. Login required (the endpoints are `customer`); every
 * query is scoped to the token's user, so another customer's order is simply not found (404).
 */
export function customerOrderRoutes(deps: AppDeps): Route[] {
  const { db } = deps;
  return [
    route(myOrderGet, async (c, { params: { id } }) => {
      const user = await requireUser(deps, c);
      const order = await ownOrder(db, user.userId, id);
      if (!order) throw notFound();
      // Outside China amounts read inquiry, as in the order list.
      const hide = (p: string) => (deps.region(c) === 'intl' ? INQUIRY : p);
      const lines = (await linesOf(db, id)).map(({ sizeId: _, ...l }) => ({ ...l, price: hide(l.price), subtotal: hide(l.subtotal) }));
      return {
        id: order.id,
        orderNumber: order.orderNumber,
        createdAt: order.createdAt.toISOString(),
        status: order.status,
        totalText: hide(order.totalText),
        lines,
        ...checkoutDetailsOf(order),
        shipping: shippingOf(order),
        events: await timelineOf(db, id, false),
      };
    }),
    route(myOrderReorder, async (c, { params: { id } }) => {
      const user = await requireUser(deps, c);
      const order = await ownOrder(db, user.userId, id);
      if (!order) throw notFound();
      // The lines go back by size: the cart prices them as of today, not at the order's old prices. A quote's
      // free-text line (custom work, shipping) has no size to put back: it is asked for again.
      let added = 0;
      for (const line of await linesOf(db, id)) if (line.sizeId && (await addToCart(db, deps.now(), user.userId, line.sizeId, line.count))) added++;
      return { added };
    }),
  ];
}
