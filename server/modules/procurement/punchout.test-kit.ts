import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products, productSizes } from '../../db/schema/index.ts';
import type { AdminKit } from '../admin/admin.test-kit.ts';

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
