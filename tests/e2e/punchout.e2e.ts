import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderRequestFrom, setupRequest } from '../../server/modules/procurement/punchout.test-kit.ts';
import { at, childrenNamed, readXml, textOf, type XmlElement } from '../../server/modules/procurement/strict-xml.ts';
import { ownerToken, unique } from './admin-login.ts';
import { useBrowser } from './browser.ts';

/**
 * The procurement system's side of PunchOut, played against the built site (issue #30's Done-when): a connection set up
 * by staff through the API, setup requests shaped like Coupa's (extrinsics), Ariba's (test mode) and Jaggaer's (an
 * edit with ItemOut), the StartPage opened in Chromium, two sizes added and the cart transferred to a receiver on
 * another loopback port, which reads the PunchOutOrderMessage as a procurement system would and orders it with an
 * OrderRequest; and SAP SRM's OCI round trip (start by key, Transfer posting NEW_ITEM fields to the HOOK_URL).
 */
const { baseURL, newPage } = useBrowser();
const PRODUCT = 'CYT-H0201';

/** The buyer's procurement system's return address: one form post awaited at a time. */
interface Receiver {
  origin: string;
  /** The next post's form fields (cXML: `cxml-urlencoded`; OCI: `NEW_ITEM-…[n]`). */
  next: () => Promise<URLSearchParams>;
  close: () => Promise<void>;
}

async function startReceiver(): Promise<Receiver> {
  let waiting: ((form: URLSearchParams) => void) | null = null;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end('<!doctype html><title>received</title><p id="received">Cart received</p>');
      if (req.method === 'POST') waiting?.(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    next: () => new Promise((resolve) => (waiting = resolve)),
    close: () => new Promise((r) => server.close(() => r())),
  };
}

