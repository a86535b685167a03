import { count, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { cartItems, categories, procurementMessages, products, punchoutSessions, users } from '../../db/schema/index.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { adminSession, type AdminKit } from '../admin/admin.test-kit.ts';
import { at, childrenNamed, readXml, textOf } from './strict-xml.ts';
import { BUYER, postSetup, pricedSizes, RETURN_ORIGIN, setupRequest } from './punchout.test-kit.ts';

describeEachDatabase('cXML PunchOut: setup, start, transfer, and every refusal writing nothing', (database) => {
  const db = () => database().db;
  let k: AdminKit;
  let token: string;
  let connectionId: number;
  const sessionsCount = async () => (await db().select({ n: count() }).from(punchoutSessions))[0]!.n;
  const statusOf = (xml: string) => at(readXml(xml), 'Response', 'Status')!.attrs.code;
  const startUrlOf = (xml: string) => textOf(at(readXml(xml), 'Response', 'PunchOutSetupResponse', 'StartPage', 'URL'));

  /** Opens the StartPage as the buyer's browser, then exchanges the hand-off for a login as the storefront does. */
  async function start(xml: string) {
    const url = new URL(startUrlOf(xml));
    const res = await k.app.request(url.pathname);
    expect(res.status).toBe(303);
    const next = new URL(res.headers.get('location')!);
    const code = next.searchParams.get('token')!;
    const jti = (await k.call('POST', '/user/handoff/exchange', { body: { code } })).body.data.jti as string;
    return { next, jti, key: next.searchParams.get('punchout')!, startPath: url.pathname };
  }
  const transfer = (key: string) => k.app.request('/punchout/transfer', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ session: key }).toString() });

  beforeAll(async () => {
    ({ k, token } = await adminSession(db(), ['owner']));
    const created = await k.call('POST', '/admin/procurement/connections', {
      token,
      body: { name: 'Acme Coupa', protocol: 'cxml', organisation: 'Acme Pharma', fromDomain: BUYER.domain, fromIdentity: BUYER.identity, senderDomain: BUYER.domain, senderIdentity: BUYER.identity, sharedSecret: BUYER.secret, lang: 'en', currency: 'CNY', allowedOrigins: [RETURN_ORIGIN] },
    });
    connectionId = created.body.data.id;
  });

  it('plays Coupa: setup with extrinsics → StartPage → shop → transfer posting a PunchOutOrderMessage to the return URL only', async () => {
    const setup = await postSetup(k, setupRequest({ cookie: 'coupa-cookie-7', extrinsics: { UserEmail: 'ada@acme.example', CostCenter: '4711' } }));
    expect([setup.status, statusOf(setup.text)]).toEqual([200, '200']);
    expect(startUrlOf(setup.text)).toMatch(/^http:\/\/localhost\/punchout\/start\/[A-Za-z0-9_-]{43}$/);
    const s = await start(setup.text);
    expect(s.next.pathname).toBe('/');
    const [buyer] = await db().select().from(users).where(eq(users.email, 'ada@acme.example'));
    expect(buyer).toMatchObject({ name: 'Ada Buyer', company: 'Acme Pharma' });

    // The tab asks about its session: the banner's name.
    const info = await k.call('POST', '/punchout/session', { token: s.jti, body: { key: s.key } });
    expect(info.body.data).toEqual({ name: 'Acme Coupa', operation: 'create', currency: 'CNY', inquiryLines: [] });
    expect((await k.call('POST', '/punchout/session', { token: await k.customerToken(), body: { key: s.key } })).status).toBe(404);

    const [a, b] = await pricedSizes(db(), 2);
    // Staff give the parent of the first product's category a UNSPSC code; the category itself has none and takes it.
    const [product] = await db().select({ categoryId: products.categoryId }).from(products).where(eq(products.catalogNumber, a!.catalogNumber));
    const [category] = await db().select().from(categories).where(eq(categories.id, product!.categoryId));
    const [parent] = await db().select().from(categories).where(eq(categories.id, category!.parentId!));
    expect(category!.unspsc).toBeNull();
    const coded = await k.call('PUT', `/admin/categories/${parent!.id}`, { token, body: { nameEn: parent!.nameEn, nameZh: parent!.nameZh, visible: parent!.visible, unspsc: '12352202', version: parent!.version } });
    expect(coded.status).toBe(200);
    await k.call('POST', '/order', { token: s.jti, body: { sizeId: a!.id, count: 2 } });
    await k.call('POST', '/order', { token: s.jti, body: { sizeId: b!.id, count: 1 } });
    const res = await transfer(s.key);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toContain(`form-action ${RETURN_ORIGIN};`);
    expect(res.headers.get('content-security-policy')).not.toContain("form-action 'self'");
    const html = await res.text();
    expect(html).toContain(`action="${RETURN_ORIGIN}/punchout/return"`);
    expect(html).toContain('<script src="/punchout-return.js"></script>');
    expect(html).toContain('data-testid="punchout-return"');
    const value = /name="cxml-urlencoded" value="([^"]*)"/.exec(html)![1]!.replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
    const msg = at(readXml(value), 'Message', 'PunchOutOrderMessage');
    expect(textOf(at(msg, 'BuyerCookie'))).toBe('coupa-cookie-7');
    const items = childrenNamed(msg, 'ItemIn');
    expect(items.map((i) => textOf(at(i, 'ItemID', 'SupplierPartID')))).toEqual([`${a!.catalogNumber}/${a!.size}`, `${b!.catalogNumber}/${b!.size}`]);
    expect(textOf(at(items[0]!, 'ItemDetail', 'Classification'))).toBe('12352202');
    const cents = items.reduce((sum, i) => sum + Number(i.attrs.quantity) * Math.round(Number(textOf(at(i, 'ItemDetail', 'UnitPrice', 'Money'))) * 100), 0);
    const total = at(msg, 'PunchOutOrderMessageHeader', 'Total', 'Money')!;
    expect(total.attrs.currency).toBe('CNY');
    expect(Math.round(Number(textOf(total)) * 100)).toBe(cents);
    expect(cents).toBe(Math.round(Number(a!.price) * 200 + Number(b!.price) * 100));

    // Transferred: the session is closed, the cart emptied, a second transfer and a second start refused.
    expect((await transfer(s.key)).status).toBe(410);
    expect((await db().select().from(cartItems).where(eq(cartItems.userId, buyer!.id))).length).toBe(0);
    const again = await k.app.request(s.startPath);
    expect(again.status).toBe(410);
    expect(await again.text()).toContain('has been used already');
    // Every page but the transfer keeps the site's form-action.
    expect(again.headers.get('content-security-policy')).toContain("form-action 'self'");

    const log = (await k.call('GET', `/admin/procurement/connections/${connectionId}/messages`, { token })).body.data as { type: string; direction: string; status: string; xml: string }[];
    expect(log.map((m) => `${m.direction} ${m.type} ${m.status}`)).toEqual(['out PunchOutOrderMessage 200', 'out PunchOutSetupResponse 200', 'in PunchOutSetupRequest 200']);
    expect(log[2]!.xml).toContain('<SharedSecret>***</SharedSecret>');
    expect(JSON.stringify(log)).not.toContain(BUYER.secret);
    expect(log[1]!.xml).not.toMatch(/start\/[A-Za-z0-9_-]{43}/);
  });

  it('plays Jaggaer: an edit with ItemOut loads the cart, and the page opens on it; plays Ariba in test mode', async () => {
    const [a, b] = await pricedSizes(db(), 2);
    const setup = await postSetup(k, setupRequest({ operation: 'edit', email: 'grace@acme.example', items: [{ quantity: 3, part: `${a!.catalogNumber}/${a!.size}`, aux: String(a!.id) }, { quantity: 1, part: `${b!.catalogNumber}/${b!.size}`, aux: String(b!.id) }] }));
    expect(statusOf(setup.text)).toBe('200');
    const s = await start(setup.text);
    expect(s.next.pathname).toBe('/cart');
    const cart = (await k.call('GET', '/order', { token: s.jti })).body.data;
    expect(cart.list.map((l: { sizeId: number; count: number }) => [l.sizeId, l.count])).toEqual([[a!.id, 3], [b!.id, 1]]);
    const ariba = await postSetup(k, setupRequest({ deploymentMode: 'test', email: 'grace@acme.example' }));
    expect(statusOf(ariba.text)).toBe('200');
  });

  it('refuses a wrong secret and an unknown identity (401), a foreign return URL (400), an unknown part (400), writing no session', async () => {
    const before = await sessionsCount();
    for (const [o, code] of [
      [{ secret: 'not-the-secret-at-all' }, '401'],
      [{ identity: 'AN09999999999' }, '401'],
      [{ returnUrl: 'https://evil.example/steal' }, '400'],
      [{ returnUrl: `${RETURN_ORIGIN}.evil.example/x` }, '400'],
      [{ operation: 'edit' as const, items: [{ quantity: 1, part: 'NOPE/1', aux: '2147483000' }] }, '400'],
      [{ email: 'not-an-email' }, '400'],
    ] as const) {
      const r = await postSetup(k, setupRequest(o));
      expect([r.status, statusOf(r.text)], JSON.stringify(o)).toEqual([Number(code), code]);
      expect(r.text).not.toContain('StartPage');
    }
    expect(await sessionsCount()).toBe(before);
  });

  it('refuses XXE, billion laughs and a body over 1 MB, fetching and expanding nothing', async () => {
    const before = await sessionsCount();
    const xxe = setupRequest().replace('<!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/1.2.050/cXML.dtd">', '<!DOCTYPE cXML [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>').replace('cookie-1', '&xxe;');
    const lol = `<?xml version="1.0"?><!DOCTYPE cXML [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;"><!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;">]><cXML>&c;</cXML>`;
    for (const doc of [xxe, lol]) {
      const r = await postSetup(k, doc);
      expect([r.status, statusOf(r.text)]).toEqual([400, '400']);
      expect(r.text).not.toContain('root:');
    }
    const big = await postSetup(k, setupRequest({ cookie: 'x'.repeat(2_000_000) }));
    expect([big.status, statusOf(big.text)]).toEqual([413, '413']);
    expect(await sessionsCount()).toBe(before);
  });

  it('refuses an expired start token (5 minutes), a made-up one, and an existing account that is not the connection\'s buyer', async () => {
    const setup = await postSetup(k, setupRequest({ email: 'late@acme.example' }));
    k.advance(5 * 60_000 + 1);
    const late = await k.app.request(new URL(startUrlOf(setup.text)).pathname);
    expect(late.status).toBe(410);
    expect(await late.text()).toContain('has expired');
    expect(await db().select().from(users).where(eq(users.email, 'late@acme.example'))).toEqual([]);
    expect((await k.app.request(`/punchout/start/${'A'.repeat(43)}`)).status).toBe(404);

    // A storefront customer of their own, not one of the connection's buyers: not taken over.
    await db().insert(users).values({ email: 'own-account@acme.example', name: 'Own', passwordHash: 'x' });
    const taken = await postSetup(k, setupRequest({ email: 'own-account@acme.example' }));
    const res = await k.app.request(new URL(startUrlOf(taken.text)).pathname);
    expect(res.status).toBe(403);
    expect((await transfer('B'.repeat(43))).status).toBe(410);
  });

  it('logs refused requests of an unknown sender without a connection, and a known one\'s under it', async () => {
    const before = (await db().select({ n: count() }).from(procurementMessages).where(eq(procurementMessages.connectionId, connectionId)))[0]!.n;
    await postSetup(k, setupRequest({ secret: 'wrong-wrong-wrong-wrong' }));
    const log = (await k.call('GET', `/admin/procurement/connections/${connectionId}/messages`, { token })).body.data as { status: string; xml: string }[];
    expect(log.length).toBe(Math.min(50, before + 2));
    expect(log[1]).toMatchObject({ status: '401' });
    expect(log[1]!.xml).not.toContain('wrong-wrong');
  });
});
