import { ADDUCT_DELTA } from '../../ions/adducts.ts';
import { type Composition, addCompositions, composition, compositionMonoisotopicMass, parseComposition, scaleComposition } from '../../isotopes/composition.ts';
import { isotopeDistribution } from '../../isotopes/isotopeDistribution.ts';
import { PROTON_MASS } from '../../mass/mz.ts';
import { mulberry32 } from '../../testing/prng.ts';
import { adductCombinations } from '../ionColumns.ts';

/** One molecule of the mixture: by formula (Hill text) or by neutral monoisotopic mass (RNA-like atoms). */
export interface SyntheticSpecies {
  readonly formula?: string;
  readonly mass?: number;
  /** Share of the molecules (any positive weights; the spectrum is made in proportion). */
  readonly fraction: number;
}

export interface SyntheticSpectrumOptions {
  readonly species: readonly SyntheticSpecies[];
  readonly charges: readonly [number, number];
  /** m/z / FWHM of every peak (constant resolving power). */
  readonly resolution: number;
  /** Standard deviation of the noise, % of the base peak (on a baseline of 3 SDs, clipped at 0). */
  readonly noisePercent: number;
  /** [M - (z+k)H + kNa]z- relative to the plain ion: fraction^k (k <= 3; Na and K multiply). */
  readonly adducts?: { readonly Na?: number; readonly K?: number };
  readonly mzRange: readonly [number, number];
  readonly seed: number;
  /** Points per FWHM (default 6). */
  readonly pointsPerPeak?: number;
}

/** The mean RNA nucleotide residue (A, C, G, U equally, as NMP - H2O): the "averagine" of a mass-only species. */
const RNA_RESIDUE = composition({ C: 9.5, H: 11.75, N: 3.75, O: 7, P: 1 });

function speciesComposition(s: SyntheticSpecies): Composition {
  if (s.formula) return parseComposition(s.formula);
  const residues = (s.mass ?? 0) / compositionMonoisotopicMass(RNA_RESIDUE);
  const c = scaleComposition(RNA_RESIDUE, residues);
  return composition({ C: Math.round(c.C), H: Math.round(c.H), N: Math.round(c.N), O: Math.round(c.O), P: Math.round(c.P) });
}

/**
 * A summed negative-mode MS1 profile spectrum of a mixture, for tests: each species' isotope pattern
 * (`isotopeDistribution`) at every charge, plain and with counter-ions, as Gaussian peaks whose area is the
 * ion's abundance; the charge envelope (a Gaussian over z, the same for every species) peaks mid-range.
 * Sampled on a grid of constant ppm step; noise from a seeded generator, so one seed gives one spectrum.
 */
export function syntheticSpectrum(o: SyntheticSpectrumOptions): { mz: number[]; intensity: number[] } {
  const random = mulberry32(o.seed);
  const [mzLo, mzHi] = o.mzRange;
  const step = 1 / (o.resolution * (o.pointsPerPeak ?? 6));
  const n = Math.ceil(Math.log(mzHi / mzLo) / Math.log1p(step)) + 1;
  const mz = Array.from({ length: n }, (_, i) => mzLo * (1 + step) ** i);
  const signal = new Float64Array(n);
  const [zLo, zHi] = o.charges;
  const zCentre = (zLo + zHi) / 2;
  const zSpread = Math.max(1, (zHi - zLo) / 2);
  const combos = adductCombinations([...(o.adducts?.Na ? (['Na'] as const) : []), ...(o.adducts?.K ? (['K'] as const) : [])]);
  const comboWeight = combos.map((c) => (o.adducts?.Na ?? 0) ** (c.Na ?? 0) * (o.adducts?.K ?? 0) ** (c.K ?? 0));
  const weightSum = comboWeight.reduce((a, b) => a + b, 0);
  for (const s of o.species) {
    const neutral = speciesComposition(s);
    combos.forEach((combo, ci) => {
      let c = neutral;
      for (const [a, k] of Object.entries(combo) as ['Na' | 'K', number][]) c = addCompositions(c, scaleComposition(ADDUCT_DELTA[a], k));
      const pattern = isotopeDistribution(c);
      for (let z = zLo; z <= zHi; z++) {
        const abundance = (s.fraction * comboWeight[ci]!) / weightSum * Math.exp(-(((z - zCentre) / zSpread) ** 2));
        for (const iso of pattern.peaks) {
          const centre = (iso.mass - z * PROTON_MASS) / z;
          const fwhm = centre / o.resolution;
          const area = abundance * iso.probability;
          if (area < 1e-7 || centre < mzLo || centre > mzHi) continue;
          const height = area / (fwhm * Math.sqrt(Math.PI / (4 * Math.LN2)));
          const first = Math.max(0, Math.floor(Math.log((centre - 3 * fwhm) / mzLo) / Math.log1p(step)));
          for (let i = first; i < n && mz[i]! <= centre + 3 * fwhm; i++) {
            const d = (mz[i]! - centre) / fwhm;
            signal[i]! += height * Math.exp(-4 * Math.LN2 * d * d);
          }
        }
      }
    });
  }
  const base = signal.reduce((m, v) => Math.max(m, v), 0);
  const sd = (o.noisePercent / 100) * base;
  const intensity = Array.from(signal, (v) => {
    const gauss = Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random()); // Box-Muller
    return Math.max(0, v + 3 * sd + sd * gauss);
  });
  return { mz, intensity };
}
