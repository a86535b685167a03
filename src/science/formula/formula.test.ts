import { describe, expect, it } from 'vitest';
import { formatFormula, parseFormula } from './formatFormula.ts';
import { addFormulas, formula, sameFormula, scaleFormula, subtractFormulas } from './formula.ts';
import { formulaMasses } from './formulaMasses.ts';
import { averageMass, monoisotopicMass } from './formulaMass.ts';

describe('formula arithmetic', () => {
  it('adds, scales and subtracts element by element', () => {
    const a = formula({ C: 10, H: 12, N: 5, O: 6, P: 1 });
    const b = formula({ H: 2, O: 1 });
    expect(addFormulas(a, b)).toEqual({ C: 10, H: 14, N: 5, O: 7, P: 1 });
    expect(scaleFormula(a, 3)).toEqual({ C: 30, H: 36, N: 15, O: 18, P: 3 });
    expect(sameFormula(subtractFormulas(addFormulas(a, b), b), a)).toBe(true);
    expect(addFormulas()).toEqual({ C: 0, H: 0, N: 0, O: 0, P: 0 });
  });
});

describe('formatFormula / parseFormula', () => {
  it('writes Hill order without zero counts or the digit 1 (as vectors.json prints formulas)', () => {
    expect(formatFormula(formula({ C: 93, H: 119, N: 37, O: 56, P: 8 }))).toBe('C93H119N37O56P8');
    expect(formatFormula(formula({ C: 1, H: 2 }))).toBe('CH2');
    expect(formatFormula(formula({ H: -1, O: -3, P: -1 }))).toBe('H-1O-3P-1');
  });
  it('round-trips, writing any input order in Hill order', () => {
    for (const text of ['C10H12N5O6P', 'CH2', 'H2O', 'C258H338N94O169P24', 'H-1O-3P-1']) {
      expect(formatFormula(parseFormula(text))).toBe(text);
    }
    expect(formatFormula(parseFormula('HPO3'))).toBe('HO3P');
  });
  it('rejects other elements', () => {
    expect(() => parseFormula('NaCl')).toThrow();
  });
});

describe('masses from formulas', () => {
  it('water: 2 x 1.00782503223 + 15.99491461957 (AME2020), 2 x 1.008 + 15.999 (IUPAC 2021), hand-computed', () => {
    const water = parseFormula('H2O');
    expect(monoisotopicMass(water)).toBeCloseTo(18.01056468403, 10);
    expect(averageMass(water)).toBeCloseTo(18.015, 10);
  });
  it('ATP C10H16N5O13P3: monoisotopic 506.99575 Da (PubChem CID 5957 exact mass)', () => {
    expect(monoisotopicMass(parseFormula('C10H16N5O13P3'))).toBeCloseTo(506.99575, 4);
  });
  it('formulaMasses keeps the formula and its text beside the masses', () => {
    const m = formulaMasses(parseFormula('CH2'));
    expect(m.formulaText).toBe('CH2');
    expect(m.monoisotopic).toBeCloseTo(14.01565006446, 10); // 12 + 2 x 1.00782503223
    expect(m.average).toBeCloseTo(14.027, 10);
  });
});
