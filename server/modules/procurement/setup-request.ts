import { at, child, childrenNamed, textOf, type XmlElement } from './strict-xml.ts';

/** A cXML credential: the `domain` attribute and its `Identity`. */
export interface Credential {
  domain: string;
  identity: string;
}

/** One `ItemOut` of an edit or inspect: which size, how many. */
export interface ItemOut {
  quantity: number;
  supplierPartId: string;
  /** `SupplierPartAuxiliaryID`: the size's id, as the transfer wrote it. */
  auxiliaryId: string;
}

/** What a `PunchOutSetupRequest` asks, as read from its document. */
export interface SetupRequest extends HeaderCredentials {
  payloadId: string;
  operation: 'create' | 'edit' | 'inspect';
  buyerCookie: string;
  returnUrl: string;
  contactEmail: string;
  contactName: string;
  deploymentMode: string;
  items: ItemOut[];
}

/** Thrown for a request (setup or order) missing what cXML requires: a `Status 400` naming what. */
export class CxmlRequestInvalid extends Error {}

const credential = (el: XmlElement | undefined, where: string): Credential => {
  const c = child(el, 'Credential');
  const identity = textOf(child(c, 'Identity'));
  if (!c || !identity) throw new CxmlRequestInvalid(`${where}/Credential/Identity is missing`);
  return { domain: (c.attrs.domain ?? '').trim(), identity };
};

/** The credentials of a cXML `Header`: From, To, and Sender with its SharedSecret. Every request carries them. */
export interface HeaderCredentials {
  from: Credential;
  to: Credential;
  sender: Credential & { sharedSecret: string };
}

/** Reads a request's Header credentials; throws CxmlRequestInvalid naming the one missing. */
export function readHeader(header: XmlElement): HeaderCredentials {
  const senderEl = child(header, 'Sender');
  return {
    from: credential(child(header, 'From'), 'Header/From'),
    to: credential(child(header, 'To'), 'Header/To'),
    sender: { ...credential(senderEl, 'Header/Sender'), sharedSecret: textOf(at(senderEl, 'Credential', 'SharedSecret')) },
  };
}

const OPERATIONS = new Set(['create', 'edit', 'inspect']);

/** Reads a PunchOutSetupRequest document (cXML 1.2); throws CxmlRequestInvalid naming what is missing. */
export function readSetupRequest(doc: XmlElement): SetupRequest {
  if (doc.name !== 'cXML') throw new CxmlRequestInvalid('the root element is not cXML');
  const header = child(doc, 'Header');
  const request = child(doc, 'Request');
  const setup = child(request, 'PunchOutSetupRequest');
  if (!header || !setup) throw new CxmlRequestInvalid('Header or Request/PunchOutSetupRequest is missing');
  const { from, to, sender } = readHeader(header);
  const operation = setup.attrs.operation ?? 'create';
  if (!OPERATIONS.has(operation)) throw new CxmlRequestInvalid('operation is not create, edit or inspect');
  const buyerCookie = textOf(child(setup, 'BuyerCookie'));
  if (!buyerCookie) throw new CxmlRequestInvalid('BuyerCookie is missing');
  const returnUrl = textOf(at(setup, 'BrowserFormPost', 'URL'));
  if (!returnUrl) throw new CxmlRequestInvalid('BrowserFormPost/URL is missing');
  const contact = child(setup, 'Contact');
  const contactEmail = textOf(child(contact, 'Email')).toLowerCase();
  const items = childrenNamed(setup, 'ItemOut').map((item, n) => {
    const quantity = Number(item.attrs.quantity);
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > 9999) throw new CxmlRequestInvalid(`ItemOut ${n + 1}: quantity is not a whole number from 1 to 9999`);
    const id = child(item, 'ItemID');
    return { quantity, supplierPartId: textOf(child(id, 'SupplierPartID')), auxiliaryId: textOf(child(id, 'SupplierPartAuxiliaryID')) };
  });
  return {
    payloadId: doc.attrs.payloadID ?? '',
    from,
    to,
    sender,
    operation: operation as SetupRequest['operation'],
    buyerCookie,
    returnUrl,
    contactEmail,
    contactName: textOf(child(contact, 'Name')),
    deploymentMode: (request!.attrs.deploymentMode ?? 'production').trim(),
    items,
  };
}
