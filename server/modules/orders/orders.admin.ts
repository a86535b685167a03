import { adminOrderExport, adminOrderGet, adminOrderList, adminOrderMove } from '../../../src/contracts/endpoints/orders-admin.ts';
import { translate } from '../../../src/i18n/create.ts';
import type { AppDeps } from '../../deps.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { route, type Route } from '../../http/endpoint-route.ts';
import { requestLang } from '../../http/request-lang.ts';
import { sendStored } from '../../mail/outbox.ts';
import { actorOf } from '../../http/staff/actor.ts';
import { moveOrder, OrderMoveRefused } from './orders.changes.ts';
import { adminOrderDetail, orderPage } from './orders.queries.ts';
import { ordersWorkbook } from './orders-sheet.ts';

/**
 * Orders in the back office (permission `orders`): the list with its filters, an order's lines, shipping and
 * timeline, the list as an XLSX workbook, and the audited moves along the order flow, each e-mailing the customer.
 */
export function ordersAdminRoutes(deps: AppDeps): Route[] {
  const { db } = deps;

  async function detail(id: number) {
    const order = await adminOrderDetail(db, id);
    if (!order) throw notFound();
    return order;
  }

  return [
    route(adminOrderList, (_c, { query }) => orderPage(db, query)),
    // Before `/orders/:id`: routes match in the order listed.
    route(adminOrderExport, async (c, { query }) => {
      const bytes = await ordersWorkbook(db, query);
      const disposition = `attachment; filename="orders-${deps.now().toISOString().slice(0, 10)}.xlsx"`;
      return c.body(new Uint8Array(bytes), 200, { 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'content-disposition': disposition });
    }),
    route(adminOrderGet, (_c, { params: { id } }) => detail(id)),
    route(adminOrderMove, async (c, { params: { id }, body: move }) => {
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
      return detail(id);
    }),
  ];
}
