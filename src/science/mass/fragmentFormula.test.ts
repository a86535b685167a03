import { describe, expect, it } from 'vitest';
import { formatFormula } from '../formula/formatFormula.ts';
import { addFormulas, sameFormula, scaleFormula } from '../formula/formula.ts';
import { monoisotopicMass } from '../formula/formulaMass.ts';
import { mulberry32, randomInt, randomSequence } from '../testing/prng.ts';
import { CAP_ANALOGS } from './capAnalogs.ts';
import { CAP_ANALOG } from './capAnalogs.ts';
import { CAP_INCREMENT } from './endGroups.ts';
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
  it("Cap2 needs two nucleotides (2'-O-methyls on N1 and N2); Cap1 fits on one", () => {
    expect(() => fragmentFormula('U', { ...plain, fivePrime: 'Cap2', modification: '5moU' })).toThrow(
      expect.objectContaining({ code: 'cap2_needs_two_nucleotides' }),
    );
    expect(formatFormula(fragmentFormula('UA', { ...plain, fivePrime: 'Cap2' }))).toBe('C32H44N12O25P4'); // hand-summed: U C9H11N2O8P + A C10H12N5O6P + H2O + 2 HPO3 + C11H13N5O4 + 2 CH2
    expect(() => fragmentFormula('U', { ...plain, fivePrime: 'Cap1' })).not.toThrow();
  });
  it('a custom cap adds its formula on top of 5\'-ppp and keeps its leading nucleotides canonical', () => {
    const custom = { id: 'myCap', increment: CAP_INCREMENT.Cap1, leadingNucleotides: 1, cap1: true };
    const seq = 'AGGCUCGCAUCGAGCAGC';
    // Same atoms as CleanCap AG (Cap1 increment, A1 canonical) under m6A, except A1 only (CleanCap keeps A1 and G2).
    const viaCustom = fragmentFormula(seq, { ...plain, fivePrime: custom, modification: 'm6A' });
    const viaAnalog = fragmentFormula(seq, { ...plain, fivePrime: 'CleanCap_AG', modification: 'm6A' });
    expect(viaCustom).toEqual(viaAnalog); // G2 has no m6A parent, so the two agree
    expect(() => fragmentFormula('', { ...plain, fivePrime: custom })).toThrow(expect.objectContaining({ code: 'empty_sequence' }));
    expect(() => fragmentFormula('A', { ...plain, fivePrime: { ...custom, leadingNucleotides: 2 } })).toThrow(
      expect.objectContaining({ code: 'custom_cap_invalid' }),
    );
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
