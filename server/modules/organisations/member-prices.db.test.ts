import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { orderLines, orders, quoteLines } from '../../db/schema/index.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { adminSession, type AdminKit } from '../admin/admin.test-kit.ts';
import { at, childrenNamed, readXml, textOf } from '../procurement/strict-xml.ts';
import { BUYER, orderRequestFrom, postOrder, postSetup, RETURN_ORIGIN, setupRequest } from '../procurement/punchout.test-kit.ts';
import { organisationWithMembers } from './organisations.test-kit.ts';

const SHIP_TO = { recipient: 'Li Ming', phone: '13812345678', company: 'EBU', region: '上海市 徐汇区', street: '华山路 1954 号', postcode: '200030' };
const yuan = (n: number) => `¥${n.toFixed(2)}`;

describeEachDatabase('an organisation\'s price list: one rule on the storefront, in the cart and check-out, in PunchOut and in quotes', (database) => {
  const db = () => database().db;
  let k: AdminKit;
  let staff: string;
  let org: Awaited<ReturnType<typeof organisationWithMembers>>;
  // Size a at 12.5 % off its list price; size b at its fixed price.
  let expectedA: number;
  const FIXED = 99.9;

  beforeAll(async () => {
    ({ k, token: staff } = await adminSession(db(), ['owner']));
    org = await organisationWithMembers(k, staff, 100, { percentOff: 12.5, fixedPrice: FIXED, members: { buyer: { role: 'buyer' } } });
    expectedA = Math.round(Math.round(Number(org.sizes[0]!.priceCny) * 100) * 0.875) / 100;
  });

  it('prices the product page\'s sizes and the cart for a member, in both languages; others keep list prices', async () => {
    const [a, b] = org.sizes;
    const { token } = org.people.buyer!;
    const prices = await k.call('GET', `/organisation/prices?sizeIds=${a!.id},${b!.id}`, { token });
    expect(prices.body.data).toEqual([
      { sizeId: a!.id, price: yuan(expectedA) },
      { sizeId: b!.id, price: yuan(FIXED) },
    ]);
    expect((await k.call('GET', `/organisation/prices?sizeIds=${a!.id}`, { token: await k.customerToken() })).body.data).toEqual([]);
    // Outside mainland China a member's price is inquiry too, decided on the server.
    expect((await k.call('GET', `/organisation/prices?sizeIds=${a!.id}`, { token, headers: { 'x-forwarded-for': '8.8.8.8' } })).body.data).toEqual([{ sizeId: a!.id, price: 'inquiry' }]);
    expect((await k.call('GET', '/organisation/prices?sizeIds=1;2', { token })).status).toBe(400);

    await k.call('POST', '/order', { token, body: { sizeId: a!.id, count: 2 } });
    await k.call('POST', '/order', { token, body: { sizeId: b!.id, count: 1 } });
    for (const lang of ['en', 'zh']) {
      const cart = (await k.call('GET', '/order?size=-1', { token, headers: { 'x-lang': lang } })).body.data;
      expect(cart.list.map((l: { price: string; subtotal: string }) => [l.price, l.subtotal])).toEqual([
        [yuan(expectedA), yuan(expectedA * 2)],
        [yuan(FIXED), yuan(FIXED)],
      ]);
      expect(cart.priceTotal).toBeCloseTo(expectedA * 2 + FIXED, 2);
    }
  });

  it('places the check-out order at the member\'s prices, and the confirmation says its total in the check-out language', async () => {
    const { token, email } = org.people.buyer!;
    const res = await k.call('POST', '/order/checkout', { token, body: { settlementKey: randomUUID(), shipTo: SHIP_TO, invoice: { kind: 'none' } }, headers: { 'x-lang': 'zh' } });
    expect(res.status).toBe(200);
    const [order] = await db().select().from(orders).where(eq(orders.id, res.body.data.orderId));
    expect(order!.totalText).toBe(yuan(expectedA * 2 + FIXED));
    const lines = await db().select().from(orderLines).where(eq(orderLines.orderId, order!.id));
    expect(lines.map((l) => l.price)).toEqual([yuan(expectedA), yuan(FIXED)]);
    const mail = (await k.call('GET', `/order/detail/${order!.id}`, { token })).body.data;
    expect(mail.totalText).toBe(yuan(expectedA * 2 + FIXED));
    expect(email).toContain('@');
  });

  it('prices a quote\'s size lines left without a price at the customer\'s price; a size on inquiry needs one (400)', async () => {
    const [a, b] = org.sizes;
    const { userId } = org.people.buyer!;
    const made = await k.call('POST', '/admin/quotes', { token: staff, body: { userId, validUntil: '2026-12-31', lines: [{ sizeId: a!.id, quantity: 1 }, { sizeId: b!.id, quantity: 2, unitPrice: '' }, { sizeId: a!.id, quantity: 1, unitPrice: '50.00' }] } });
    expect(made.status).toBe(200);
    const rows = await db().select().from(quoteLines).where(eq(quoteLines.quoteId, made.body.data.id)).orderBy(quoteLines.id);
    expect(rows.map((r) => Number(r.unitPrice))).toEqual([expectedA, FIXED, 50]);
    const freeText = await k.call('POST', '/admin/quotes', { token: staff, body: { userId, validUntil: '2026-12-31', lines: [{ quantity: 1, description: 'Shipping', unit: 'shipment' }] }, headers: { 'x-lang': 'zh' } });
    expect([freeText.status, freeText.body.data.fields[0].field]).toEqual([400, 'lines.0.unitPrice']);
  });

  it('makes a connection\'s buyers buyers of its organisation, transfers their carts at its prices and takes their purchase orders at those prices only', async () => {
    const connection = { name: 'EBU Jaggaer', protocol: 'cxml', organisation: 'Eastern Biology University', fromDomain: BUYER.domain, fromIdentity: BUYER.identity, senderDomain: BUYER.domain, senderIdentity: BUYER.identity, sharedSecret: BUYER.secret, lang: 'zh', currency: 'CNY', allowedOrigins: [RETURN_ORIGIN] };
    // An organisation account that does not exist is named in the refusal; nothing is written.
    const unknown = await k.call('POST', '/admin/procurement/connections', { token: staff, body: { ...connection, organisationId: 999_999 }, headers: { 'x-lang': 'zh' } });
    expect([unknown.status, unknown.body.data.fields]).toEqual([400, [{ field: 'organisationId', message: '请从列表中选择机构账户' }]]);
    const created = await k.call('POST', '/admin/procurement/connections', { token: staff, body: { ...connection, organisationId: org.organisation.id } });
    expect([created.status, created.body.data.organisationId]).toEqual([200, org.organisation.id]);
    // The connection makes its buyer's account on first use, a buyer of the organisation it names.
    const email = k.newEmail('punchout');
    const [a, b] = org.sizes;
    const setup = await postSetup(k, setupRequest({ email, items: [] }));
    const startUrl = textOf(at(readXml(setup.text), 'Response', 'PunchOutSetupResponse', 'StartPage', 'URL'));
    const started = await k.app.request(new URL(startUrl).pathname);
    const next = new URL(started.headers.get('location')!);
    const jti = (await k.call('POST', '/user/handoff/exchange', { body: { code: next.searchParams.get('token') } })).body.data.jti as string;
    const members = (await k.call('GET', `/admin/organisations/${org.organisation.id}`, { token: staff })).body.data.members as { email: string; role: string; limitCny: unknown }[];
    expect(members.find((m) => m.email === email)).toMatchObject({ role: 'buyer', limitCny: null });
    await k.call('POST', '/order', { token: jti, body: { sizeId: a!.id, count: 3 } });
    await k.call('POST', '/order', { token: jti, body: { sizeId: b!.id, count: 1 } });
    const res = await k.app.request('/punchout/transfer', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ session: next.searchParams.get('punchout')! }).toString() });
    const html = await res.text();
    const value = /name="cxml-urlencoded" value="([^"]*)"/.exec(html)![1]!.replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
    const msg = at(readXml(value), 'Message', 'PunchOutOrderMessage');
    const unit = childrenNamed(msg, 'ItemIn').map((i) => Number(textOf(at(i, 'ItemDetail', 'UnitPrice', 'Money'))));
    expect(unit).toEqual([expectedA, FIXED]);
    expect(Number(textOf(at(msg, 'PunchOutOrderMessageHeader', 'Total', 'Money')))).toBeCloseTo(expectedA * 3 + FIXED, 2);

    // The approved purchase order comes back at the prices the transfer carried: the list price is not the
    // member's (400 naming the line, nothing written); the transferred prices make the order.
    const listPrice = Number(a!.priceCny).toFixed(2);
    const refusedPo = `PO-LIST-${randomUUID()}`;
    const refused = await postOrder(k, orderRequestFrom(value, { orderId: refusedPo, email, price: { index: 0, amount: listPrice } }));
    expect([refused.status, refused.code, refused.detail]).toEqual([400, '400', expect.stringMatching(new RegExp(`^ItemOut 1 \\(.+\\): the unit price ${listPrice} differs from the shop's ${expectedA.toFixed(2)}$`))]);
    expect(await db().select().from(orders).where(eq(orders.poNumber, refusedPo))).toEqual([]);
    const orderId = `PO-${randomUUID()}`;
    expect((await postOrder(k, orderRequestFrom(value, { orderId, email }))).code).toBe('200');
    const [order] = await db().select().from(orders).where(eq(orders.poNumber, orderId));
    const lines = await db().select().from(orderLines).where(eq(orderLines.orderId, order!.id));
    expect(lines.map((l) => [l.count, l.price])).toEqual([[3, yuan(expectedA)], [1, yuan(FIXED)]]);
    // A colleague the procurement system names for the first time gets an account that joins the organisation: the
    // order is taken at its prices too.
    const colleague = k.newEmail('colleague');
    const colleaguePo = `PO-${randomUUID()}`;
    expect((await postOrder(k, orderRequestFrom(value, { orderId: colleaguePo, email: colleague }))).code).toBe('200');
    const [theirs] = await db().select().from(orders).where(eq(orders.poNumber, colleaguePo));
    expect((await db().select().from(orderLines).where(eq(orderLines.orderId, theirs!.id))).map((l) => l.price)).toEqual([yuan(expectedA), yuan(FIXED)]);
  });
});
