import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { HttpError } from '../../http/errors.ts';
import { idPath } from '../../http/query-params.ts';
import { requestLang } from '../../http/request-lang.ts';
import { ok } from '../../http/respond.ts';
import { addToCartSchema, changeCountSchema, idListSchema, settleSchema } from '../../../src/contracts/cart.ts';
import { requireUser } from '../account/current-user.ts';
import { addToCart, cartCount, deleteLines, setCount, wholeCart } from './cart.queries.ts';
import { ordersOf, settleCart } from './order.queries.ts';
import { fieldError, readBody, readParams, readQuery } from '../../http/validate.ts';

/** Spec: size=-1 asks for the whole cart (the only page size the cart has). */
const cartQuery = z.object({ size: z.coerce.number().int().min(-1).max(1000).optional() });

/** The line id of the path: another user's line is simply not found (404). */
const lineId = (c: Context) => readParams(c, idPath).id;

/**
 * The cart and orders: login required. Every query is scoped to the token's user, so another
 * user's line or order is simply not found.
 */
export function cartRoutes(deps: AppDeps) {
  const { db, now } = deps;
  return new Hono()
    .get('/order', async (c) => {
      const user = await requireUser(deps, c);
      readQuery(c, cartQuery);
      return ok(c, await wholeCart(db, requestLang(c), deps.region(c), user.userId));
    })
    .get('/order/count', async (c) => {
      const user = await requireUser(deps, c);
      return ok(c, await cartCount(db, user.userId));
    })
    .get('/order/list', async (c) => {
      const user = await requireUser(deps, c);
      return ok(c, await ordersOf(db, deps.region(c), user.userId));
    })
    .post('/order', async (c) => {
      const user = await requireUser(deps, c);
      const { sizeId, count } = await readBody(c, addToCartSchema);
      if (!(await addToCart(db, now(), user.userId, sizeId, count))) throw new HttpError('E0404');
      return ok(c, true);
    })
    .put('/order/clear', async (c) => {
      const user = await requireUser(deps, c);
      const { settlementKey } = await readBody(c, settleSchema);
      const result = await settleCart(db, now(), requestLang(c), deps.region(c), user.userId, settlementKey);
      if (result.status === 'empty') throw fieldError(c, 'cart', 'account:cart.empty');
      return ok(c, { orderId: result.orderId, orderNumber: result.orderNumber, repeated: result.status === 'existing' });
    })
    .delete('/order/batch', async (c) => {
      const user = await requireUser(deps, c);
      const { idList } = readQuery(c, idListSchema);
      const deleted = await deleteLines(db, user.userId, idList);
      if (deleted === 0) throw new HttpError('E0404');
      return ok(c, { deleted });
    })
    .put('/order/:id', async (c) => {
      const user = await requireUser(deps, c);
      const id = lineId(c);
      const { count } = await readBody(c, changeCountSchema);
      if (!(await setCount(db, now(), user.userId, id, count))) throw new HttpError('E0404');
      return ok(c, true);
    })
    .delete('/order/:id', async (c) => {
      const user = await requireUser(deps, c);
      if ((await deleteLines(db, user.userId, [lineId(c)])) === 0) throw new HttpError('E0404');
      return ok(c, true);
    });
}
