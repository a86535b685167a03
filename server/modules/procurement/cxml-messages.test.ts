import { describe, expect, it } from 'vitest';
import { cxmlResponse, xmlEscape } from './cxml-write.ts';
import { punchOutOrderMessage, transferTotal, type TransferLine } from './order-message.ts';
import { readSetupRequest, CxmlRequestInvalid } from './setup-request.ts';
import { at, childrenNamed, readXml, textOf } from './strict-xml.ts';

const LINES: TransferLine[] = [
  { quantity: 2, catalogNumber: 'CYT-H0201', size: '10 µg', sizeId: 11, unitPrice: '1280.00', description: 'Human IL-2 <recombinant> & tag-free', unspsc: '12352200', leadTimeDays: 3 },
  { quantity: 3, catalogNumber: 'ENZ-0001', size: '1 kU', sizeId: 12, unitPrice: '0.10', description: 'T7 RNA polymerase', unspsc: '12352200', leadTimeDays: null },
];

const SETUP = (inner: string, op = 'create') => `<?xml version="1.0"?><!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/1.2.050/cXML.dtd">
<cXML payloadID="p1@buyer" timestamp="2026-11-28T10:00:00Z"><Header>
<From><Credential domain="NetworkID"><Identity>AN01</Identity></Credential></From>
<To><Credential domain="DUNS"><Identity>SUPPLIER</Identity></Credential></To>
<Sender><Credential domain="NetworkID"><Identity>AN01</Identity><SharedSecret>s3cret</SharedSecret></Credential><UserAgent>Coupa</UserAgent></Sender>
</Header><Request deploymentMode="test"><PunchOutSetupRequest operation="${op}"><BuyerCookie>c-42</BuyerCookie>
<Extrinsic name="UserEmail">ada@acme.example</Extrinsic>
<BrowserFormPost><URL>https://acme.example/punchout/return?x=1&amp;y=2</URL></BrowserFormPost>
<Contact role="endUser"><Name xml:lang="en">Ada</Name><Email>Ada@Acme.example</Email></Contact>${inner}</PunchOutSetupRequest></Request></cXML>`;

describe('cXML messages', () => {
  it('reads a setup request: credentials, secret, operation, cookie, return URL, contact, ItemOut lines', () => {
    const r = readSetupRequest(readXml(SETUP('<ItemOut quantity="2"><ItemID><SupplierPartID>CYT-H0201/10 µg</SupplierPartID><SupplierPartAuxiliaryID>11</SupplierPartAuxiliaryID></ItemID></ItemOut>', 'edit')));
    expect(r).toMatchObject({
      payloadId: 'p1@buyer',
      from: { domain: 'NetworkID', identity: 'AN01' },
      to: { domain: 'DUNS', identity: 'SUPPLIER' },
      sender: { domain: 'NetworkID', identity: 'AN01', sharedSecret: 's3cret' },
      operation: 'edit',
      buyerCookie: 'c-42',
      returnUrl: 'https://acme.example/punchout/return?x=1&y=2',
      contactEmail: 'ada@acme.example',
      contactName: 'Ada',
      deploymentMode: 'test',
      items: [{ quantity: 2, supplierPartId: 'CYT-H0201/10 µg', auxiliaryId: '11' }],
    });
  });

  it('names what a setup request misses', () => {
    expect(() => readSetupRequest(readXml(SETUP('').replace('<BuyerCookie>c-42</BuyerCookie>', '')))).toThrow(/BuyerCookie/);
    expect(() => readSetupRequest(readXml(SETUP('', 'delete')))).toThrow(CxmlRequestInvalid);
    expect(() => readSetupRequest(readXml(SETUP('<ItemOut quantity="0.5"/>', 'edit')))).toThrow(/ItemOut 1/);
    expect(() => readSetupRequest(readXml('<cXML><Header/></cXML>'))).toThrow(CxmlRequestInvalid);
  });

  it('answers a setup response whose StartPage the reader reads back, escaped', () => {
    const xml = cxmlResponse('r1', new Date('2026-11-28T10:00:00Z'), { code: 200, text: 'OK' }, 'https://shop.example/punchout/start/abc?a=1&b=2');
    const doc = readXml(xml);
    expect(at(doc, 'Response', 'Status')!.attrs.code).toBe('200');
    expect(textOf(at(doc, 'Response', 'PunchOutSetupResponse', 'StartPage', 'URL'))).toBe('https://shop.example/punchout/start/abc?a=1&b=2');
    expect(readXml(cxmlResponse('r2', new Date(), { code: 401, text: 'Unauthorized' })).children).toHaveLength(1);
  });

  it('sums the total exactly in cents', () => {
    expect(transferTotal(LINES)).toBe('2560.30');
    expect(transferTotal([{ ...LINES[1]!, quantity: 3, unitPrice: '0.1' }])).toBe('0.30');
  });

  it('writes a PunchOutOrderMessage: cookie echoed, total, one ItemIn per line with every required field', () => {
    const xml = punchOutOrderMessage({ payloadId: 'o1', at: new Date('2026-11-28T10:00:00Z'), buyerCookie: 'c-42 <&>', currency: 'CNY', lang: 'zh', supplier: { domain: 'DUNS', identity: 'SUPPLIER' }, buyer: { domain: 'NetworkID', identity: 'AN01' }, lines: LINES });
    expect(xml).toContain('<!DOCTYPE cXML SYSTEM');
    const msg = at(readXml(xml), 'Message', 'PunchOutOrderMessage');
    expect(textOf(at(msg, 'BuyerCookie'))).toBe('c-42 <&>');
    const total = at(msg, 'PunchOutOrderMessageHeader', 'Total', 'Money')!;
    expect([total.attrs.currency, textOf(total)]).toEqual(['CNY', '2560.30']);
    const items = childrenNamed(msg, 'ItemIn');
    expect(items.map((i) => i.attrs.quantity)).toEqual(['2', '3']);
    expect(items.map((i) => textOf(at(i, 'ItemID', 'SupplierPartID')))).toEqual(['CYT-H0201/10 µg', 'ENZ-0001/1 kU']);
    expect(textOf(at(items[0], 'ItemID', 'SupplierPartAuxiliaryID'))).toBe('11');
    const d = at(items[0], 'ItemDetail')!;
    expect(textOf(at(d, 'UnitPrice', 'Money'))).toBe('1280.00');
    expect(at(d, 'Description')!.attrs['xml:lang']).toBe('zh-CN');
    expect(textOf(at(d, 'Description'))).toBe('Human IL-2 <recombinant> & tag-free');
    expect([textOf(at(d, 'UnitOfMeasure')), at(d, 'Classification')!.attrs.domain, textOf(at(d, 'ManufacturerPartID')), textOf(at(d, 'LeadTime'))]).toEqual(['EA', 'UNSPSC', 'CYT-H0201', '3']);
    expect(at(items[1], 'ItemDetail', 'LeadTime')).toBeUndefined();
    const sum = items.reduce((s, i) => s + Number(i.attrs.quantity) * Math.round(Number(textOf(at(i, 'ItemDetail', 'UnitPrice', 'Money'))) * 100), 0);
    expect(sum).toBe(256030);
  });

  it('escapes the XML specials and drops characters XML forbids', () => {
    expect(xmlEscape(`a<b>&"c'\u0001`)).toBe('a&lt;b&gt;&amp;&quot;c&apos;');
  });
});
