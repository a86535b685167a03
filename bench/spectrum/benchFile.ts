/**
 * The bench's LC-MS run: a profile mzML of `scans` MS1 scans, 64-bit zlib, written spectrum by spectrum to
 * disk (never held whole). Each scan is the synthetic spectrum of a capped 19-mer product (the species of
 * TOOLBOX.md, charges 2-15, Na/K adducts) kept where the signal is, as Thermo's profile export drops zero
 * runs, scaled by a Gaussian elution profile, with its own noise and its own m/z grid (an Orbitrap's
 * differs slightly from scan to scan): the reader's slowest path, resampling every scan.
 */
import { closeSync, openSync, statSync, writeSync } from 'node:fs';
import { mulberry32 } from '../../src/science/testing/prng.ts';
import { mzmlParts, type MzmlScan } from '../../src/science/mzml/testing/writeMzml.ts';
import { syntheticSpectrum } from '../../src/science/spectrum/testing/syntheticSpectrum.ts';

/**
 * The 19-mer of TOOLBOX.md: Cap1 85 %, Cap0 5 %, 5'-ppp 10 % (formulas and monoisotopic masses from
 * `assay_species`; the generator draws isotope patterns from the formula, a mass-only stand-in uses the mass).
 */
export const BENCH_PRODUCT = 'GGGAGACGCUCGAUCCAGC';
const SPECIES = [
  { formula: 'C194H245N82O142P21', mass: 6644.8961, fraction: 0.85 },
  { formula: 'C193H243N82O142P21', mass: 6630.8804, fraction: 0.05 },
  { formula: 'C182H230N77O138P21', mass: 6351.7837, fraction: 0.1 },
];

/** Profile points of one scan kept where the base spectrum has signal (plus neighbours), about `points` of them. */
function baseScan(points: number): { mz: Float64Array; intensity: Float64Array } {
  const base = syntheticSpectrum({ species: SPECIES, charges: [2, 15], resolution: 60_000, noisePercent: 0, adducts: { Na: 0.1, K: 0.05 }, mzRange: [400, 3400], seed: 1 });
  const sorted = [...base.intensity].sort((a, b) => b - a);
  const threshold = sorted[Math.min(sorted.length - 1, Math.floor(points / 3))]!;
  const keep: number[] = [];
  for (let i = 0; i < base.mz.length; i++) {
    const near = (base.intensity[i - 1] ?? 0) >= threshold || base.intensity[i]! >= threshold || (base.intensity[i + 1] ?? 0) >= threshold;
    if (near) keep.push(i);
  }
  // Pad with evenly spread baseline points when the signal alone is short of `points`.
  for (let k = 0; keep.length < points && k < base.mz.length; k += Math.max(1, Math.floor(base.mz.length / points))) keep.push(k);
  const idx = [...new Set(keep)].sort((a, b) => a - b).slice(0, points);
  return { mz: Float64Array.from(idx, (i) => base.mz[i]!), intensity: Float64Array.from(idx, (i) => base.intensity[i]!) };
}

function* scans(count: number, points: number, minutes: number): Generator<MzmlScan> {
  const base = baseScan(points);
  const random = mulberry32(31);
  const top = Math.max(...base.intensity);
  for (let s = 0; s < count; s++) {
    const rtMin = (s / count) * minutes;
    const elution = Math.exp(-(((rtMin - minutes / 2) / (minutes / 6)) ** 2) / 2);
    const shift = 1 + (random() - 0.5) * 2e-7;
    const mz = base.mz.map((m) => m * shift);
    const intensity = base.intensity.map((v) => v * elution + top * 0.01 * random());
    yield { rtMin, mz, intensity, msLevel: 1 };
  }
}

/** Writes the run to `path`; answers its size in bytes. */
export function writeBenchMzml(path: string, count: number, points: number, minutes = 20): number {
  const fd = openSync(path, 'w');
  try {
    for (const part of mzmlParts({ scans: scans(count, points, minutes), scanCount: count, encoding: '64-zlib', indexed: true })) writeSync(fd, part);
  } finally {
    closeSync(fd);
  }
  return statSync(path).size;
}
