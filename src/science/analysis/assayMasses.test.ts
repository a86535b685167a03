import { describe, expect, it } from 'vitest';
import type { AnalysisSettings } from './analysisParts.ts';
import { analysisSections } from './analysisSections.ts';
import { type MassSettings, assayMasses } from './assayMasses.ts';

// docs/toolbox-science.md worked example: the 19-mer product, nt 20 = G.
const PRODUCT = 'GGGAGACGCUCGAUCCAGC';
const MASSES: MassSettings = {
  fivePrimeForms: ['OH', 'p', 'pp', 'ppp', 'GpppN', 'Cap0', 'Cap1', 'Cap2'], threePrime: 'OH', nextBase: 'G', cutVariants: true,
  adducts: [], customCap: null, mzMin: 400, mzMax: 2000, tolerancePpm: 10,
};
const PRODUCT_INPUTS = { productSequence: PRODUCT, cappingMethod: 'enzymatic', capAnalog: null, modification: 'none', chargeStates: [] } as const;

describe('assayMasses', () => {
  it('gives mono, most abundant and average m/z of the Cap1 19-mer (issue 17 checks) with charges from the scan range', () => {
    const view = assayMasses(PRODUCT_INPUTS, { ...MASSES, adducts: ['Na', 'K', 'TEA'] });
    expect(view.charges[0]).toBe(4); // 6.6 kDa: z = 4 is the first below 2000 Th
    expect(view.charges).toContain(6);
    const cap1 = view.species.find((s) => s.label === 'Cap1 n')!;
    expect(cap1.formula).toBe('C194H245N82O142P21');
    expect(cap1.mostAbundantDa).toBeCloseTo(6646.9013, 3);
    const z6 = cap1.ions.filter((i) => i.charge === 6);
    expect(z6.map((i) => i.notation)).toEqual(['[M-6H]6-', '[M-7H+Na]6-', '[M-7H+K]6-', '[M-6H+TEA]6-']);
    expect(z6[0]!.mzMono).toBeCloseTo(1106.4754, 3);
    expect(z6[0]!.mzMostAbundant).toBeCloseTo(1106.8096, 3);
    expect(z6[0]!.mzAverage).toBeCloseTo(1106.9886, 3);
    expect(z6[1]!.mzMono).toBeCloseTo(1110.1391, 3);
    expect(view.species.find((s) => s.label === 'Cap1 n +K')!.ions).toEqual([]);
  });

  it('flags GpppN n and pp n+1 (one formula) and ppp n+1 vs Cap2 n +K at 10 ppm, not at 5 ppm', () => {
    const at10 = assayMasses(PRODUCT_INPUTS, { ...MASSES, adducts: ['K'] }).overlaps;
    expect(at10[0]).toMatchObject({ a: 'GpppN n', b: 'pp n+1', deltaPpm: 0 });
    expect(at10.some((o) => [o.a, o.b].includes('Cap2 n +K') && [o.a, o.b].includes('ppp n+1'))).toBe(true);
    const at5 = assayMasses(PRODUCT_INPUTS, { ...MASSES, adducts: ['K'], tolerancePpm: 5 }).overlaps;
    expect(at5.some((o) => [o.a, o.b].includes('Cap2 n +K'))).toBe(false);
  });

  it('lists only the chosen 5′ forms, the 3′ end asked for, and no n+1 without a next base', () => {
    const view = assayMasses(PRODUCT_INPUTS, { ...MASSES, fivePrimeForms: ['ppp', 'Cap1'], threePrime: 'cp', nextBase: null });
    expect(view.species.map((s) => s.label)).toEqual(['ppp n', 'Cap1 n', 'ppp n-1', 'Cap1 n-1']);
    expect(view.nextBase).toBeNull();
    // 2′,3′-cyclic phosphate = 3′-OH + HPO3 − H2O (61.9558 Da mono).
    const oh = assayMasses(PRODUCT_INPUTS, { ...MASSES, fivePrimeForms: ['ppp'], cutVariants: false });
    expect(view.species[0]!.monoDa - oh.species[0]!.monoDa).toBeCloseTo(79.96633 - 18.01056, 4);
  });

  it('adds a user-defined cap on top of 5′-ppp, and answers formula_invalid for a bad formula', () => {
    const cap = { id: 'MyCap', formula: 'C11H13N5O4', leadingNucleotides: 0, cap1: false };
    const view = assayMasses(PRODUCT_INPUTS, { ...MASSES, fivePrimeForms: ['Cap0'], customCap: cap, cutVariants: false });
    const [cap0, mine] = view.species;
    expect(mine!.label).toBe('MyCap n');
    expect(mine!.monoDa).toBeCloseTo(cap0!.monoDa, 6); // the Cap0 increment typed by hand
    expect(() => assayMasses(PRODUCT_INPUTS, { ...MASSES, customCap: { ...cap, formula: 'C11Xx' } })).toThrow(expect.objectContaining({ code: 'formula_invalid' }));
  });

  it('takes nt D+1 from the sequence in an analysis when none is typed', () => {
    const settings: AnalysisSettings = {
      probe: { probeStart: 1, probeLength: 25, digestionPosition: 19, hybridLength: 5 },
      modification: 'none', cappingMethod: 'enzymatic', capAnalog: null, chargeStates: [], reaction: null,
      masses: { ...MASSES, nextBase: null },
    };
    const steps = [...analysisSections('GGGAGACGCUCGAUCCAGCGUCUAC', settings, ['species'])];
    const part = steps.flatMap((s) => s.parts).find((p) => p.kind === 'species');
    if (part?.kind !== 'species') throw new Error('no species');
    expect(part.assay?.nextBase).toBe('G');
    expect(part.assay?.overlaps[0]).toMatchObject({ a: 'GpppN n', b: 'pp n+1' });
    expect(part.species[0]!.mz.map((m) => m.charge)).toEqual(part.assay?.charges);
  });
});

