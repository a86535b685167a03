import { describe, expect, it } from 'vitest';
import { evaluateCase } from './evaluateCase.ts';

const WORKED = 'GGGAGACGCUCGAUCCAGC'; // docs/toolbox-science.md worked example
const enzymatic = { product_sequence: WORKED, capping_method: 'enzymatic' };
const errorOf = (module: string, inputs: Record<string, unknown>) => evaluateCase({ module, inputs })['error'];

describe('assay modules: answers', () => {
  it('isotope_distribution lists peaks down to min_abundance_percent, contiguous, tallest = 100', () => {
    const r = evaluateCase({ module: 'isotope_distribution', inputs: { formula: 'C194H245N82O142P21', min_abundance_percent: 1 } }) as {
      peaks: { shift: number; abundance_percent: number }[];
    };
    expect(Math.max(...r.peaks.map((p) => p.abundance_percent))).toBe(100);
    expect(r.peaks.every((p, i) => p.shift === i)).toBe(true);
    expect(r.peaks.at(-1)!.abundance_percent).toBeGreaterThanOrEqual(1);
    const all = evaluateCase({ module: 'isotope_distribution', inputs: { formula: 'C194H245N82O142P21' } }) as { peaks: unknown[] };
    expect(all.peaks.length).toBeGreaterThan(r.peaks.length);
  });
  it('assay_species labels every species and keeps product_mass masses', () => {
    const r = evaluateCase({ module: 'assay_species', inputs: { ...enzymatic, next_base: 'G', include_cut_variants: true, adducts: ['Na'] } }) as {
      species: { label: string; five_end: string; cut: number; adduct: string | null; monoisotopic: number }[];
    };
    expect(r.species).toHaveLength(3 * 2 * 7);
    expect(r.species.find((s) => s.label === 'Cap0 n')).toMatchObject({ five_end: 'Cap0', cut: 0, adduct: null, monoisotopic: 6630.8804 });
    expect(r.species.find((s) => s.label === 'pp n+1 +Na')).toMatchObject({ five_end: 'pp', cut: 1, adduct: 'Na' });
  });
  it('capping_efficiency with a custom Cap1 cap (co-transcriptional) counts it as capped and Cap1', () => {
    const custom = { id: 'myCap', formula: 'C12H15N5O4', leading_nucleotides: 1, cap1: true };
    const species = evaluateCase({ module: 'assay_species', inputs: { ...enzymatic, capping_method: 'co-transcriptional', custom_cap: custom } }) as {
      species: { label: string; average: number }[];
    };
    const mass = species.species.find((s) => s.label === 'myCap n')!.average;
    const r = evaluateCase({
      module: 'capping_efficiency',
      inputs: { ...enzymatic, capping_method: 'co-transcriptional', custom_cap: custom, mass_type: 'average', peaks: [{ mass, intensity: 3 }, { mass: 6354.692, intensity: 1 }] },
    });
    expect(r).toMatchObject({ capped_percent: 75, cap1_percent: 75, any_cap_percent: 75, uncapped_percent: 25 });
  });
  it('capping_efficiency without assigned peaks answers null percentages', () => {
    const r = evaluateCase({ module: 'capping_efficiency', inputs: { ...enzymatic, mass_type: 'monoisotopic', peaks: [{ mass: 5000, intensity: 1 }] } });
    expect(r).toMatchObject({ assignments: [], unassigned: [{ mass: 5000, intensity: 1 }], capped_percent: null, cap1_percent: null });
  });
  it('capping_efficiency: an n-1 isobar makes a peak ambiguous without include_cut_variants, and ranges show how far it moves', () => {
    // The worked example's nt D+1 is G: GpppN n and 5'-pp n+1 have one formula (docs/toolbox-science.md).
    const species = evaluateCase({ module: 'assay_species', inputs: { ...enzymatic } }) as { species: { label: string; monoisotopic: number }[] };
    const mass = (label: string) => species.species.find((s) => s.label === label)!.monoisotopic;
    const r = evaluateCase({
      module: 'capping_efficiency',
      inputs: { ...enzymatic, next_base: 'G', mass_type: 'monoisotopic', peaks: [{ mass: mass('ppp n'), intensity: 10 }, { mass: mass('Cap1 n'), intensity: 80 }, { mass: mass('GpppN n'), intensity: 10 }] },
    }) as { ambiguous: { candidates: { species: string }[] }[]; capped_percent: number; gpppn_percent: number; uncapped_percent: number; ranges: Record<string, [number, number]> };
    expect(r.ambiguous.map((a) => a.candidates.map((c) => c.species))).toEqual([['GpppN n', 'pp n+1']]);
    expect(r.capped_percent + r.gpppn_percent + r.uncapped_percent).toBeCloseTo(100, 3);
    expect(r.ranges['capped_percent']).toEqual([80, 88.8889]); // all of it to GpppN n: 80/100; to pp n+1 (counted nowhere): 80/90
    expect(r.ranges['gpppn_percent']).toEqual([0, 10]);
    expect(r.ranges['uncapped_percent']).toEqual([10, 11.1111]);
  });
});

