import { inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { orderListQuerySchema } from '../../../src/contracts/admin/order-flow.ts';
import { translate } from '../../../src/i18n/create.ts';
import type { Db } from '../../db/client.ts';
import { orderLines, orders } from '../../db/schema/index.ts';
import { workbookOf } from '../catalogue-admin/sheet-files.ts';
import { findOrders } from './orders.queries.ts';

/** The export's columns, in order; each header reads "English / 中文", as the catalogue sheet's do. */
const columns = ['orderNumber', 'createdAt', 'status', 'customer', 'email', 'company', 'total', 'lines', 'poNumber', 'invoice', 'carrier', 'trackingNumber', 'shippedOn'] as const;

const header = () => columns.map((c) => `${translate('en', `admin:orders.sheet.${c}`)} / ${translate('zh', `admin:orders.sheet.${c}`)}`);

/** Check-out time as Beijing wall-clock time (the office's), `YYYY-MM-DD HH:mm`. */
const beijing = (iso: string) => new Date(Date.parse(iso) + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');

/**
 * The staff order list as an XLSX workbook: one row per order, filtered as the list is, with its lines as
 * "catalog number size × count" text, the PO number, the fapiao request and the shipping.
 */
export async function ordersWorkbook(db: Db, filters: z.output<typeof orderListQuerySchema>): Promise<Buffer> {
  const list = await findOrders(db, filters);
  const ids = list.map((o) => o.id);
  const details = ids.length ? await db.select().from(orders).where(inArray(orders.id, ids)) : [];
  const lines = ids.length ? await db.select().from(orderLines).where(inArray(orderLines.orderId, ids)).orderBy(orderLines.id) : [];
  const byId = new Map(details.map((d) => [d.id, d]));
  const status = (s: string) => `${translate('en', `admin:orders.status.${s}`)} / ${translate('zh', `admin:orders.status.${s}`)}`;
  const rows = list.map((o) => {
    const d = byId.get(o.id)!;
    const inv = d.invoice;
    const invoice = !inv || inv.kind === 'none' ? '' : inv.kind === 'personal' ? `personal · ${inv.title}` : `${inv.invoiceType} · ${inv.title} · ${inv.taxId}`;
    const items = lines.filter((l) => l.orderId === o.id).map((l) => `${l.catalogNumber} ${l.size} × ${l.count}`);
    return [o.orderNumber, beijing(o.createdAt), status(o.status), o.customer.name, o.customer.email, o.customer.company, o.totalText, items.join('; '), d.poNumber, invoice, d.carrier ?? '', d.trackingNumber ?? '', d.shippedOn ?? ''];
  });
  return workbookOf('Orders', header(), rows);
}
