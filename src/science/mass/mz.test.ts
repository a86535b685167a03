import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../testing/prng.ts';
import { PROTON_MASS, negativeModeMz, negativeModeMzLadder, neutralMassFromNegativeMz } from './mz.ts';

describe('negative-mode m/z (docs/toolbox-science.md: m/z = (M - z * 1.007276467)/z)', () => {
  it('computes [M-zH]z- by hand for the worked-example Cap0 (6630.8804 Da)', () => {
    expect(negativeModeMz(6630.8804, 1)).toBeCloseTo(6629.873123533, 8);
    expect(negativeModeMz(6630.8804, 5)).toBeCloseTo((6630.8804 - 5 * 1.007276467) / 5, 10);
    expect(negativeModeMzLadder(1000, [1, 2]).map((p) => p.charge)).toEqual([1, 2]);
  });
  it('m/z back-computes to M for any mass and charge (seeded)', () => {
    const random = mulberry32(99);
    for (let run = 0; run < 500; run++) {
      const mass = 500 + random() * 20000;
      const z = 1 + Math.floor(random() * 30);
      expect(neutralMassFromNegativeMz(negativeModeMz(mass, z), z)).toBeCloseTo(mass, 8);
    }
  });
  it('uses the proton mass, not the hydrogen atom', () => {
    expect(PROTON_MASS).toBe(1.007276467);
    expect(() => negativeModeMz(1000, 0)).toThrow(expect.objectContaining({ code: 'charge_state_invalid' }));
    expect(() => negativeModeMz(1000, 1.5)).toThrow(expect.objectContaining({ code: 'charge_state_invalid' }));
  });
});
