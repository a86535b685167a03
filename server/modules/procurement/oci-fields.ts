import type { TransferLine } from './order-message.ts';

/**
 * OCI's text fields hold at most this many characters (SAP's Open Catalog Interface 4.0: `NEW_ITEM-DESCRIPTION`
 * and `-VENDORMAT` are CHAR 40); SAP SRM cuts longer values itself, so they are cut here where it is seen.
 */
const OCI_CHAR = 40;
const cut = (s: string) => [...s].slice(0, OCI_CHAR).join('');

/**
 * The form fields that return a cart over OCI (SAP SRM and others): per line `n` (from 1) `NEW_ITEM-DESCRIPTION[n]`,
 * `-QUANTITY`, `-UNIT` (`EA`), `-PRICE` (per `-PRICEUNIT` 1), `-CURRENCY`, `-VENDORMAT` (catalog number and size, as
 * cXML's SupplierPartID), `-MATGROUP` (UNSPSC), `-LEADTIME` (days, when known) and `-EXT_PRODUCT_ID` (the size's
 * id, as cXML's SupplierPartAuxiliaryID); then `~OkCode=ADDI` and `~CALLER=CTLG`, which tell SRM a catalogue adds
 * items, and `~TARGET`, the frame the post goes to.
 */
export function ociFields(lines: readonly TransferLine[], currency: string, target: string): [string, string][] {
  const fields: [string, string][] = [];
  lines.forEach((l, i) => {
    const n = i + 1;
    const f = (name: string, value: string) => fields.push([`NEW_ITEM-${name}[${n}]`, value]);
    f('DESCRIPTION', cut(l.description));
    f('QUANTITY', String(l.quantity));
    f('UNIT', 'EA');
    f('PRICE', l.unitPrice);
    f('PRICEUNIT', '1');
    f('CURRENCY', currency);
    f('VENDORMAT', cut(`${l.catalogNumber}/${l.size}`));
    f('MATGROUP', l.unspsc);
    f('LEADTIME', l.leadTimeDays === null ? '' : String(l.leadTimeDays));
    f('EXT_PRODUCT_ID', String(l.sizeId));
  });
  fields.push(['~OkCode', 'ADDI'], ['~CALLER', 'CTLG'], ['~TARGET', target]);
  return fields;
}

/** `~TARGET` as given when it is a frame name (`_top`, `_parent`, `srmframe`…), else `_top` (OCI's default). */
export const ociTarget = (value: string | null | undefined): string => (value && /^[A-Za-z0-9_-]{1,64}$/.test(value) ? value : '_top');
