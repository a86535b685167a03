import { describe, expect, it } from 'vitest';
import { memberPriceCny } from './organisation.ts';

describe('memberPriceCny: the one price rule of an organisation member', () => {
  const list = { percentOff: 12.5, fixed: new Map([[7, 999]]) };
  it('takes the fixed price of a size first, even for a size otherwise on inquiry', () => {
    expect(memberPriceCny('1280.00', 7, list)).toBe(999);
    expect(memberPriceCny(null, 7, list)).toBe(999);
  });
  it('takes the percentage off the list price, rounded to the fen', () => {
    // 1280 × 0.875 = 1120; 0.99 × 0.875 = 0.86625 → 0.87
    expect(memberPriceCny('1280.00', 1, list)).toBe(1120);
    expect(memberPriceCny('0.99', 1, list)).toBe(0.87);
  });
  it('keeps inquiry and the list price without a price list', () => {
    expect(memberPriceCny(null, 1, list)).toBeNull();
    expect(memberPriceCny('1280.00', 1, null)).toBe(1280);
    expect(memberPriceCny('1280.00', 1, { percentOff: 0, fixed: new Map() })).toBe(1280);
  });
});
