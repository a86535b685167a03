import { describe, expect, it } from 'vitest';
import { parseQuickRows, parseQuickText, quickOrderSchema, sizeKey } from './quick-order.ts';

describe('quick order lines', () => {
  it('reads pasted lines split at commas, tabs or semicolons, skipping blanks and a header', () => {
    const text = 'Catalog number, Size, Quantity\ncyt-h0201, 10 µg, 2\n\nCYT-H0202\t50 µg\t1\nENZ-0001;1000 U\nANT-0001，25 µg，3';
    expect(parseQuickText(text)).toEqual([
      { line: 2, catalogNumber: 'CYT-H0201', size: '10 µg', quantity: 2 },
      { line: 4, catalogNumber: 'CYT-H0202', size: '50 µg', quantity: 1 },
      { line: 5, catalogNumber: 'ENZ-0001', size: '1000 U', quantity: 1 },
      { line: 6, catalogNumber: 'ANT-0001', size: '25 µg', quantity: 3 },
    ]);
  });

  it('reads sheet rows and marks an unreadable quantity 0, which the schema refuses', () => {
    const lines = parseQuickRows([['货号', '规格', '数量'], ['CYT-H0201', '10 µg', 4], ['CYT-H0201', '10 µg', 'many']]);
    expect(lines.map((l) => l.quantity)).toEqual([4, 0]);
    const checked = quickOrderSchema.safeParse({ lines });
    expect(checked.success).toBe(false);
    expect(checked.error!.issues[0]).toMatchObject({ path: ['lines', 1, 'quantity'], message: 'account:quick.v.quantity' });
  });

  it('reads space-separated lines: the first word the catalog number, a last bare number the quantity, the words between the size', () => {
    const text = 'cyt-h0202 50ug 2\ncyt-h0202   50 µg   3\nENZ-0001 1000 U\nCYT-H0201 2\nCYT-H0201\n  mrn-0061 1 mg 10  ';
    expect(parseQuickText(text)).toEqual([
      { line: 1, catalogNumber: 'CYT-H0202', size: '50ug', quantity: 2 },
      { line: 2, catalogNumber: 'CYT-H0202', size: '50 µg', quantity: 3 },
      { line: 3, catalogNumber: 'ENZ-0001', size: '1000 U', quantity: 1 },
      { line: 4, catalogNumber: 'CYT-H0201', size: '', quantity: 2 },
      { line: 5, catalogNumber: 'CYT-H0201', size: '', quantity: 1 },
      { line: 6, catalogNumber: 'MRN-0061', size: '1 mg', quantity: 10 },
    ]);
  });

  it('reads the same line from every separator: space, tab, comma, semicolon and their full-width forms', () => {
    const want = { catalogNumber: 'CYT-H0202', size: '50ug', quantity: 2 };
    for (const line of ['cyt-h0202 50ug 2', 'cyt-h0202\t50ug\t2', 'cyt-h0202,50ug,2', 'cyt-h0202;50ug;2', 'cyt-h0202, 50ug, 2', 'cyt-h0202；50ug；2', 'cyt-h0202，50ug，2']) {
      expect(parseQuickText(line), line).toEqual([{ line: 1, ...want }]);
    }
  });

  it('compares sizes across unit spellings: 50ug, 50 µg (micro sign U+00B5), 50μg (Greek mu U+03BC), 50 mcg, full-width', () => {
    const spellings = ['50ug', '50 ug', '50 \u00B5g', '50\u00B5g', '50\u03BCg', '50 \u03BCG', '50 mcg', '５０ｕｇ'];
    expect(new Set(spellings.map(sizeKey))).toEqual(new Set(['50ug']));
    expect(sizeKey('1000 U')).toBe('1000u');
    expect(sizeKey('50 mg')).not.toBe(sizeKey('50 µg'));
  });
});
