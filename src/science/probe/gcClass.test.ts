import { describe, expect, it } from 'vitest';
import { gcClass } from './gcClass.ts';

describe('gcClass (40-70 % acceptable, 55-65 % optimal, inclusive; kit guidance)', () => {
  it('classifies exact boundaries as integers', () => {
    expect(gcClass(8, 20)).toBe('acceptable'); // 40 %
    expect(gcClass(7, 20)).toBe('out_of_range'); // 35 %
    expect(gcClass(11, 20)).toBe('optimal'); // 55 %
    expect(gcClass(13, 20)).toBe('optimal'); // 65 %
    expect(gcClass(14, 20)).toBe('acceptable'); // 70 %
    expect(gcClass(15, 20)).toBe('out_of_range'); // 75 %
  });
  it('does not lose a boundary to floating point (7/10 = 70 %, 0.7*100 = 70.00000000000001)', () => {
    expect(gcClass(7, 10)).toBe('acceptable');
    expect(gcClass(21, 30)).toBe('acceptable');
  });
});
