import { describe, expect, it } from 'vitest';
import { assaySpecies } from './assaySpecies.ts';
import { cappingEfficiency } from './cappingEfficiency.ts';
import { ENZYMATIC, withCutVariants, WORKED } from '../testing/capping-worked.ts';

/** Average masses of the worked example (docs/toolbox-science.md), with the intensities. */
const SPECTRUM = [
  { mass: 6354.692, intensity: 1.2e5 }, // ppp
  { mass: 6274.7132, intensity: 0.3e5 }, // pp
  { mass: 6619.921, intensity: 0.5e5 }, // GpppN
  { mass: 6633.948, intensity: 1.0e5 }, // Cap0
  { mass: 6647.975, intensity: 7.0e5 }, // Cap1
];

describe('cappingEfficiency: the issue\'s check (enzymatic, average masses)', () => {
  const r = cappingEfficiency({ ...ENZYMATIC, peaks: SPECTRUM, massType: 'average' });
  it('capped 80 %, Cap1 70 %, any cap 85 %, uncapped 15 %', () => {
    expect(r.cappedPercent).toBeCloseTo(80, 10);
    expect(r.cap1Percent).toBeCloseTo(70, 10);
    expect(r.anyCapPercent).toBeCloseTo(85, 10);
    expect(r.uncappedPercent).toBeCloseTo(15, 10);
  });
  it('assigns each peak to one species with its error in ppm; nothing is ambiguous or unassigned', () => {
    expect(r.assignments.map((a) => a.species.label)).toEqual(['ppp n', 'pp n', 'GpppN n', 'Cap0 n', 'Cap1 n']);
    for (const a of r.assignments) expect(Math.abs(a.errorPpm)).toBeLessThan(0.01); // the masses are rounded to 4 decimals
    expect(r.ambiguous).toEqual([]);
    expect(r.unassigned).toEqual([]);
    expect(r.tolerancePpm).toBe(50);
    expect(r.byFivePrime.find((f) => f.fivePrime === 'Cap1')?.percent).toBeCloseTo(70, 10);
  });
});

describe('cappingEfficiency: rules', () => {
  it('error_ppm = (measured - expected) / expected x 10^6', () => {
    const cap1 = assaySpecies(ENZYMATIC).find((s) => s.fivePrime === 'Cap1')!;
    const measured = cap1.monoisotopic * (1 + 4e-6);
    const r = cappingEfficiency({ ...ENZYMATIC, peaks: [{ mass: measured, intensity: 1 }], massType: 'monoisotopic' });
    expect(r.assignments[0]!.errorPpm).toBeCloseTo(4, 9);
    expect(cappingEfficiency({ ...ENZYMATIC, peaks: [{ mass: measured, intensity: 1 }], massType: 'monoisotopic', tolerancePpm: 3 }).unassigned).toHaveLength(1);
  });
  it('a peak matching two species is ambiguous and outside every percentage (GpppN n = pp n+1)', () => {
    const r = cappingEfficiency(
      withCutVariants([
        { mass: 6616.8648, intensity: 5 }, // GpppN n, or pp n+1
        { mass: 6644.8961, intensity: 90 }, // Cap1 n
        { mass: 6351.7837, intensity: 10 }, // ppp n
        { mass: 7000, intensity: 1000 }, // nothing
      ]),
    );
    expect(r.ambiguous).toHaveLength(1);
    expect(r.ambiguous[0]!.candidates.map((c) => c.species.label)).toEqual(['GpppN n', 'pp n+1']);
    expect(r.unassigned).toEqual([{ mass: 7000, intensity: 1000 }]);
    expect(r.cappedPercent).toBeCloseTo(90, 10);
    expect(r.anyCapPercent).toBeCloseTo(90, 10);
    expect(r.uncappedPercent).toBeCloseTo(10, 10);
  });
  it('n±1 and adduct peaks count toward their 5\' form only when asked for', () => {
    const species = assaySpecies({ ...ENZYMATIC, nextBase: 'A', cutVariants: true, adducts: ['Na'] });
    const mass = (label: string) => species.find((s) => s.label === label)!.monoisotopic;
    const peaks = [
      { mass: mass('Cap1 n'), intensity: 60 },
      { mass: mass('Cap1 n+1'), intensity: 20 },
      { mass: mass('ppp n-1 +Na'), intensity: 20 },
    ];
    const plain = cappingEfficiency({ ...ENZYMATIC, nextBase: 'A', peaks, massType: 'monoisotopic' });
    expect(plain.cappedPercent).toBe(100);
    expect(plain.unassigned).toHaveLength(2);
    const all = cappingEfficiency({ ...ENZYMATIC, nextBase: 'A', peaks, massType: 'monoisotopic', includeCutVariants: true, adducts: ['Na'] });
    expect(all.cappedPercent).toBeCloseTo(80, 10);
    expect(all.uncappedPercent).toBeCloseTo(20, 10);
  });
  it('Cap2 is capped but not Cap1; co-transcriptional Cap1 only for CleanCap analogs', () => {
    const species = assaySpecies({ ...ENZYMATIC, includeCap2: true });
    const cap2 = species.find((s) => s.fivePrime === 'Cap2')!.monoisotopic;
    const r = cappingEfficiency({ ...ENZYMATIC, includeCap2: true, peaks: [{ mass: cap2, intensity: 1 }], massType: 'monoisotopic' });
    expect([r.cappedPercent, r.cap1Percent]).toEqual([100, 0]);
    const coTx = (capAnalog: 'ARCA' | 'mCap' | 'CleanCap_GG', productSequence: string) => {
      const analog = assaySpecies({ ...ENZYMATIC, productSequence, cappingMethod: 'co-transcriptional', capAnalog }).find((s) => s.fivePrime === capAnalog)!;
      return cappingEfficiency({ ...ENZYMATIC, productSequence, cappingMethod: 'co-transcriptional', capAnalog, peaks: [{ mass: analog.average, intensity: 3 }], massType: 'average' });
    };
    expect(coTx('ARCA', WORKED).cap1Percent).toBe(0);
    expect(coTx('mCap', WORKED).cap1Percent).toBe(0);
    expect(coTx('CleanCap_GG', WORKED).cap1Percent).toBe(100);
    expect(coTx('CleanCap_GG', WORKED).cappedPercent).toBe(100);
  });
  it('no assigned intensity: percentages are null; an empty list, bad peaks and tolerances are refused', () => {
    expect(cappingEfficiency({ ...ENZYMATIC, peaks: [{ mass: 5000, intensity: 1 }], massType: 'average' }).cappedPercent).toBeNull();
    expect(() => cappingEfficiency({ ...ENZYMATIC, peaks: [], massType: 'average' })).toThrow(expect.objectContaining({ code: 'no_peaks' }));
    expect(() => cappingEfficiency({ ...ENZYMATIC, peaks: [{ mass: -1, intensity: 1 }], massType: 'average' })).toThrow(
      expect.objectContaining({ code: 'peak_invalid', message: 'peak 1: mass must be > 0 Da and intensity >= 0, got -1 / 1' }),
    );
    expect(() => cappingEfficiency({ ...ENZYMATIC, peaks: [{ mass: 5000, intensity: 1 }], massType: 'average', tolerancePpm: Number.NaN })).toThrow(expect.objectContaining({ code: 'tolerance_invalid' }));
  });
});
