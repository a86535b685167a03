import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { orders, outbox, quoteLines, quotes } from '../../db/schema/index.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { adminSession, type AdminKit } from '../admin/admin.test-kit.ts';
import { organisationWithMembers } from './organisations.test-kit.ts';

const SHIP_TO = { recipient: 'Li Ming', phone: '13812345678', company: 'EBU', region: '上海市 徐汇区', street: '华山路 1954 号', postcode: '200030' };

describeEachDatabase('organisation approval: a buyer\'s order above their limit waits for an approver; PO numbers when required', (database) => {
  const db = () => database().db;
  let k: AdminKit;
  let staff: string;
  let org: Awaited<ReturnType<typeof organisationWithMembers>>;
  const mailsTo = (email: string) => db().select().from(outbox).where(eq(outbox.recipient, email)).orderBy(desc(outbox.id));
  const checkout = (token: string, body: Record<string, unknown>, lang = 'en') =>
    k.call('POST', '/order/checkout', { token, body: { settlementKey: randomUUID(), shipTo: SHIP_TO, invoice: { kind: 'none' }, ...body }, headers: { 'x-lang': lang } });
  const fill = async (token: string, count: number) => k.call('POST', '/order', { token, body: { sizeId: org.sizes[1]!.id, count } });
  const staffSees = async (id: number) => {
    const list = (await k.call('GET', '/admin/orders?pageSize=200', { token: staff })).body.data.items as { id: number }[];
    const detail = await k.call('GET', `/admin/orders/${id}`, { token: staff });
    expect(list.some((o) => o.id === id)).toBe(detail.status === 200);
    // The customer's page in the back office lists the same orders.
    const customer = (await k.call('GET', `/admin/customers/${org.people.buyer!.userId}`, { token: staff })).body.data;
    expect(customer.orders.some((o: { id: number }) => o.id === id)).toBe(detail.status === 200);
    expect(customer.orderCount).toBe(customer.orders.length);
    return detail.status === 200;
  };

  beforeAll(async () => {
    ({ k, token: staff } = await adminSession(db(), ['owner']));
    // The fixed price of the second size is ¥100.00: two of them (¥200) are above the buyer's ¥150 limit, one is not.
    org = await organisationWithMembers(k, staff, 200, {
      percentOff: 0,
      fixedPrice: 100,
      requirePoNumber: true,
      members: { buyer: { role: 'buyer', limitCny: 150, lang: 'en' }, approver: { role: 'approver', lang: 'zh' }, admin: { role: 'admin', lang: 'en' } },
    });
  });

  it('requires the PO or grant number when the organisation asks for it (400 naming it, in the page language), writing nothing', async () => {
    const { token } = org.people.buyer!;
    await fill(token, 2);
    const missing = await checkout(token, { poNumber: '' }, 'zh');
    expect([missing.status, missing.body.data.fields]).toEqual([400, [{ field: 'poNumber', message: '贵机构要求每个订单填写采购单号或课题/项目编号：请填写' }]]);
    expect((await k.call('GET', '/order?size=-1', { token })).body.data.list).toHaveLength(1);
    // The quick settlement without details is closed to members: it would skip both rules.
    const settle = await k.call('PUT', '/order/clear', { token, body: { settlementKey: randomUUID() } });
    expect([settle.status, settle.body.data?.fields?.[0]?.field]).toEqual([400, 'cart']);
  });

  it("keeps an order above the limit from staff until an approver approves it, e-mailing approvers in the buyer's language", async () => {
    const { token, email } = org.people.buyer!;
    const placed = await checkout(token, { poNumber: 'GRANT-NSFC-32170001' }, 'zh');
    expect(placed.body.data).toMatchObject({ awaitingApproval: true, repeated: false });
    const id = placed.body.data.orderId as number;
    const [row] = await db().select().from(orders).where(eq(orders.id, id));
    expect([row!.status, row!.totalText, row!.poNumber]).toEqual(['awaiting_approval', '¥200.00', 'GRANT-NSFC-32170001']);
    expect(await staffSees(id)).toBe(false);

    const [toApprover] = await mailsTo(org.people.approver!.email);
    expect(toApprover!.subject).toBe(`订单 ${row!.orderNumber} 待您审批`);
    expect(toApprover!.body).toContain('超出其限额 ¥150.00');
    expect(toApprover!.body).toContain('/cn/order-list');
    // The admin was set to English: the mail is still in the buyer's Chinese, the language the order is in.
    const [toAdmin] = await mailsTo(org.people.admin!.email);
    expect(toAdmin!.subject).toBe(`订单 ${row!.orderNumber} 待您审批`);
    expect((await mailsTo(email))[0]!.body).toContain('正在等待贵机构审批人审批');

    // The buyer sees their order waiting and may not decide; the approver sees it with the choice.
    const mine = (await k.call('GET', '/organisation/orders', { token })).body.data;
    expect(mine).toEqual([expect.objectContaining({ id, status: 'awaiting_approval', mayDecide: false, poNumber: 'GRANT-NSFC-32170001' })]);
    expect((await k.call('POST', `/organisation/orders/${id}/approve`, { token, body: {} })).status).toBe(404);
    expect((await k.call('POST', `/organisation/orders/${id}/approve`, { token: await k.customerToken(), body: {} })).status).toBe(404);
    const approver = org.people.approver!.token;
    const theirs = (await k.call('GET', '/organisation/orders', { token: approver })).body.data;
    expect(theirs.find((o: { id: number }) => o.id === id)).toMatchObject({ mayDecide: true, buyer: { email } });

    const approved = await k.call('POST', `/organisation/orders/${id}/approve`, { token: approver, body: { note: '同意，课题经费' } });
    expect(approved.body.data).toEqual({ id, status: 'submitted' });
    expect(await staffSees(id)).toBe(true);
    expect((await k.call('POST', `/organisation/orders/${id}/approve`, { token: approver, body: {} })).status).toBe(409);
    const detail = (await k.call('GET', `/order/detail/${id}`, { token })).body.data;
    expect(detail.events.map((e: { status: string; note: string }) => [e.status, e.note])).toEqual([['awaiting_approval', ''], ['submitted', '同意，课题经费']]);
  });

  it('lets an approver refuse with a note the buyer reads; staff never see it; an order within the limit goes straight on', async () => {
    const { token, email } = org.people.buyer!;
    await fill(token, 3);
    const id = (await checkout(token, { poNumber: 'PO-77' })).body.data.orderId as number;
    const admin = org.people.admin!.token;
    const noNote = await k.call('POST', `/organisation/orders/${id}/refuse`, { token: admin, body: { note: ' ' }, headers: { 'x-lang': 'zh' } });
    expect([noNote.status, noNote.body.data.fields]).toEqual([400, [{ field: 'note', message: '请说明拒绝订单的原因' }]]);
    const refused = await k.call('POST', `/organisation/orders/${id}/refuse`, { token: admin, body: { note: 'Over the lab budget this quarter' } });
    expect(refused.body.data).toEqual({ id, status: 'refused' });
    expect(await staffSees(id)).toBe(false);
    expect((await k.call('GET', '/organisation/orders', { token })).body.data.find((o: { id: number }) => o.id === id)).toMatchObject({ status: 'refused', decisionNote: 'Over the lab budget this quarter' });
    expect((await mailsTo(email))[0]!.body).toContain('Over the lab budget this quarter');

    await fill(token, 1);
    const small = await checkout(token, { poNumber: 'PO-78' });
    expect(small.body.data.awaitingApproval).toBe(false);
    expect(await staffSees(small.body.data.orderId)).toBe(true);
  });

  it("shows an approver and an admin every member's quotes (the PDF too), a buyer only their own; only a quote's own customer accepts it", async () => {
    // Sent quotes as staff send them (the quote flow itself is tested in server/modules/quotes).
    const quoteFor = async (who: string) => {
      const [q] = await db()
        .insert(quotes)
        .values({ quoteNumber: `Q-2026-${who}`, userId: org.people[who]!.userId, lang: 'zh', status: 'sent', validUntil: '2099-12-31', sentAt: new Date() })
        .returning({ id: quotes.id });
      await db().insert(quoteLines).values({ quoteId: q!.id, description: 'IL-2 10 µg', quantity: 1, unitPrice: '830.00' });
      return q!.id;
    };
    const buyers = await quoteFor('buyer');
    const approvers = await quoteFor('approver');
    const list = async (who: string) => ((await k.call('GET', '/account/quotes', { token: org.people[who]!.token })).body.data as { id: number; mine: boolean }[]).map((q) => [q.id, q.mine]);
    expect(await list('buyer')).toEqual([[buyers, true]]);
    expect(await list('approver')).toEqual([[approvers, true], [buyers, false]]);
    expect(await list('admin')).toEqual([[approvers, false], [buyers, false]]);
    expect((await k.call('GET', `/quotes/${buyers}/pdf`, { token: org.people.admin!.token })).status).toBe(200);
    expect((await k.call('GET', `/quotes/${approvers}/pdf`, { token: org.people.buyer!.token })).status).toBe(404);
    // Reading is not accepting: the approver cannot turn the buyer's quote into an order.
    expect((await k.call('POST', `/account/quotes/${buyers}/accept`, { token: org.people.approver!.token })).status).toBe(404);
    expect((await k.call('GET', '/account/quotes', { token: await k.customerToken() })).body.data).toEqual([]);
  });
});
