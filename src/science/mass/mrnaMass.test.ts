import { describe, expect, it } from 'vitest';
import { cleanSequence } from '../sequence/cleanSequence.ts';
import { mulberry32, randomSequence } from '../testing/prng.ts';
import { formulaMasses } from '../formula/formulaMasses.ts';
import { fragmentFormula } from './fragmentFormula.ts';
import { mrnaMass } from './mrnaMass.ts';

describe('mrnaMass', () => {
  it('the worked-example 19-mer as a whole mRNA: 5\'-ppp 6351.7837 / 6354.6920 Da (docs/toolbox-science.md)', () => {
    const m = mrnaMass(cleanSequence('GGGAGACGCTCGATCCAGC'), 'none');
    expect(m.monoisotopic).toBeCloseTo(6351.7837, 4);
    expect(m.average).toBeCloseTo(6354.692, 4);
  });
  it('equals the fragment formula of the same sequence (composition from clean-up, seeded)', () => {
    const random = mulberry32(3);
    for (let run = 0; run < 50; run++) {
      const s = randomSequence(random, 500);
      for (const modification of ['none', 'm1psi', '5mC'] as const) {
        expect(mrnaMass(cleanSequence(s), modification)).toEqual(formulaMasses(fragmentFormula(s, { fivePrime: 'ppp', threePrime: 'OH', modification })));
      }
    }
  });
  it('refuses ambiguous bases', () => {
    expect(() => mrnaMass(cleanSequence('ACGUNNA'), 'none')).toThrow(expect.objectContaining({ code: 'ambiguous_base_in_sequence' }));
  });
});
