import { orderListQuerySchema, orderPathSchema, orderTransitionSchema } from '../../../src/contracts/admin/order-flow.ts';
import { translate } from '../../../src/i18n/create.ts';
import type { AppDeps } from '../../deps.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { requestLang } from '../../http/request-lang.ts';
import { ok } from '../../http/respond.ts';
import { readBody, readParams, readQuery } from '../../http/validate.ts';
import { sendStored } from '../../mail/outbox.ts';
import { permitted, type AdminContext, type AdminRoute } from '../../http/staff/admin-route.ts';
import { actorOf } from '../../http/staff/actor.ts';
import { moveOrder, OrderMoveRefused } from './orders.changes.ts';
import { adminOrderDetail, findOrders } from './orders.queries.ts';
import { ordersWorkbook } from './orders-sheet.ts';

/**
 * Orders in the back office (permission `orders`): the list with its filters, an order's lines, shipping and
 * timeline, the list as an XLSX workbook, and the audited moves along the order flow, each e-mailing the customer.
 */
export function ordersAdminRoutes(deps: AppDeps): AdminRoute[] {
  const { db } = deps;

  async function detail(c: AdminContext) {
    const { id } = readParams(c, orderPathSchema);
    const order = await adminOrderDetail(db, id);
    if (!order) throw notFound();
    return order;
  }

  return permitted('orders', {
    'GET /orders': async (c) => ok(c, await findOrders(db, readQuery(c, orderListQuerySchema))),
    // Before `/orders/:id`: routes match in the order listed.
    'GET /orders/export': async (c) => {
      const bytes = await ordersWorkbook(db, readQuery(c, orderListQuerySchema));
      const disposition = `attachment; filename="orders-${deps.now().toISOString().slice(0, 10)}.xlsx"`;
      return c.body(new Uint8Array(bytes), 200, { 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'content-disposition': disposition });
    },
    'GET /orders/:id': async (c) => ok(c, await detail(c)),
    'POST /orders/:id/transition': async (c) => {
      const { id } = readParams(c, orderPathSchema);
      const move = await readBody(c, orderTransitionSchema);
      try {
        const { outboxId } = await moveOrder(deps, actorOf(deps, c), id, move);
        // The mail goes out after the commit; the answer does not wait for the mail server.
        void sendStored(deps, outboxId);
      } catch (err) {
        if (!(err instanceof OrderMoveRefused)) throw err;
        const lang = requestLang(c);
        const status = (s: string) => translate(lang, `account:orders.status.${s}`);
        throw new HttpError('E0409', [{ field: 'to', message: translate(lang, 'admin:orders.refused', { from: status(err.from), to: status(err.to) }) }]);
      }
      return ok(c, await detail(c));
    },
  });
}