async function staffCall<T>(method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${baseURL}/api/v1${path}`, { method, headers: { 'content-type': 'application/json', authorization: `Bearer ${ownerToken()}`, origin: baseURL }, body: body === undefined ? undefined : JSON.stringify(body) });
  const answer = (await res.json()) as { code: string; msg: string; data: T };
  if (answer.code !== 'E0001') throw new Error(`${method} ${path}: ${answer.msg}`);
  return answer.data;
}

/** Posts a setup request as the procurement system does; answers the cXML status code and the StartPage URL. */
async function postSetup(xml: string): Promise<{ code: string; startPage: string }> {
  const res = await fetch(`${baseURL}/punchout/cxml/setup`, { method: 'POST', headers: { 'content-type': 'text/xml' }, body: xml });
  const doc = readXml(await res.text());
  return { code: at(doc, 'Response', 'Status')?.attrs.code ?? '', startPage: textOf(at(doc, 'Response', 'PunchOutSetupResponse', 'StartPage', 'URL')) };
}

interface PublicSize {
  id: number;
  size: string;
  /** As shown to a local visitor, e.g. `¥630.00`. */
  price: string;
}

/** The product's English name and its first two sizes as the public API lists them (both priced for a local visitor). */
async function product(): Promise<{ name: string; sizes: PublicSize[] }> {
  const res = await fetch(`${baseURL}/api/v1/product/${PRODUCT}`);
  const { name, sizes } = ((await res.json()) as { data: { name: string; sizes: PublicSize[] } }).data;
  expect(sizes.length).toBeGreaterThanOrEqual(2);
  return { name, sizes: sizes.slice(0, 2) };
}
const twoSizes = async () => (await product()).sizes;

/** Posts an OrderRequest as the procurement system does once its cart is approved; answers the cXML status code. */
async function postOrder(xml: string): Promise<string> {
  const res = await fetch(`${baseURL}/punchout/cxml/order`, { method: 'POST', headers: { 'content-type': 'text/xml' }, body: xml });
  return at(readXml(await res.text()), 'Response', 'Status')?.attrs.code ?? '';
}

/** The back office's orders of one customer (matched by e-mail), each with its detail: what staff see. */
async function ordersOf(email: string): Promise<{ poNumber: string; source: string; status: string }[]> {
  const page = await staffCall<{ items: { id: number }[]; total: number }>('GET', `/admin/orders?${new URLSearchParams({ customer: email })}`);
  expect(page.items).toHaveLength(page.total);
  return Promise.all(page.items.map((o) => staffCall<{ poNumber: string; source: string; status: string }>('GET', `/admin/orders/${o.id}`)));
}

/**
 * Opens the StartPage in a tab of its own: its redirect goes to the site's configured public host (localhost here,
 * not the suite's 127.0.0.1), whose storage the shared visitors' clean-up would not clear, so the context is a cold
 * one, closed for good afterwards.
 */
async function openStartPage(startPage: string): Promise<Page> {
  const page = await newPage({ viewport: { width: 1440, height: 900 } }, { cold: true });
  const url = new URL(startPage);
  await page.goto(`${baseURL}${url.pathname}${url.search}`);
  await page.waitForSelector('[data-testid=punchout-banner]');
  return page;
}

const money = (el: XmlElement | undefined) => Math.round(Number(textOf(el)) * 100);

describe('PunchOut played by a procurement system', () => {
  const identity = `AN-E2E-${unique()}`;
  const secret = `e2e-shared-secret-${unique()}`;
  let receiver: Receiver;

  beforeAll(async () => {
    receiver = await startReceiver();
    await staffCall('POST', '/admin/procurement/connections', {
      name: `Coupa E2E ${identity}`,
      protocol: 'cxml',
      organisation: 'E2E Pharma',
      fromDomain: 'NetworkID',
      fromIdentity: identity,
      senderDomain: 'NetworkID',
      senderIdentity: identity,
      sharedSecret: secret,
      lang: 'en',
      currency: 'CNY',
      allowedOrigins: [receiver.origin],
    });
  });
  afterAll(async () => receiver?.close());

  it('Coupa: setup with extrinsics, two sizes added in the shop, Transfer posts the cart to the receiver; an OrderRequest made from it makes one order, once', async () => {
    const cookie = `coupa-${unique()}`;
    const setup = await postSetup(setupRequest({ identity, secret, cookie, email: `ada-${unique()}@e2e.example`, returnUrl: `${receiver.origin}/punchout/return`, extrinsics: { UserEmail: 'ada@e2e.example', CostCenter: '4711', User: 'ada' } }));
    expect(setup.code).toBe('200');
    const page = await openStartPage(setup.startPage);
    expect(await page.textContent('[data-testid=punchout-banner]')).toContain(`Coupa E2E ${identity}`);

    const sizes = await twoSizes();
    // On the public host the StartPage went to: the tab's login and PunchOut session live there.
    await page.goto(new URL(`/product-detail?catalogNumber=${PRODUCT}`, page.url()).href);
    for (const [n, size] of sizes.entries()) {
      await page.selectOption('#pa-size', String(size.id));
      if (n === 1) await page.fill('#pa-count', '2');
      await page.click('button[data-testid=add-to-cart]');
      await page.locator('[data-testid=toast] .toast').last().waitFor({ state: 'visible' });
    }
    await page.click('[data-testid=punchout-banner] a');
    await page.waitForSelector('[data-testid=punchout-transfer]');
    expect(await page.locator('[data-testid=checkout]').count()).toBe(0);

    const posted = receiver.next();
    await page.click('[data-testid=punchout-transfer]');
    const xml = (await posted).get('cxml-urlencoded') ?? '';
    await page.waitForSelector('#received');
    await page.context().close();

    const msg = at(readXml(xml), 'Message', 'PunchOutOrderMessage');
    expect(textOf(at(msg, 'BuyerCookie'))).toBe(cookie);
    const items = childrenNamed(msg, 'ItemIn');
    expect(items.map((i) => textOf(at(i, 'ItemID', 'SupplierPartID')))).toEqual(sizes.map((s) => `${PRODUCT}/${s.size}`));
    expect(items.map((i) => [textOf(at(i, 'ItemID', 'SupplierPartAuxiliaryID')), i.attrs.quantity])).toEqual([
      [String(sizes[0]!.id), '1'],
      [String(sizes[1]!.id), '2'],
    ]);
    const total = at(msg, 'PunchOutOrderMessageHeader', 'Total', 'Money')!;
    expect(total.attrs.currency).toBe('CNY');
    const lines = items.reduce((sum, i) => sum + Number(i.attrs.quantity) * money(at(i, 'ItemDetail', 'UnitPrice', 'Money')), 0);
    expect(lines).toBeGreaterThan(0);
    expect(money(total)).toBe(lines);
    for (const i of items) expect(at(i, 'ItemDetail', 'UnitPrice', 'Money')!.attrs.currency).toBe('CNY');

    // The procurement system approves the cart and orders it: one order with the PO number; the same request again
    // (a retry after a lost answer) answers the first result and makes none.
    const buyer = `po-${unique()}@e2e.example`;
    const poNumber = `PO-E2E-${unique()}`;
    const order = orderRequestFrom(xml, { orderId: poNumber, payloadId: `${unique()}.order@coupa.e2e.example`, identity, secret, email: buyer });
    expect(await postOrder(order)).toBe('200');
    const made = await ordersOf(buyer);
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ poNumber, source: `PunchOut Coupa E2E ${identity}`, status: 'submitted' });
    expect(await postOrder(order)).toBe('200');
    expect(await ordersOf(buyer)).toHaveLength(1);
  });

  it('Jaggaer: an edit with ItemOut opens the cart with those lines; Ariba in test mode is answered too', async () => {
    const sizes = await twoSizes();
    const setup = await postSetup(
      setupRequest({ identity, secret, operation: 'edit', email: `grace-${unique()}@e2e.example`, returnUrl: `${receiver.origin}/punchout/return`, items: sizes.map((s, n) => ({ quantity: n + 3, part: `${PRODUCT}/${s.size}`, aux: String(s.id) })) }),
    );
    expect(setup.code).toBe('200');
    const page = await openStartPage(setup.startPage);
    expect(new URL(page.url()).pathname).toBe('/cart');
    await page.waitForSelector('[data-testid=punchout-transfer]');
    const table = await page.textContent('.cart-page');
    for (const s of sizes) expect(table).toContain(s.size);
    expect(await page.textContent('[data-testid=cart-total]')).toMatch(/\b7\b/);
    await page.context().close();

    const ariba = await postSetup(setupRequest({ identity, secret, deploymentMode: 'test', returnUrl: `${receiver.origin}/punchout/return` }));
    expect(ariba.code).toBe('200');
    expect(ariba.startPage).toMatch(/\/punchout\/start\/[A-Za-z0-9_-]{43}$/);
  });

  it('SAP SRM (OCI): the start URL with its key, a size added in the shop, Transfer posts NEW_ITEM fields to the HOOK_URL', async () => {
    const created = await staffCall<{ ociUrl?: string }>('POST', '/admin/procurement/connections', {
      name: `SRM E2E ${identity}`,
      protocol: 'oci',
      organisation: 'E2E Pharma',
      fromDomain: 'NetworkID',
      fromIdentity: `${identity}-srm`,
      senderDomain: 'NetworkID',
      senderIdentity: `${identity}-srm`,
      sharedSecret: secret,
      lang: 'en',
      currency: 'CNY',
      allowedOrigins: [receiver.origin],
    });
    expect(created.ociUrl).toMatch(/\/punchout\/oci\/start\?key=[A-Za-z0-9_-]{43}$/);
    const { name, sizes } = await product();
    const size = sizes[1]!;
    const hook = `${receiver.origin}/sap/bc/srm/hook`;
    // As SRM opens it: the URL it was given, with where to return and the frame (on the suite's server, see openStartPage).
    const page = await openStartPage(`${created.ociUrl}&${new URLSearchParams({ HOOK_URL: hook, '~TARGET': '_top' })}`);
    await page.goto(new URL(`/product-detail?catalogNumber=${PRODUCT}`, page.url()).href);
    await page.selectOption('#pa-size', String(size.id));
    await page.fill('#pa-count', '3');
    await page.click('button[data-testid=add-to-cart]');
    await page.locator('[data-testid=toast] .toast').last().waitFor({ state: 'visible' });
    await page.click('[data-testid=punchout-banner] a');
    await page.waitForSelector('[data-testid=punchout-transfer]');

    const posted = receiver.next();
    await page.click('[data-testid=punchout-transfer]');
    const form = await posted;
    await page.waitForSelector('#received');
    await page.context().close();

    const field = (f: string) => form.get(`NEW_ITEM-${f}[1]`);
    expect(field('DESCRIPTION')).toBe([...`${name} ${size.size}`].slice(0, 40).join(''));
    expect(field('QUANTITY')).toBe('3');
    expect(field('PRICE')).toBe(size.price.replace(/[^0-9.]/g, ''));
    expect(field('CURRENCY')).toBe('CNY');
    expect(field('VENDORMAT')).toBe(`${PRODUCT}/${size.size}`);
    expect(form.has('NEW_ITEM-DESCRIPTION[2]')).toBe(false);
    expect(form.get('~TARGET')).toBe('_top');
  });
});
