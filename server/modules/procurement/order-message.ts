import type { Credential } from './setup-request.ts';
import { cxmlDocument, xmlEscape } from './cxml-write.ts';

/** One cart line as the PunchOutOrderMessage carries it. */
export interface TransferLine {
  quantity: number;
  catalogNumber: string;
  size: string;
  sizeId: number;
  /** The unit price as exact decimal text with two decimals ("1280.00"). */
  unitPrice: string;
  description: string;
  unspsc: string;
  leadTimeDays: number | null;
}

export interface OrderMessage {
  payloadId: string;
  at: Date;
  buyerCookie: string;
  currency: string;
  lang: 'en' | 'zh';
  /** The supplier (the setup request's `To`) and the buyer (its `From`). */
  supplier: Credential;
  buyer: Credential;
  lines: TransferLine[];
}

/** Money in cents from exact two-decimal text, so the total is the exact sum of the lines. */
export const centsOf = (price: string): number | null => {
  const m = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(price);
  return m ? Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0')) : null;
};
const cents = (price: string): number => {
  const c = centsOf(price);
  if (c === null) throw new Error(`not a price: ${price}`);
  return c;
};
export const money = (c: number) => `${Math.floor(c / 100)}.${String(c % 100).padStart(2, '0')}`;

/** The lines' total as exact text: Σ quantity × unit price. */
export const transferTotal = (lines: readonly TransferLine[]): string => money(lines.reduce((sum, l) => sum + l.quantity * cents(l.unitPrice), 0));

/** cXML `xml:lang` of the catalogue's language. */
const XML_LANG = { en: 'en-US', zh: 'zh-CN' } as const;

const credential = (c: Credential) => `<Credential domain="${xmlEscape(c.domain)}"><Identity>${xmlEscape(c.identity)}</Identity></Credential>`;

function itemIn(l: TransferLine, m: OrderMessage): string {
  const lang = XML_LANG[m.lang];
  return [
    `<ItemIn quantity="${l.quantity}">`,
    `<ItemID><SupplierPartID>${xmlEscape(`${l.catalogNumber}/${l.size}`)}</SupplierPartID><SupplierPartAuxiliaryID>${l.sizeId}</SupplierPartAuxiliaryID></ItemID>`,
    '<ItemDetail>',
    `<UnitPrice><Money currency="${xmlEscape(m.currency)}">${l.unitPrice}</Money></UnitPrice>`,
    `<Description xml:lang="${lang}">${xmlEscape(l.description)}</Description>`,
    '<UnitOfMeasure>EA</UnitOfMeasure>',
    `<Classification domain="UNSPSC">${xmlEscape(l.unspsc)}</Classification>`,
    `<ManufacturerPartID>${xmlEscape(l.catalogNumber)}</ManufacturerPartID>`,
    l.leadTimeDays !== null ? `<LeadTime>${l.leadTimeDays}</LeadTime>` : '',
    '</ItemDetail>',
    '</ItemIn>',
  ].join('');
}

/**
 * The PunchOutOrderMessage that returns a cart (cXML 1.2): the BuyerCookie echoed, the header's Total, one ItemIn
 * per line (SupplierPartID = catalog number and size, `CYT-H0201/10 µg`; SupplierPartAuxiliaryID = the size's id).
 */
export function punchOutOrderMessage(m: OrderMessage): string {
  const header = `<Header><From>${credential(m.supplier)}</From><To>${credential(m.buyer)}</To><Sender>${credential(m.supplier)}<UserAgent>PunchOut</UserAgent></Sender></Header>`;
  const body = [
    '<Message><PunchOutOrderMessage>',
    `<BuyerCookie>${xmlEscape(m.buyerCookie)}</BuyerCookie>`,
    `<PunchOutOrderMessageHeader operationAllowed="edit"><Total><Money currency="${xmlEscape(m.currency)}">${transferTotal(m.lines)}</Money></Total></PunchOutOrderMessageHeader>`,
    ...m.lines.map((l) => itemIn(l, m)),
    '</PunchOutOrderMessage></Message>',
  ].join('');
  return cxmlDocument(m.payloadId, m.at, header + body, XML_LANG[m.lang]);
}
