import { describe, expect, it } from 'vitest';
import { labelRows } from './stick-rows.ts';

describe('labelRows', () => {
  it('keeps far labels on one row and stacks close ones', () => {
    expect(labelRows([0, 100, 200], [40, 40, 40], 3)).toEqual([0, 0, 0]);
    expect(labelRows([0, 10, 20, 100], [40, 40, 40, 40], 3)).toEqual([0, 1, 2, 0]);
  });

  it('reuses the row that frees first when all rows are taken', () => {
    expect(labelRows([0, 5, 10], [40, 40, 40], 2)).toEqual([0, 1, 0]);
    expect(labelRows([0, 5, 10], [40, 40, 40], 2, true)).toEqual([0, 1, -1]);
  });
});
