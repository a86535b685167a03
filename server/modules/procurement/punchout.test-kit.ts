import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products, productSizes } from '../../db/schema/index.ts';
import { expect } from 'vitest';
import type { AdminKit } from '../admin/admin.test-kit.ts';
import { at, childrenNamed, readXml, textOf } from './strict-xml.ts';

/** The procurement system's side of the tests: setup requests shaped like Coupa's, Ariba's and Jaggaer's (our own fixtures). */

export const BUYER = { domain: 'NetworkID', identity: 'AN01000000001', secret: 'acme-coupa-secret-0001' };
export const RETURN_ORIGIN = 'http://127.0.0.1:4100';

export interface SetupOptions {
  identity?: string;
  secret?: string;
  operation?: 'create' | 'edit' | 'inspect';
  returnUrl?: string;
  email?: string;
  cookie?: string;
  items?: readonly { quantity: number; part: string; aux: string }[];
  /** Ariba's marker of a test system. */
  deploymentMode?: string;
  /** Coupa sends the user's details as extrinsics too. */
  extrinsics?: Record<string, string>;
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

export function setupRequest(o: SetupOptions = {}): string {
  const identity = o.identity ?? BUYER.identity;
  const items = (o.items ?? []).map((i) => `<ItemOut quantity="${i.quantity}"><ItemID><SupplierPartID>${esc(i.part)}</SupplierPartID><SupplierPartAuxiliaryID>${esc(i.aux)}</SupplierPartAuxiliaryID></ItemID></ItemOut>`).join('');
  const extrinsics = Object.entries(o.extrinsics ?? {}).map(([k, v]) => `<Extrinsic name="${esc(k)}">${esc(v)}</Extrinsic>`).join('');
  return `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/1.2.050/cXML.dtd">
<cXML payloadID="${Date.now()}.${Math.random()}@buyer.example" timestamp="2026-11-28T10:00:00+08:00" xml:lang="en-US">
  <Header>
    <From><Credential domain="${BUYER.domain}"><Identity>${esc(identity)}</Identity></Credential></From>
    <To><Credential domain="DUNS"><Identity>SUPPLIER-DUNS</Identity></Credential></To>
    <Sender><Credential domain="${BUYER.domain}"><Identity>${esc(identity)}</Identity><SharedSecret>${esc(o.secret ?? BUYER.secret)}</SharedSecret></Credential><UserAgent>Procurement test</UserAgent></Sender>
  </Header>
  <Request deploymentMode="${o.deploymentMode ?? 'production'}">
    <PunchOutSetupRequest operation="${o.operation ?? 'create'}">
      <BuyerCookie>${esc(o.cookie ?? 'cookie-1')}</BuyerCookie>${extrinsics}
      <BrowserFormPost><URL>${esc(o.returnUrl ?? `${RETURN_ORIGIN}/punchout/return`)}</URL></BrowserFormPost>
      <Contact role="endUser"><Name xml:lang="en">Ada Buyer</Name><Email>${esc(o.email ?? 'ada@acme.example')}</Email></Contact>
      <SupplierSetup><URL>http://localhost/punchout/cxml/setup</URL></SupplierSetup>${items}
    </PunchOutSetupRequest>
  </Request>
</cXML>`;
}

/** Sends a document to the setup URL; answers the HTTP status and the body. */
export async function postSetup(k: AdminKit, xml: string) {
  const res = await k.app.request('/punchout/cxml/setup', { method: 'POST', headers: { 'content-type': 'text/xml' }, body: xml });
  return { status: res.status, text: await res.text() };
}

/** The first `n` priced sizes of visible products (the seed's). */
export async function pricedSizes(db: Db, n: number) {
  return db
    .select({ id: productSizes.id, size: productSizes.size, price: productSizes.priceCny, catalogNumber: products.catalogNumber })
    .from(productSizes)
    .innerJoin(products, eq(products.id, productSizes.productId))
    .where(and(isNotNull(productSizes.priceCny), eq(products.visible, true)))
    .orderBy(asc(productSizes.id))
    .limit(n);
}

/** The connection the PunchOut tests use, as staff create it (`overrides` for OCI, other origins…). */
export async function createConnection(k: AdminKit, token: string, overrides: Record<string, unknown> = {}) {
  const created = await k.call('POST', '/admin/procurement/connections', {
    token,
    body: { name: 'Acme Coupa', protocol: 'cxml', organisation: 'Acme Pharma', fromDomain: BUYER.domain, fromIdentity: BUYER.identity, senderDomain: BUYER.domain, senderIdentity: BUYER.identity, sharedSecret: BUYER.secret, lang: 'en', currency: 'CNY', allowedOrigins: [RETURN_ORIGIN], ...overrides },
  });
  expect(created.status).toBe(200);
  return created.body.data as { id: number; ociKey?: string };
}

/** The hidden fields of a transfer page's form, decoded as the browser posts them. */
export function formFields(html: string): [string, string][] {
  const unescape = (s: string) => s.replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
  return [...html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)].map((m) => [unescape(m[1]!), unescape(m[2]!)]);
}

/**
 * Plays a whole cXML round trip as the buyer: setup, StartPage, login hand-off, the given sizes into the cart,
 * transfer; answers the PunchOutOrderMessage the page posts back.
 */
