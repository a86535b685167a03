import { describe, expect, it } from 'vitest';
import { formatFormula } from '../formula/formatFormula.ts';
import { addFormulas, sameFormula, scaleFormula } from '../formula/formula.ts';
import { monoisotopicMass } from '../formula/formulaMass.ts';
import { mulberry32, randomInt, randomSequence } from '../testing/prng.ts';
import { CAP_ANALOGS } from './capAnalogs.ts';
import { CAP_ANALOG } from './capAnalogs.ts';
import { type FragmentEnds, fragmentFormula } from './fragmentFormula.ts';
import { PHOSPHATE, RNA_RESIDUE, WATER } from './residues.ts';

const plain: FragmentEnds = { fivePrime: 'p', threePrime: 'OH', modification: 'none' };

describe('fragmentFormula: hand-computed formulas', () => {
  it('pA = AMP C10H14N5O7P (residue C10H12N5O6P + H2O); pppA = ATP C10H16N5O13P3', () => {
    expect(formatFormula(fragmentFormula('A', plain))).toBe('C10H14N5O7P');
    expect(formatFormula(fragmentFormula('A', { ...plain, fivePrime: 'ppp' }))).toBe('C10H16N5O13P3');
    expect(formatFormula(fragmentFormula('A', { ...plain, fivePrime: 'OH' }))).toBe('C10H13N5O4'); // adenosine
  });
  it("3' ends: p adds HPO3, cp adds HPO3 - H2O", () => {
    const oh = fragmentFormula('ACGU', plain);
    expect(fragmentFormula('ACGU', { ...plain, threePrime: 'p' })).toEqual(addFormulas(oh, PHOSPHATE));
    expect(fragmentFormula('ACGU', { ...plain, threePrime: 'cp' })).toEqual(addFormulas(oh, PHOSPHATE, scaleFormula(WATER, -1)));
  });
  it('free cap analogs: neutral monoisotopic masses of docs/toolbox-science.md', () => {
    const expected: Record<string, number> = {
      mCap: 802.08742, ARCA: 816.10307, CleanCap_AG: 1145.15559, CleanCap_AG_3OMe: 1159.17124, CleanCap_GG: 1161.1505, CleanCap_AU: 1106.13345,
    };
    for (const analog of CAP_ANALOGS) {
      const free = fragmentFormula(CAP_ANALOG[analog].start, { fivePrime: analog, threePrime: 'OH', modification: 'none' });
      expect(Math.abs(monoisotopicMass(free) - expected[analog]!)).toBeLessThanOrEqual(5e-6);
    }
  });
  it('refuses ambiguous bases, an empty fragment and a mismatched analog start', () => {
    expect(() => fragmentFormula('ACNU', plain)).toThrow(expect.objectContaining({ code: 'ambiguous_base_in_sequence' }));
    expect(() => fragmentFormula('', plain)).toThrow(expect.objectContaining({ code: 'empty_sequence' }));
    expect(() => fragmentFormula('GG', { ...plain, fivePrime: 'CleanCap_AG' })).toThrow(expect.objectContaining({ code: 'cap_start_mismatch' }));
  });
});

describe('fragmentFormula properties (seeded)', () => {
  const random = mulberry32(7);
  it('is additive in residues: f(x + y) = f(x) + f(y) - H2O - d5\'(y)', () => {
    for (let run = 0; run < 200; run++) {
      const x = randomSequence(random, randomInt(random, 1, 60));
      const y = randomSequence(random, randomInt(random, 1, 60));
      const joined = fragmentFormula(x + y, plain);
      expect(sameFormula(joined, addFormulas(fragmentFormula(x, plain), fragmentFormula(y, plain), scaleFormula(WATER, -1)))).toBe(true);
      let bySum = WATER;
      for (const base of x + y) bySum = addFormulas(bySum, RNA_RESIDUE[base as 'A' | 'C' | 'G' | 'U']);
      expect(sameFormula(joined, bySum)).toBe(true);
    }
  });
  it('pseudouridine never changes a formula (psi is an isomer of U)', () => {
    for (let run = 0; run < 200; run++) {
      const s = randomSequence(random, randomInt(random, 1, 80));
      for (const fivePrime of ['OH', 'ppp', 'Cap1'] as const) {
        const ends = { ...plain, fivePrime };
        expect(fragmentFormula(s, { ...ends, modification: 'psi' })).toEqual(fragmentFormula(s, ends));
      }
    }
  });
  it('a modification adds its increment once per parent base', () => {
    for (let run = 0; run < 100; run++) {
      const s = randomSequence(random, randomInt(random, 1, 80));
      const uCount = [...s].filter((b) => b === 'U').length;
      const d = fragmentFormula(s, { ...plain, modification: 'm1psi' }).C - fragmentFormula(s, plain).C;
      expect(d).toBe(uCount);
    }
  });
});
