import { describe, expect, it } from 'vitest';
import { productSpecies } from './species.ts';

const WORKED = 'GGGAGACGCUCGAUCCAGC';

describe('productSpecies: docs/toolbox-science.md worked example (19-mer, 3\'-OH, unmodified)', () => {
  it('enzymatic species match the monoisotopic / average masses given there', () => {
    const species = productSpecies(WORKED, { cappingMethod: 'enzymatic', modification: 'none', threePrime: 'OH' });
    const table = Object.fromEntries(species.map((s) => [s.id, [s.monoisotopic, s.average]]));
    const expected: Record<string, [number, number]> = {
      ppp: [6351.7837, 6354.692],
      pp: [6271.8173, 6274.7132],
      GpppN: [6616.8648, 6619.921],
      Cap0: [6630.8804, 6633.948],
      Cap1: [6644.8961, 6647.975],
    };
    expect(Object.keys(table)).toEqual(Object.keys(expected));
    for (const [id, [mono, avg]] of Object.entries(expected)) {
      expect(Math.abs(table[id]![0]! - mono)).toBeLessThanOrEqual(5e-5);
      expect(Math.abs(table[id]![1]! - avg)).toBeLessThanOrEqual(5e-5);
    }
  });
  it('adds Cap2 = Cap1 + CH2 (14.01565 Da, hand-computed) on request', () => {
    const species = productSpecies(WORKED, { cappingMethod: 'enzymatic', modification: 'none', threePrime: 'OH', includeCap2: true });
    const cap1 = species.find((s) => s.id === 'Cap1')!;
    const cap2 = species.find((s) => s.id === 'Cap2')!;
    expect(cap2.monoisotopic - cap1.monoisotopic).toBeCloseTo(14.01565006446, 8);
    expect(cap2.label).toBe('Cap2 m7GpppNmNm');
  });
});

describe('productSpecies: co-transcriptional analogs', () => {
  it('ARCA-Cap0 is isobaric with enzymatic Cap1 (docs/toolbox-science.md isobaric pairs)', () => {
    const arca = productSpecies(WORKED, { cappingMethod: 'co-transcriptional', capAnalog: 'ARCA', modification: 'none', threePrime: 'OH' });
    const enzymatic = productSpecies(WORKED, { cappingMethod: 'enzymatic', modification: 'none', threePrime: 'OH' });
    expect(arca.map((s) => s.id)).toEqual(['ppp', 'ARCA']);
    expect(arca[1]!.formulaText).toBe(enzymatic.find((s) => s.id === 'Cap1')!.formulaText);
  });
  it('analog nucleotides stay canonical: CleanCap AG with m6A has one CH2 less than full substitution', () => {
    const seq = 'AGGCUCGCAUCGAGCAGC'; // four A, the first supplied by the analog
    const none = productSpecies(seq, { cappingMethod: 'co-transcriptional', capAnalog: 'CleanCap_AG', modification: 'none', threePrime: 'OH' });
    const m6a = productSpecies(seq, { cappingMethod: 'co-transcriptional', capAnalog: 'CleanCap_AG', modification: 'm6A', threePrime: 'OH' });
    expect(m6a[0]!.formula.C - none[0]!.formula.C).toBe(4); // uncapped: all four A are m6A
    expect(m6a[1]!.formula.C - none[1]!.formula.C).toBe(3); // capped: A1 comes from the analog
  });
  it('CleanCap AU keeps U2 canonical under m1psi', () => {
    const seq = 'AUGGCUUAC';
    const none = productSpecies(seq, { cappingMethod: 'co-transcriptional', capAnalog: 'CleanCap_AU', modification: 'none', threePrime: 'OH' });
    const m1psi = productSpecies(seq, { cappingMethod: 'co-transcriptional', capAnalog: 'CleanCap_AU', modification: 'm1psi', threePrime: 'OH' });
    expect(m1psi[1]!.formula.C - none[1]!.formula.C).toBe(2); // U at 6 and 7, not U2
  });
  it('errors: start mismatch, missing analog, ambiguous product', () => {
    expect(() => productSpecies(WORKED, { cappingMethod: 'co-transcriptional', capAnalog: 'CleanCap_AU', modification: 'none', threePrime: 'OH' })).toThrow(
      expect.objectContaining({ code: 'cap_start_mismatch', message: 'CleanCap_AU requires the transcript to start with AU' }),
    );
    expect(() => productSpecies(WORKED, { cappingMethod: 'co-transcriptional', modification: 'none', threePrime: 'OH' })).toThrow(
      expect.objectContaining({ code: 'cap_analog_missing' }),
    );
    expect(() => productSpecies('GGNAG', { cappingMethod: 'enzymatic', modification: 'none', threePrime: 'OH' })).toThrow(
      expect.objectContaining({ code: 'ambiguous_base_in_product' }),
    );
  });
});
