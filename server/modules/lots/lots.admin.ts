import { and, eq } from 'drizzle-orm';
import { adminLotImport, adminLotList, adminLotRecall, adminLotRecallCsv, adminLotRelease, adminOrderShipLines, adminOrderShipment } from '../../../src/contracts/endpoints/lots-admin.ts';
import { beijingDate } from '../../../src/contracts/beijing-date.ts';
import { translate } from '../../../src/i18n/create.ts';
import type { AppDeps } from '../../deps.ts';
import { lots, orders, products } from '../../db/schema/index.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { route, type Route } from '../../http/endpoint-route.ts';
import { requestLang } from '../../http/request-lang.ts';
import { actorOf } from '../../http/staff/actor.ts';
import { withAudit } from '../audit/with-audit.ts';
import { csvOf } from '../catalogue-admin/sheet-files.ts';
import { uploadedBytes, uploadedTable } from '../catalogue-admin/sheet-upload.ts';
import { importLotSheet } from './lot-sheet-import.ts';
import { recordShipment } from './lots.changes.ts';
import { releaseLot } from './lots.changes.ts';
import { lotRecall, productLots, shipLinesOf } from './lots.queries.ts';

/**
 * Lots in the back office: a product's lots and their release (permission `catalogue`); the ship step's lines
 * with the lots offered, a further parcel of a shipped order, and the recall list of a lot (permission `orders`).
 */
export function lotsAdminRoutes(deps: AppDeps): Route[] {
  const { db } = deps;
  // Lots expire by the calendar of the business, Beijing's (a lot expiring today is not offered from 00:00 Beijing time).
  const today = () => beijingDate(deps.now());
  const productOf = async (catalogNumber: string) => {
    const [p] = await db.select({ id: products.id, catalogNumber: products.catalogNumber }).from(products).where(eq(products.catalogNumber, catalogNumber));
    if (!p) throw notFound();
    return p;
  };
  // A lot never released of that product is not on file (404), unlike a released lot no order got (an empty list).
  const lotOr404 = async (catalogNumber: string, lot: string) => {
    const [found] = await db.select({ id: lots.id }).from(lots).innerJoin(products, eq(products.id, lots.productId)).where(and(eq(products.catalogNumber, catalogNumber), eq(lots.lotNumber, lot))).limit(1);
    if (!found) throw notFound();
  };
  const orderExists = async (id: number) => {
    const [o] = await db.select({ id: orders.id }).from(orders).where(eq(orders.id, id));
    if (!o) throw notFound();
  };

  return [
    route(adminLotList, async (_c, { params }) => productLots(db, (await productOf(params.catalogNumber)).id)),
    route(adminLotRelease, async (c, { params, body }) => {
      const product = await productOf(params.catalogNumber);
      await releaseLot(deps, actorOf(deps, c), product, body);
      return productLots(db, product.id);
    }),
    route(adminLotImport, async (c, { query: { dryRun } }) => {
      const table = await uploadedTable(c, (await uploadedBytes(c)).bytes);
      return importLotSheet(deps, actorOf(deps, c), { lang: requestLang(c), table, dryRun: dryRun === '1' });
    }),
    route(adminOrderShipLines, async (_c, { params: { id } }) => {
      await orderExists(id);
      return shipLinesOf(db, id, today());
    }),
    route(adminOrderShipment, async (c, { params: { id }, body }) => {
      const actor = actorOf(deps, c);
      await withAudit(deps, actor, { entity: 'order', key: String(id), action: 'ship' }, async (tx) => {
        const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
        if (!order) throw notFound();
        if (order.status !== 'shipped') throw new HttpError('E0409', [{ field: 'status', message: translate(requestLang(c), 'admin:lots.notShipped') }]);
        const lines = await recordShipment(tx, id, actor.staffId, body, 'lines');
        const { lines: _, ...parcel } = body;
        return { before: null, after: { ...parcel, lots: lines }, result: null };
      });
      return shipLinesOf(db, id, today());
    }),
    route(adminLotRecall, async (_c, { params }) => {
      await lotOr404(params.catalogNumber, params.lot);
      return lotRecall(db, params.catalogNumber, params.lot);
    }),
    route(adminLotRecallCsv, async (c, { params }) => {
      await lotOr404(params.catalogNumber, params.lot);
      const recall = await lotRecall(db, params.catalogNumber, params.lot);
      const header = ['Order / 订单', 'Checked out (UTC) / 下单时间', 'Customer / 客户', 'E-mail / 邮箱', 'Company / 单位', 'Size / 规格', 'Units / 数量'];
      const rows = recall.orders.map((o) => [o.orderNumber, o.createdAt.slice(0, 19).replace('T', ' '), o.customer.name, o.customer.email, o.customer.company, o.size, String(o.quantity)]);
      const disposition = `attachment; filename="recall-${recall.catalogNumber}-${recall.lotNumber}.csv"`;
      return c.body(csvOf(header, rows), 200, { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': disposition });
    }),
  ];
}
