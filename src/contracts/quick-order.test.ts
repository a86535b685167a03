import { describe, expect, it } from 'vitest';
import { parseQuickRows, parseQuickText, quickOrderSchema } from './quick-order.ts';

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
});
