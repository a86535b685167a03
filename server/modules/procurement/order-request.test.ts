import { describe, expect, it } from 'vitest';
import { readOrderRequest } from './order-request.ts';
import { CxmlRequestInvalid } from './setup-request.ts';
import { readXml } from './strict-xml.ts';

const cred = (id: string, secret = '') => `<Credential domain="NetworkID"><Identity>${id}</Identity>${secret}</Credential>`;
const doc = (head: string, items = '') => `<?xml version="1.0"?><!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/1.2.050/cXML.dtd"><cXML payloadID="p-1@buyer"><Header><From>${cred('AN1')}</From><To>${cred('SUP')}</To><Sender>${cred('AN1', '<SharedSecret>s3cret</SharedSecret>')}</Sender></Header><Request><OrderRequest>${head}${items}</OrderRequest></Request></cXML>`;
const ITEM = (line: string, price = '1280.00') => `<ItemOut quantity="2"${line}><ItemID><SupplierPartID>CYT-H0201/10 µg</SupplierPartID><SupplierPartAuxiliaryID>41</SupplierPartAuxiliaryID></ItemID><ItemDetail><UnitPrice><Money currency="CNY">${price}</Money></UnitPrice></ItemDetail></ItemOut>`;
const read = (xml: string) => readOrderRequest(readXml(xml));

describe('reading a cXML OrderRequest', () => {
  it('reads the header, the lines (named by lineNumber when given) and the addresses', () => {
    const r = read(doc('<OrderRequestHeader orderID="PO-1" orderDate="2026-11-28" type="new"><Total><Money currency="CNY">2560.00</Money></Total><Contact role="buyer"><Email>boss@acme.example</Email></Contact><Contact role="endUser"><Email>Ada@Acme.example</Email></Contact><Comments>a</Comments><Comments>b</Comments></OrderRequestHeader>', ITEM(' lineNumber="10"')));
    expect(r).toMatchObject({ payloadId: 'p-1@buyer', orderId: 'PO-1', type: 'new', total: { amount: '2560.00', currency: 'CNY' }, contactEmail: 'ada@acme.example', comments: 'a\nb', shipTo: null, billTo: '' });
    expect(r.sender.sharedSecret).toBe('s3cret');
    expect(r.items).toEqual([{ line: 10, quantity: 2, supplierPartId: 'CYT-H0201/10 µg', auxiliaryId: '41', unitPrice: '1280.00', currency: 'CNY' }]);
  });

  it('takes a delete without lines or total, and refuses what an order cannot be without, naming it', () => {
    expect(read(doc('<OrderRequestHeader orderID="PO-1" type="delete"/>')).type).toBe('delete');
    for (const [xml, message] of [
      [doc('<OrderRequestHeader type="new"><Total><Money currency="CNY">1</Money></Total></OrderRequestHeader>', ITEM('')), /orderID is missing/],
      [doc(`<OrderRequestHeader orderID="${'x'.repeat(51)}"/>`, ITEM('')), /longer than 50/],
      [doc('<OrderRequestHeader orderID="PO-1" type="replace"/>'), /type is not new, update or delete/],
      [doc('<OrderRequestHeader orderID="PO-1" type="new"><Total><Money currency="CNY">1</Money></Total></OrderRequestHeader>'), /no ItemOut/],
      [doc('<OrderRequestHeader orderID="PO-1" type="update"/>', ITEM('')), /Total\/Money is missing/],
      [doc('<OrderRequestHeader orderID="PO-1"><Total><Money currency="CNY">1</Money></Total></OrderRequestHeader>', ITEM('').replace('quantity="2"', 'quantity="0.5"')), /ItemOut 1: quantity/],
      [doc('<OrderRequestHeader orderID="PO-1"><Total><Money currency="CNY">1</Money></Total></OrderRequestHeader>', ITEM('').replace(/<ItemDetail>.*<\/ItemDetail>/, '')), /ItemOut 1: ItemDetail\/UnitPrice\/Money is missing/],
    ] as const) {
      expect(() => read(xml), String(message)).toThrow(CxmlRequestInvalid);
      expect(() => read(xml)).toThrow(message);
    }
  });
});