export async function punchOutCart(k: AdminKit, lines: readonly { sizeId: number; count: number }[], o: SetupOptions = {}): Promise<string> {
  const setup = await postSetup(k, setupRequest(o));
  expect(setup.status).toBe(200);
  const startUrl = new URL(textOf(at(readXml(setup.text), 'Response', 'PunchOutSetupResponse', 'StartPage', 'URL')));
  const started = await k.app.request(startUrl.pathname);
  const next = new URL(started.headers.get('location')!);
  const jti = (await k.call('POST', '/user/handoff/exchange', { body: { code: next.searchParams.get('token') } })).body.data.jti as string;
  for (const l of lines) await k.call('POST', '/order', { token: jti, body: { sizeId: l.sizeId, count: l.count } });
  const res = await k.app.request('/punchout/transfer', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ session: next.searchParams.get('punchout')! }).toString() });
  expect(res.status).toBe(200);
  return formFields(await res.text()).find(([name]) => name === 'cxml-urlencoded')![1];
}

export interface OrderOptions {
  orderId: string;
  type?: 'new' | 'update' | 'delete';
  payloadId?: string;
  /** The connection's From and Sender identity (the kit's BUYER by default). */
  identity?: string;
  secret?: string;
  /** The buyer's e-mail (Contact, ShipTo, BillTo): the member the order is made for. */
  email?: string;
  /** Replaces the unit price of the line at this index (0-based). */
  price?: { index: number; amount: string };
  comments?: string;
}

/**
 * An OrderRequest as a procurement system makes it from an approved cart: the PunchOutOrderMessage's ItemIn lines
 * become ItemOut (same ItemID, quantity and UnitPrice), its Total the order's, with ShipTo, BillTo and comments.
 */
export function orderRequestFrom(message: string, o: OrderOptions): string {
  const msg = at(readXml(message), 'Message', 'PunchOutOrderMessage');
  const total = at(msg, 'PunchOutOrderMessageHeader', 'Total', 'Money')!;
  const items = childrenNamed(msg, 'ItemIn').map((item, n) => {
    const money = at(item, 'ItemDetail', 'UnitPrice', 'Money')!;
    const price = o.price?.index === n ? o.price.amount : textOf(money);
    return `<ItemOut quantity="${item.attrs.quantity}" lineNumber="${n + 1}"><ItemID><SupplierPartID>${esc(textOf(at(item, 'ItemID', 'SupplierPartID')))}</SupplierPartID><SupplierPartAuxiliaryID>${esc(textOf(at(item, 'ItemID', 'SupplierPartAuxiliaryID')))}</SupplierPartAuxiliaryID></ItemID><ItemDetail><UnitPrice><Money currency="${money.attrs.currency}">${price}</Money></UnitPrice><Description xml:lang="en-US">${esc(textOf(at(item, 'ItemDetail', 'Description')))}</Description><UnitOfMeasure>EA</UnitOfMeasure></ItemDetail></ItemOut>`;
  });
  const identity = esc(o.identity ?? BUYER.identity);
  const email = esc(o.email ?? 'ada@acme.example');
  const address = (name: string) => `<Address addressID="LAB-7"><Name xml:lang="en">${name}</Name><PostalAddress name="default"><DeliverTo>Ada Buyer</DeliverTo><DeliverTo>Lab 7</DeliverTo><Street>88 Keyuan Road</Street><City>Shanghai</City><State>SH</State><PostalCode>201203</PostalCode><Country isoCountryCode="CN">China</Country></PostalAddress><Email>${email}</Email><Phone><TelephoneNumber><CountryCode isoCountryCode="CN">86</CountryCode><AreaOrCityCode>21</AreaOrCityCode><Number>50801234</Number></TelephoneNumber></Phone></Address>`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/1.2.050/cXML.dtd">
<cXML payloadID="${esc(o.payloadId ?? `${Date.now()}.${Math.random()}@buyer.example`)}" timestamp="2026-11-28T11:00:00+08:00" xml:lang="en-US">
  <Header>
    <From><Credential domain="${BUYER.domain}"><Identity>${identity}</Identity></Credential></From>
    <To><Credential domain="DUNS"><Identity>SUPPLIER-DUNS</Identity></Credential></To>
    <Sender><Credential domain="${BUYER.domain}"><Identity>${identity}</Identity><SharedSecret>${esc(o.secret ?? BUYER.secret)}</SharedSecret></Credential><UserAgent>Procurement test</UserAgent></Sender>
  </Header>
  <Request deploymentMode="production">
    <OrderRequest>
      <OrderRequestHeader orderID="${esc(o.orderId)}" orderDate="2026-11-28T11:00:00+08:00" type="${o.type ?? 'new'}">
        <Total><Money currency="${total.attrs.currency}">${textOf(total)}</Money></Total>
        <ShipTo>${address('Acme Pharma Shanghai')}</ShipTo>
        <BillTo>${address('Acme Pharma Accounts Payable')}</BillTo>
        <Contact role="endUser"><Name xml:lang="en">Ada Buyer</Name><Email>${email}</Email></Contact>
        <Comments xml:lang="en">${esc(o.comments ?? 'Keep cold')}</Comments>
      </OrderRequestHeader>
      ${items.join('\n      ')}
    </OrderRequest>
  </Request>
</cXML>`;
}

/** Sends a document to the OrderRequest URL; answers the HTTP status, the body and the cXML Status. */
export async function postOrder(k: AdminKit, xml: string) {
  const res = await k.app.request('/punchout/cxml/order', { method: 'POST', headers: { 'content-type': 'text/xml' }, body: xml });
  const text = await res.text();
  const status = at(readXml(text), 'Response', 'Status')!;
  return { status: res.status, code: status.attrs.code, detail: textOf(status) };
}
