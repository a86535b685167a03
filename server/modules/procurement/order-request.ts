import type { Address } from '../../../src/contracts/checkout.ts';
import { readHeader, CxmlRequestInvalid, type HeaderCredentials } from './setup-request.ts';
import { at, child, childrenNamed, textOf, type XmlElement } from './strict-xml.ts';

/** One `ItemOut` of an OrderRequest: which size, how many, at what unit price. */
export interface OrderItem {
  /** 1-based position in the document (the `lineNumber` attribute when given): how a refusal names the line. */
  line: number;
  quantity: number;
  supplierPartId: string;
  /** `SupplierPartAuxiliaryID`: the size's id, as the transfer wrote it; '' when the buyer's system dropped it. */
  auxiliaryId: string;
  /** `UnitPrice/Money` as written, and its currency. */
  unitPrice: string;
  currency: string;
}

export type OrderType = 'new' | 'update' | 'delete';

/** What a cXML `OrderRequest` asks, as read from its document. */
export interface OrderRequest extends HeaderCredentials {
  payloadId: string;
  /** The buyer's purchase order number: the order's PO number, unique per connection. */
  orderId: string;
  orderDate: string;
  type: OrderType;
  total: { amount: string; currency: string };
  shipTo: Address | null;
  /** The BillTo address as one text (the order's note carries it: the fapiao details are not part of cXML). */
  billTo: string;
  contactEmail: string;
  comments: string;
  items: OrderItem[];
}

const TYPES = new Set(['new', 'update', 'delete']);

/** `PostalAddress/Street` lines and the rest of a cXML `Address`, as the order keeps it. */
function addressOf(el: XmlElement | undefined): Address | null {
  const address = child(el, 'Address');
  if (!address) return null;
  const postal = child(address, 'PostalAddress');
  const phone = at(address, 'Phone', 'TelephoneNumber');
  const phoneText = phone ? [textOf(child(phone, 'CountryCode')), textOf(child(phone, 'AreaOrCityCode')), textOf(child(phone, 'Number'))].filter(Boolean).join(' ') : '';
  const name = textOf(child(address, 'Name'));
  return {
    recipient: childrenNamed(postal, 'DeliverTo').map(textOf).filter(Boolean).join(', ') || name,
    phone: phoneText,
    company: name,
    region: [textOf(child(postal, 'City')), textOf(child(postal, 'State')), textOf(child(postal, 'Country'))].filter(Boolean).join(' '),
    street: childrenNamed(postal, 'Street').map(textOf).filter(Boolean).join(', '),
    postcode: textOf(child(postal, 'PostalCode')),
  };
}

const addressText = (a: Address | null) => (a ? [a.company, a.recipient, a.street, a.region, a.postcode].filter(Boolean).join(', ') : '');

/** Reads an OrderRequest document (cXML 1.2); throws CxmlRequestInvalid naming what is missing or wrong. */
export function readOrderRequest(doc: XmlElement): OrderRequest {
  if (doc.name !== 'cXML') throw new CxmlRequestInvalid('the root element is not cXML');
  const header = child(doc, 'Header');
  const order = at(doc, 'Request', 'OrderRequest');
  const head = child(order, 'OrderRequestHeader');
  if (!header || !order || !head) throw new CxmlRequestInvalid('Header or Request/OrderRequest/OrderRequestHeader is missing');
  const payloadId = (doc.attrs.payloadID ?? '').trim();
  if (!payloadId || payloadId.length > 300) throw new CxmlRequestInvalid('payloadID is missing or longer than 300 characters');
  const orderId = (head.attrs.orderID ?? '').trim();
  // The PO number field of an order holds 50 characters (src/contracts/checkout.ts).
  if (!orderId || orderId.length > 50) throw new CxmlRequestInvalid('OrderRequestHeader orderID is missing or longer than 50 characters');
  const type = head.attrs.type ?? 'new';
  if (!TYPES.has(type)) throw new CxmlRequestInvalid('OrderRequestHeader type is not new, update or delete');
  const totalMoney = at(head, 'Total', 'Money');
  const items = childrenNamed(order, 'ItemOut').map((item, n): OrderItem => {
    const lineAttr = Number(item.attrs.lineNumber);
    const line = Number.isInteger(lineAttr) && lineAttr > 0 ? lineAttr : n + 1;
    const quantity = Number(item.attrs.quantity);
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > 9999) throw new CxmlRequestInvalid(`ItemOut ${line}: quantity is not a whole number from 1 to 9999`);
    const id = child(item, 'ItemID');
    const money = at(item, 'ItemDetail', 'UnitPrice', 'Money');
    if (!money) throw new CxmlRequestInvalid(`ItemOut ${line}: ItemDetail/UnitPrice/Money is missing`);
    return { line, quantity, supplierPartId: textOf(child(id, 'SupplierPartID')), auxiliaryId: textOf(child(id, 'SupplierPartAuxiliaryID')), unitPrice: textOf(money), currency: (money.attrs.currency ?? '').trim() };
  });
  if (type !== 'delete' && items.length === 0) throw new CxmlRequestInvalid('an OrderRequest of type new or update has no ItemOut');
  if (type !== 'delete' && !totalMoney) throw new CxmlRequestInvalid('OrderRequestHeader/Total/Money is missing');
  const shipTo = addressOf(child(head, 'ShipTo'));
  const billTo = addressOf(child(head, 'BillTo'));
  const contact = childrenNamed(head, 'Contact').find((c) => c.attrs.role === 'endUser') ?? child(head, 'Contact');
  return {
    ...readHeader(header),
    payloadId,
    orderId,
    orderDate: (head.attrs.orderDate ?? '').trim(),
    type: type as OrderType,
    total: { amount: textOf(totalMoney), currency: (totalMoney?.attrs.currency ?? '').trim() },
    shipTo,
    billTo: addressText(billTo),
    contactEmail: (textOf(child(contact, 'Email')) || textOf(at(head, 'ShipTo', 'Address', 'Email'))).toLowerCase(),
    comments: childrenNamed(head, 'Comments').map(textOf).filter(Boolean).join('\n'),
    items,
  };
}
