import { describe, expect, it } from 'vitest';
import { CELL_SHOWN, cellChange } from './cell-changes.ts';

describe('a changed cell in the import report', () => {
  it('shows short cells whole, and a new cell with no before', () => {
    expect(cellChange('price', 'CNY 1.00', 'CNY 2.00')).toEqual({ column: 'price', before: 'CNY 1.00', after: 'CNY 2.00' });
    expect(cellChange('nameEn', null, 'IL-2')).toEqual({ column: 'nameEn', before: null, after: 'IL-2' });
  });

  it('cuts a long text on both sides around its first difference, so a change deep in a description shows', () => {
    const before = `${'a'.repeat(1000)}OLD${'z'.repeat(1000)}`;
    const after = `${'a'.repeat(1000)}NEW${'z'.repeat(1000)}`;
    const cell = cellChange('descriptionEn', before, after);
    expect(cell.before!.startsWith(`…${'a'.repeat(40)}OLD`)).toBe(true);
    expect(cell.after.startsWith(`…${'a'.repeat(40)}NEW`)).toBe(true);
    expect([cell.before!.length, cell.after.length]).toEqual([CELL_SHOWN + 2, CELL_SHOWN + 2]);
    expect(cellChange('descriptionEn', 'x'.repeat(10), 'x'.repeat(400)).after).toBe(`${'x'.repeat(CELL_SHOWN)}…`);
  });
});
