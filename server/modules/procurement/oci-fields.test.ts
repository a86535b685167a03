import { describe, expect, it } from 'vitest';
import { ociFields, ociTarget } from './oci-fields.ts';

const line = { quantity: 2, catalogNumber: 'CYT-H0201', size: '10 µg', sizeId: 41, unitPrice: '1280.00', description: 'Recombinant Human IL-2 Protein, His Tag, carrier-free 10 µg', unspsc: '12000000', leadTimeDays: 3 };

describe('OCI transfer fields', () => {
  it('numbers each line from 1 with every NEW_ITEM field SAP SRM reads, then the OkCode and target', () => {
    const fields = ociFields([line, { ...line, sizeId: 42, size: '50 µg', quantity: 1, unitPrice: '4800.00', leadTimeDays: null }], 'CNY', '_top');
    const get = (name: string) => fields.find(([n]) => n === name)?.[1];
    expect(get('NEW_ITEM-QUANTITY[1]')).toBe('2');
    expect(get('NEW_ITEM-PRICE[2]')).toBe('4800.00');
    expect(get('NEW_ITEM-PRICEUNIT[2]')).toBe('1');
    expect(get('NEW_ITEM-CURRENCY[1]')).toBe('CNY');
    expect(get('NEW_ITEM-UNIT[1]')).toBe('EA');
    expect(get('NEW_ITEM-VENDORMAT[2]')).toBe('CYT-H0201/50 µg');
    expect(get('NEW_ITEM-MATGROUP[1]')).toBe('12000000');
    expect(get('NEW_ITEM-LEADTIME[1]')).toBe('3');
    expect(get('NEW_ITEM-LEADTIME[2]')).toBe('');
    expect(get('NEW_ITEM-EXT_PRODUCT_ID[2]')).toBe('42');
    // OCI 4.0: the description is CHAR 40 (cut by characters, never inside one).
    expect(get('NEW_ITEM-DESCRIPTION[1]')).toBe('Recombinant Human IL-2 Protein, His Tag,');
    expect(fields.slice(-3)).toEqual([['~OkCode', 'ADDI'], ['~CALLER', 'CTLG'], ['~TARGET', '_top']]);
    expect(fields.length).toBe(2 * 10 + 3);
  });

  it('keeps a frame name as the target and anything else becomes _top', () => {
    expect(ociTarget('srm_frame-1')).toBe('srm_frame-1');
    expect(ociTarget(undefined)).toBe('_top');
    expect(ociTarget('"><script>')).toBe('_top');
    expect(ociTarget('x'.repeat(65))).toBe('_top');
  });
});
