import { describe, expect, it } from 'vitest';
import { type AssaySpecies, assaySpecies } from '../assay/assaySpecies.ts';
import { evaluateCase } from '../contract/evaluateCase.ts';
import { spectrumCapping } from './spectrumCapping.ts';
import { syntheticSpectrum } from './testing/syntheticSpectrum.ts';

/** Short RNase H products (the assay's fragments are ~5-30 nt); neither ends in G, so no n-1 isobar. */
const ENZYMATIC = { productSequence: 'GGGAGACGCU', cappingMethod: 'enzymatic', modification: 'none', threePrime: 'OH' } as const;
const CLEANCAP = { productSequence: 'AGGAUCCAGCUAC', cappingMethod: 'co-transcriptional', capAnalog: 'CleanCap_AG', modification: 'none', threePrime: 'OH' } as const;

function mixture(species: AssaySpecies[], fractions: Record<string, number>) {
  return species.filter((s) => fractions[s.label]).map((s) => ({ formula: s.formulaText, fraction: fractions[s.label]! }));
}

/** Truth of each percentage from the mixture's fractions. */
function truth(species: AssaySpecies[], fractions: Record<string, number>) {
  const share = (select: (s: AssaySpecies) => boolean) => (100 * species.filter((s) => fractions[s.label] && select(s)).reduce((t, s) => t + fractions[s.label]!, 0)) / Object.values(fractions).reduce((a, b) => a + b, 0);
  return {
    capped_percent: share((s) => s.category === 'm7G_cap'),
    cap1_percent: share((s) => s.cap1),
    any_cap_percent: share((s) => s.category !== 'uncapped'),
    uncapped_percent: share((s) => s.category === 'uncapped'),
    gpppn_percent: share((s) => s.category === 'GpppN'),
  };
}

describe('spectrumCapping: accuracy on synthetic spectra (charges 2-15, noise 1 % of the base peak)', () => {
  it.each([
    ['enzymatic, R 20,000, Na and K 30 %', ENZYMATIC, { 'ppp n': 0.12, 'pp n': 0.03, 'GpppN n': 0.05, 'Cap0 n': 0.1, 'Cap1 n': 0.7 }, 20_000, { Na: 0.3, K: 0.3 }, 1],
    ['CleanCap AG, R 30,000, Na 10 %', CLEANCAP, { 'ppp n': 0.06, 'pp n': 0.02, 'CleanCap_AG n': 0.92 }, 30_000, { Na: 0.1 }, 7],
  ] as const)('%s: masses within 5 ppm, percentages within 0.5 points', (_, options, fractions, resolution, adducts, seed) => {
    const species = assaySpecies({ ...options, cutVariants: false });
    const spectrum = syntheticSpectrum({ species: mixture(species, fractions), charges: [2, 15], resolution, noisePercent: 1, adducts, mzRange: [250, 2000], seed });
    const r = spectrumCapping({
      product_sequence: options.productSequence,
      capping_method: options.cappingMethod,
      cap_analog: 'capAnalog' in options ? options.capAnalog : null,
      ...spectrum,
      adducts: Object.keys(adducts) as ('Na' | 'K')[],
    });
    const expected = truth(species, fractions);
    for (const [name, value] of Object.entries(expected)) expect(Math.abs(r[name as keyof typeof expected]! - value), name).toBeLessThan(0.5);
    for (const label of Object.keys(fractions)) {
      const found = r.species.find((s) => s.species === label)!;
      const mass = species.find((s) => s.label === label)!.monoisotopic;
      expect(Math.abs((found.mass_monoisotopic! - mass) / mass) * 1e6, label).toBeLessThan(5);
      expect(found.charges).toContain(8);
    }
    expect(r.ambiguous).toEqual([]);
    expect(r.ranges.capped_percent![1] - r.ranges.capped_percent![0]).toBeLessThan(1e-9);
    expect(r.capped_percent! + r.gpppn_percent! + r.uncapped_percent!).toBeCloseTo(100, 9);
  });
});

