import { describe, expect, it } from 'vitest';
import { CAP_INCREMENT } from '../mass/endGroups.ts';
import { productSpecies } from '../mass/species.ts';
import { assaySpecies } from './assaySpecies.ts';
import { speciesOverlaps } from './speciesOverlaps.ts';
import { ENZYMATIC, WORKED } from '../testing/capping-worked.ts';


describe('assaySpecies', () => {
  it('lists every 5\' form on the product, with the masses of product_mass for the shared ones', () => {
    const list = assaySpecies({ ...ENZYMATIC, includeCap2: true });
    expect(list.map((s) => s.label)).toEqual(['OH n', 'p n', 'pp n', 'ppp n', 'GpppN n', 'Cap0 n', 'Cap1 n', 'Cap2 n']);
    const reference = productSpecies(WORKED, { ...ENZYMATIC, includeCap2: true });
    for (const r of reference) {
      const s = list.find((x) => x.fivePrime === r.id)!;
      expect(s.formulaText).toBe(r.formulaText);
      expect(s.monoisotopic).toBeCloseTo(r.monoisotopic, 9);
      expect(s.average).toBeCloseTo(r.average, 9);
    }
  });
  it('adds n-1 and n+1 products and adducts, labelled "pp n+1", "GpppN n +K"', () => {
    const list = assaySpecies({ ...ENZYMATIC, nextBase: 'g', cutVariants: true, adducts: ['K'] });
    const labels = list.map((s) => s.label);
    expect(labels).toContain('pp n+1');
    expect(labels).toContain('GpppN n +K');
    expect(labels).toContain('Cap1 n-1 +K');
    expect(labels).toHaveLength(3 * 2 * 7);
    const ppLong = list.find((s) => s.label === 'pp n+1')!;
    const gpppn = list.find((s) => s.label === 'GpppN n')!;
    expect(ppLong.formulaText).toBe('C192H241N82O142P21'); // the isobar: pp(20) = GpppN(19)
    expect(gpppn.formulaText).toBe(ppLong.formulaText);
    expect(gpppn.monoisotopic).toBeCloseTo(6616.8648, 4);
    expect(list.find((s) => s.label === 'Cap1 n +K')!.formulaText).toBe('C194H244KN82O142P21'); // Cap1 - H + K
  });
  it('without the next base there is no n+1; a cut variant too short for its cap is left out', () => {
    expect(assaySpecies({ ...ENZYMATIC, cutVariants: true }).some((s) => s.cut === 1)).toBe(false);
    const short = assaySpecies({ ...ENZYMATIC, productSequence: 'GG', includeCap2: true, cutVariants: true });
    expect(short.filter((s) => s.cut === -1).map((s) => s.fivePrime)).toEqual(['OH', 'p', 'pp', 'ppp', 'GpppN', 'Cap0', 'Cap1']);
    expect(() => assaySpecies({ ...ENZYMATIC, productSequence: 'G', includeCap2: true })).toThrow(expect.objectContaining({ code: 'cap2_needs_two_nucleotides' }));
    expect(() => assaySpecies({ ...ENZYMATIC, nextBase: 'N', cutVariants: true })).toThrow(expect.objectContaining({ code: 'next_base_invalid' }));
  });
  it('co-transcriptional: uncapped forms and the analog; or a custom cap with its own id', () => {
    const clean = assaySpecies({ ...ENZYMATIC, productSequence: 'AGGCUCGCAUCGAGCAGC', cappingMethod: 'co-transcriptional', capAnalog: 'CleanCap_AG' });
    expect(clean.map((s) => s.label)).toEqual(['OH n', 'p n', 'pp n', 'ppp n', 'CleanCap_AG n']);
    expect(clean[4]!.cap1).toBe(true);
    const custom = { id: 'myCap', increment: CAP_INCREMENT.Cap0, leadingNucleotides: 0, cap1: false };
    const withCustom = assaySpecies({ ...ENZYMATIC, cappingMethod: 'co-transcriptional', customCap: custom });
    expect(withCustom.map((s) => s.label)).toEqual(['OH n', 'p n', 'pp n', 'ppp n', 'myCap n']);
    expect(withCustom[4]!.formulaText).toBe(assaySpecies(ENZYMATIC).find((s) => s.fivePrime === 'Cap0')!.formulaText);
    expect(() => assaySpecies({ ...ENZYMATIC, cappingMethod: 'co-transcriptional' })).toThrow(expect.objectContaining({ code: 'cap_analog_missing' }));
    expect(() => assaySpecies({ ...ENZYMATIC, customCap: { ...custom, id: 'Cap1' } })).toThrow(expect.objectContaining({ code: 'custom_cap_invalid' }));
  });
});

describe('speciesOverlaps (the issue\'s checks, 19-mer with G at D+1, monoisotopic)', () => {
  const species = assaySpecies({ ...ENZYMATIC, includeCap2: true, nextBase: 'G', cutVariants: true, adducts: ['Na', 'K', 'TEA'] });
  const find = (overlaps: ReturnType<typeof speciesOverlaps>, x: string, y: string) =>
    overlaps.find((o) => (o.a.label === x && o.b.label === y) || (o.a.label === y && o.b.label === x));

  it('GpppN n and pp n+1: one formula, 0 ppm, first in the list', () => {
    const overlaps = speciesOverlaps(species, 0);
    expect(overlaps[0]).toMatchObject({ a: { label: 'GpppN n' }, b: { label: 'pp n+1' }, deltaDa: 0, deltaPpm: 0 });
  });
  it('ppp n+1 and Cap2 n +K: 5.5 ppm, flagged at 10 ppm, not at 5 ppm', () => {
    const at10 = find(speciesOverlaps(species, 10), 'ppp n+1', 'Cap2 n +K');
    expect(at10?.deltaPpm).toBeCloseTo(5.45, 2);
    expect(at10?.deltaDa).toBeCloseTo(0.0365, 4); // 6696.8311 (ppp 20-mer) vs 6696.8676 (Cap2 + K - H), hand-summed
    expect(find(speciesOverlaps(species, 5), 'ppp n+1', 'Cap2 n +K')).toBeUndefined();
  });
  it('Cap0 and Cap1 differ by CH2: 2114 ppm, flagged only at an absurd tolerance', () => {
    expect(find(speciesOverlaps(species, 100), 'Cap0 n', 'Cap1 n')).toBeUndefined();
    expect(find(speciesOverlaps(species, 2200), 'Cap0 n', 'Cap1 n')?.deltaPpm).toBeCloseTo(2113.7, 1);
  });
  it('refuses a negative tolerance', () => {
    expect(() => speciesOverlaps(species, -1)).toThrow(expect.objectContaining({ code: 'tolerance_invalid' }));
  });
});