describe('poly(A) section', () => {
  it('gives the RNase T1 tail ladder after the last G (issue 17: A100 32843.2962 mono / 32858.9124 average)', () => {
    const settings: AnalysisSettings = {
      probe: { probeStart: 1, probeLength: 25, digestionPosition: 19, hybridLength: 5 },
      modification: 'none', cappingMethod: 'enzymatic', capAnalog: null, chargeStates: [], reaction: null,
      polya: { tailLengthMin: 99, tailLengthMax: 101 },
    };
    const parts = [...analysisSections('GGGAGACGCUCGAUCCAGCG', settings, ['polya'])].flatMap((s) => s.parts);
    const polya = parts.find((p) => p.kind === 'polya');
    if (polya?.kind !== 'polya') throw new Error('no poly(A) part');
    const a100 = polya.rows.find((r) => r.tailLength === 100)!;
    expect(a100.fragment).toBe('A'.repeat(100));
    expect(a100.formula).toBe('C1000H1201N500O598P99');
    expect(a100.monoDa).toBeCloseTo(32843.2962, 3);
    expect(a100.avgDa).toBeCloseTo(32858.9124, 3);
    expect(polya.spacingMonoDa).toBeCloseTo(329.0525, 4);
  });
});

describe('defaultCharges', () => {
  it('agrees with chargeStatesInRange, and lists at most 30 for a long product', async () => {
    const { defaultCharges, MAX_DEFAULT_CHARGES } = await import('./assayMasses.ts');
    const { chargeStatesInRange } = await import('../ions/chargeStates.ts');
    for (const mass of [500, 6351.7837, 20_000, 33_000]) expect(defaultCharges(mass, 400, 2000)).toEqual(chargeStatesInRange(mass, 400, 2000).slice(0, MAX_DEFAULT_CHARGES));
    expect(defaultCharges(1.6e6)).toHaveLength(MAX_DEFAULT_CHARGES);
    // 1.6 MDa: z = 800 is the first at or below 2000 Th.
    expect(defaultCharges(1.6e6)[0]).toBe(800);
  });
});
