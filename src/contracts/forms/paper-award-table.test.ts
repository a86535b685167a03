import { describe, expect, it } from 'vitest';
import { latestTodayIso } from '../endpoint.ts';
import { AWARD_TIERS, paperAward } from './paper-award.ts';

describe('paper award table', () => {
  // Expected values are the table: <2 → 500, 2 to 5 → 1000, 5 to 10 → 2000, ≥10 → 3000; 20% tax.
  it.each([
    [0.001, 500],
    [1.999, 500],
    [2, 1000],
    [4.999, 1000],
    [5, 2000],
    [9.999, 2000],
    [10, 3000],
    [54.94, 3000],
  ])('IF %s gives %s CNY gross', (impactFactor, gross) => {
    expect(paperAward(impactFactor).grossCny).toBe(gross);
  });

  it('withholds 20% tax and pays the rest, in whole yuan', () => {
    expect(AWARD_TIERS.map((t) => paperAward(Math.max(t.minImpactFactor, 0.5)))).toEqual([
      { grossCny: 500, taxCny: 100, netCny: 400 },
      { grossCny: 1000, taxCny: 200, netCny: 800 },
      { grossCny: 2000, taxCny: 400, netCny: 1600 },
      { grossCny: 3000, taxCny: 600, netCny: 2400 },
    ]);
  });

  it('refuses an impact factor that is not a positive number', () => {
    expect(() => paperAward(0)).toThrow(RangeError);
    expect(() => paperAward(Number.NaN)).toThrow(RangeError);
  });

  it('takes the latest calendar day on Earth as today', () => {
    expect(latestTodayIso(new Date('2026-11-21T09:59:00Z'))).toBe('2026-11-21');
    expect(latestTodayIso(new Date('2026-11-21T10:00:00Z'))).toBe('2026-11-22');
  });
});