describe('assay modules: errors are { error, message } with stable codes', () => {
  it.each([
    ['isotope_distribution', {}, 'invalid_input'],
    ['isotope_distribution', { formula: 'C2H6', sequence: 'ACGU', five_end: 'p' }, 'invalid_input'],
    ['isotope_distribution', { formula: 'NaCl' }, 'formula_invalid'],
    ['isotope_distribution', { formula: 'C2H6', min_abundance_percent: 0 }, 'invalid_input'],
    ['isotope_distribution', { sequence: 'ACGU', five_end: 'custom' }, 'invalid_input'],
    ['isotope_distribution', { sequence: 'ACGU', five_end: 'custom', custom_cap: { formula: 'C11H13N5O4Na' } }, 'custom_cap_invalid'],
    ['ion_ladder', { formula: 'C194H245N82O142P21', mz_min: 2000, mz_max: 400 }, 'scan_range_invalid'],
    ['ion_ladder', { formula: 'C194H245N82O142P21', charges: [0] }, 'charge_state_invalid'],
    ['ion_ladder', { formula: 'C194H245N82O142P21', charges: [6], adducts: ['Li'] }, 'invalid_input'],
    ['species_overlaps', { ...enzymatic, next_base: 'X' }, 'next_base_invalid'],
    ['species_overlaps', { ...enzymatic, tolerance_ppm: -1 }, 'tolerance_invalid'],
    ['species_overlaps', { ...enzymatic, custom_cap: { id: 'Cap1', formula: 'CH2' } }, 'custom_cap_invalid'],
    ['capping_efficiency', { ...enzymatic, peaks: [] }, 'invalid_input'],
    ['capping_efficiency', { ...enzymatic, mass_type: 'average', peaks: [{ mass: 0, intensity: 1 }] }, 'peak_invalid'],
    ['capping_efficiency', { ...enzymatic, capping_method: 'co-transcriptional', mass_type: 'average', peaks: [] }, 'cap_analog_missing'],
    ['polya_ladder', { sequence: 'ACUUAC', tail_length_min: 10, tail_length_max: 20 }, 'no_rnase_t1_site'],
    ['polya_ladder', { sequence: 'ACGUAC', tail_length_min: 30, tail_length_max: 20 }, 'tail_length_invalid'],
  ] as const)('%s %j -> %s', (module, inputs, code) => {
    const answer = evaluateCase({ module, inputs });
    expect(answer['error']).toBe(code);
    expect(Object.keys(answer)).toEqual(['error', 'message']);
  });
  it('next_base is checked even when cut variants are not matched', () => {
    expect(errorOf('capping_efficiency', { ...enzymatic, next_base: 'N', mass_type: 'average', peaks: [] })).toBe('next_base_invalid');
    expect(errorOf('capping_efficiency', { ...enzymatic, next_base: 't', mass_type: 'average', peaks: [] })).toBe('no_peaks');
    expect(errorOf('capping_efficiency', { ...enzymatic, next_base: 't', mass_type: 'average', peaks: [{ mass: 5000, intensity: 1 }] })).toBeUndefined();
  });
});