describe('spectrumCapping: isobars, leftovers, errors', () => {
  it('pp n and GpppN n-1 (one formula when the product ends in G) are ambiguous, with ranges, without include_cut_variants', () => {
    const options = { ...ENZYMATIC, productSequence: 'GGGAGACGCG' };
    const species = assaySpecies({ ...options, cutVariants: false });
    const spectrum = syntheticSpectrum({ species: mixture(species, { 'pp n': 0.1, 'Cap1 n': 0.9 }), charges: [3, 10], resolution: 20_000, noisePercent: 0.2, mzRange: [300, 1500], seed: 3 });
    const r = spectrumCapping({ product_sequence: options.productSequence, capping_method: 'enzymatic', ...spectrum });
    expect(r.ambiguous).toHaveLength(1);
    expect(r.ambiguous[0]!.candidates.map((c) => c.species).sort()).toEqual(['GpppN n-1', 'pp n']);
    expect(r.capped_percent).toBeCloseTo(100, 0);
    // All of it to pp n: 90 % capped; to GpppN n-1 (counted nowhere): 100 %.
    expect(r.ranges.capped_percent![0]).toBeCloseTo(90, 0);
    expect(r.ranges.capped_percent![1]).toBeCloseTo(100, 6);
  });
  it('a species no one expected is an unassigned envelope with its mass and charges', () => {
    const species = assaySpecies({ ...ENZYMATIC, cutVariants: false });
    const stranger = { formula: 'C85H107N33O62P9', fraction: 0.3 }; // a 9-nt fragment
    const spectrum = syntheticSpectrum({ species: [...mixture(species, { 'Cap1 n': 1 }), stranger], charges: [3, 10], resolution: 20_000, noisePercent: 0.5, mzRange: [300, 1500], seed: 4 });
    const r = spectrumCapping({ product_sequence: ENZYMATIC.productSequence, capping_method: 'enzymatic', ...spectrum });
    const mass = 2860.387; // C85H107N33O62P9, monoisotopic
    expect(r.unassigned_envelopes[0]!.mass).toBeGreaterThan(mass - 2.5);
    expect(r.unassigned_envelopes[0]!.mass).toBeLessThan(mass + 2.5);
    expect(r.unassigned_envelopes[0]!.charges.length).toBeGreaterThan(2);
    expect(r.species.map((s) => s.species)).toEqual(['Cap1 n']); // no expected species is fitted onto the stranger's peaks
    expect(r.capped_percent).toBeCloseTo(100, 1);
  });
  it('reads a centroid list (apex heights) within a point of the truth', () => {
    const species = assaySpecies({ ...ENZYMATIC, cutVariants: false });
    const fractions = { 'ppp n': 0.12, 'pp n': 0.03, 'GpppN n': 0.05, 'Cap0 n': 0.1, 'Cap1 n': 0.7 };
    const profile = syntheticSpectrum({ species: mixture(species, fractions), charges: [2, 15], resolution: 20_000, noisePercent: 0, adducts: { Na: 0.2 }, mzRange: [250, 2000], seed: 2 });
    const base = profile.intensity.reduce((m, v) => Math.max(m, v), 0);
    const mz: number[] = [];
    const intensity: number[] = [];
    for (let i = 1; i < profile.mz.length - 1; i++) {
      const y = profile.intensity[i]!;
      if (y > profile.intensity[i - 1]! && y >= profile.intensity[i + 1]! && y > 0.01 * base) mz.push(profile.mz[i]!), intensity.push(y);
    }
    const r = spectrumCapping({ product_sequence: ENZYMATIC.productSequence, capping_method: 'enzymatic', mz, intensity, adducts: ['Na'] });
    const expected = truth(species, fractions);
    for (const [name, value] of Object.entries(expected)) expect(Math.abs(r[name as keyof typeof expected]! - value), name).toBeLessThan(1);
    expect(r.species.map((s) => s.species)).toEqual(['pp n', 'ppp n', 'GpppN n', 'Cap0 n', 'Cap1 n']);
  });
  it('answers through the machine interface, and names bad inputs', () => {
    const spectrum = syntheticSpectrum({ species: [{ formula: assaySpecies({ ...ENZYMATIC }).find((s) => s.label === 'Cap1 n')!.formulaText, fraction: 1 }], charges: [3, 6], resolution: 20_000, noisePercent: 0, mzRange: [500, 1300], seed: 5 });
    const base = { product_sequence: ENZYMATIC.productSequence, capping_method: 'enzymatic', ...spectrum };
    const answer = evaluateCase({ module: 'spectrum_capping', inputs: { ...base, mass_type: 'average' } });
    expect(answer).toMatchObject({ capped_percent: 100, cap1_percent: 100, mass_type: 'average' });
    expect(evaluateCase({ module: 'spectrum_capping', inputs: { ...base, mz: [1, 2] } })['error']).toBe('spectrum_invalid');
    expect(evaluateCase({ module: 'spectrum_capping', inputs: { ...base, charges: [5, 2] } })['error']).toBe('charge_state_invalid');
    expect(evaluateCase({ module: 'spectrum_capping', inputs: { ...base, tolerance_ppm: -1 } })['error']).toBe('tolerance_invalid');
  });
  it('the synthetic spectrum is the same for the same seed', () => {
    const o = { species: [{ mass: 3000, fraction: 1 }], charges: [3, 5] as const, resolution: 20_000, noisePercent: 1, mzRange: [500, 1100] as const, seed: 9 };
    expect(syntheticSpectrum(o)).toEqual(syntheticSpectrum(o));
    expect(syntheticSpectrum(o).intensity).not.toEqual(syntheticSpectrum({ ...o, seed: 10 }).intensity);
  });
});
