import { describe, expect, it } from 'vitest';
import { countBases, gcPercent } from './composition.ts';
import { ambiguousPositions } from './iupac.ts';

describe('countBases / gcPercent', () => {
  it('counts a region (1-based, inclusive)', () => {
    expect(countBases('GGGAGACGCU', 2, 5)).toEqual({ A: 1, C: 0, G: 3, U: 0, ambiguous: 0 });
    expect(countBases('ACGUN')).toEqual({ A: 1, C: 1, G: 1, U: 1, ambiguous: 1 });
  });
  it('GC% = 100 x (G+C)/length (14 of 20 = 70)', () => {
    expect(gcPercent(countBases('GGGGGGGCCCCCCCAAAAUU'))).toBe(70);
    expect(gcPercent({ A: 0, C: 0, G: 0, U: 0, ambiguous: 0 })).toBe(0);
  });
  it('lists ambiguous positions', () => {
    expect(ambiguousPositions('GGNAGRC')).toEqual([3, 6]);
    expect(ambiguousPositions('GGNAGRC', 4, 7)).toEqual([6]);
  });
});
