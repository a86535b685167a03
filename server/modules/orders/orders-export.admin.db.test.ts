import { randomUUID } from 'node:crypto';
import { isNotNull } from 'drizzle-orm';
import { readSheet } from 'read-excel-file/node';
import { beforeAll, expect, it } from 'vitest';
import { productSizes } from '../../db/schema/index.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { adminKit } from '../admin/admin.test-kit.ts';

describeEachDatabase('staff order list as an XLSX workbook', (database) => {
  let k: ReturnType<typeof adminKit>;
  let sales: { token: string };
  const db = () => database().db;

  beforeAll(async () => {
    k = adminKit(db());
    sales = await k.newStaff(['sales']);
  });

  it('exports the filtered orders, one row per order, read back by a spreadsheet reader', async () => {
    const token = await k.customerToken();
    const [size] = await db().select().from(productSizes).where(isNotNull(productSizes.priceCny)).limit(1);
    await k.call('POST', '/order', { token, body: { sizeId: size!.id, count: 3 } });
    const shipTo = { recipient: 'Li Ming', phone: '13812345678', region: 'Shanghai', street: '138 Yixueyuan Rd' };
    const invoice = { kind: 'company', title: '复旦大学', taxId: '12100000425006117P', invoiceType: 'general', email: 'f@example.cn' };
    const done = await k.call('POST', '/order/checkout', { token, body: { settlementKey: randomUUID(), shipTo, invoice, poNumber: 'PO-77' } });
    const orderId = done.body.data.orderId as number;
    const customer = (await k.call('GET', `/admin/orders/${orderId}`, { token: sales.token })).body.data.customer.email as string;
    await k.call('POST', `/admin/orders/${orderId}/transition`, { token: sales.token, body: { to: 'confirmed' } });

    const res = await k.call('GET', `/admin/orders/export?customer=${encodeURIComponent(customer)}`, { token: sales.token });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.xlsx"$/);
    const rows = await readSheet(Buffer.from(res.body.data as Uint8Array));
    expect(rows[0]).toEqual(expect.arrayContaining(['Order number / 订单号', 'Status / 状态', 'Tracking number / 运单号']));
    expect(rows).toHaveLength(2);
    const row = Object.fromEntries((rows[0] as string[]).map((h, i) => [h.split(' / ')[0], rows[1]![i]]));
    expect(row).toMatchObject({ 'Order number': done.body.data.orderNumber, Status: 'Confirmed / 已确认', 'E-mail': customer, 'PO number': 'PO-77', Fapiao: 'general · 复旦大学 · 12100000425006117P' });
    expect(row.Lines).toMatch(/ × 3$/);

    expect((await k.call('GET', '/admin/orders/export?status=lost', { token: sales.token })).status).toBe(400);
    const catalogue = await k.newStaff(['catalogue']);
    expect((await k.call('GET', '/admin/orders/export', { token: catalogue.token })).status).toBe(403);
  });
});
