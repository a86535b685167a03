import type { Composition } from '../isotopes/composition.ts';
import { composition } from '../isotopes/composition.ts';
import { isotopeDistribution } from '../isotopes/isotopeDistribution.ts';
import { PROTON_MASS } from '../mass/mz.ts';
import { peakWidth } from './fitCharges.ts';
import { peakCentre } from './modelProfile.ts';
import { type PreparedSpectrum, lowerBound, observedAt } from './preparedSpectrum.ts';

/** Spacing of isotope peaks, Da: 13C - 12C (AME2020), the step that dominates a nucleic acid's pattern. */
const ISOTOPE_STEP = 1.0033548;
/** Most envelopes listed, and the smallest apex listed (share of the base peak; 3 noise SDs at least). */
const MAX_ENVELOPES = 8;
const MIN_APEX_SHARE = 0.02;
/** Highest charge tried from isotope spacing (the assay's fragments carry fewer charges). */
const MAX_SPACING_CHARGE = 40;

/** A charge envelope no expected species explains: most-abundant-peak mass and monoisotopic estimate. */
export interface UnassignedEnvelope {
  /** Monoisotopic mass estimated with the product's composition scaled to the envelope's mass, Da. */
  readonly mass: number;
  readonly intensity: number;
  readonly charges: readonly number[];
}

function heightAt(s: PreparedSpectrum, y: Float64Array, mz: number, tolerancePpm: number): number {
  return observedAt({ ...s, intensity: y }, mz, peakWidth(s, mz, tolerancePpm));
}

/** The charge of the peak at `mz`: isotope neighbours 1/z apart, else neighbours at z - 1 and z + 1 of one mass. */
function chargeOf(s: PreparedSpectrum, y: Float64Array, mz: number, apex: number, charges: readonly number[], tol: number): number | null {
  let best: number | null = null;
  let bestScore = 0.2 * apex;
  for (let z = 1; z <= MAX_SPACING_CHARGE; z++) {
    if (peakWidth(s, mz, tol) * 1.5 > ISOTOPE_STEP / z) break; // isotopes no longer resolved at this charge
    const score = Math.min(heightAt(s, y, mz - ISOTOPE_STEP / z, tol) + heightAt(s, y, mz + ISOTOPE_STEP / z, tol), apex) - heightAt(s, y, mz + ISOTOPE_STEP / (2 * z), tol);
    if (score > bestScore) [best, bestScore] = [z, score];
  }
  if (best !== null) return best;
  bestScore = 0.1 * apex;
  for (const z of charges) {
    if (z < 2) continue;
    const mass = z * (mz + PROTON_MASS);
    const score = Math.min(heightAt(s, y, mass / (z - 1) - PROTON_MASS, tol), heightAt(s, y, mass / (z + 1) - PROTON_MASS, tol));
    if (score > bestScore) [best, bestScore] = [z, score];
  }
  return best;
}

/**
 * The most intense charge envelopes left once the fitted species are taken away (`residual`): the tallest
 * point, its charge (`chargeOf`), the same mass at every charge of `charges`, its isotopes summed; cleared
 * and repeated. Most intense first.
 * @param scaled - the product's composition scaled by mass: where the monoisotopic peak sits below the centre
 */
export function unassignedEnvelopes(s: PreparedSpectrum, residual: Float64Array, charges: readonly number[], tolerancePpm: number, scaled: (mass: number) => Composition): UnassignedEnvelope[] {
  const y = Float64Array.from(residual, (v) => Math.max(0, v));
  const floor = Math.max(3 * s.noise, MIN_APEX_SHARE * s.base);
  const out: UnassignedEnvelope[] = [];
  for (let tries = 0; tries < 4 * MAX_ENVELOPES && out.length < MAX_ENVELOPES; tries++) {
    let top = 0;
    y.forEach((v, i) => (v > y[top]! ? (top = i) : 0));
    if (y[top]! <= floor) break;
    const z = chargeOf(s, y, s.mz[top]!, y[top]!, charges, tolerancePpm);
    const clear = (mz: number) => {
      const w = peakWidth(s, mz, tolerancePpm) * 1.5;
      for (let i = lowerBound(s.mz, mz - w); i < s.mz.length && s.mz[i]! <= mz + w; i++) y[i] = 0;
    };
    if (z === null) {
      clear(s.mz[top]!);
      continue;
    }
    const centreMz = peakCentre(s, y, s.mz[top]!, peakWidth(s, s.mz[top]!, tolerancePpm)) ?? s.mz[top]!;
    const apexMass = z * (centreMz + PROTON_MASS);
    let intensity = 0;
    let centroidSum = 0;
    const found: number[] = [];
    for (const zz of new Set([...charges, z])) {
      const mz0 = apexMass / zz - PROTON_MASS;
      if (mz0 < s.mzMin || mz0 > s.mzMax || heightAt(s, y, mz0, tolerancePpm) < floor / 2) continue;
      found.push(zz);
      for (let k = -12; k <= 12; k++) {
        const mz = mz0 + (k * ISOTOPE_STEP) / zz;
        const h = heightAt(s, y, mz, tolerancePpm);
        const area = s.profile ? h * peakWidth(s, mz, tolerancePpm) * Math.sqrt(Math.PI / (4 * Math.LN2)) : h;
        intensity += area;
        centroidSum += area * k * ISOTOPE_STEP;
        clear(mz);
      }
    }
    if (intensity <= 0) continue;
    const model = isotopeDistribution(scaled(apexMass));
    const centroid = apexMass + centroidSum / intensity;
    out.push({ mass: centroid - (model.centroidMass - model.monoisotopicMass), intensity, charges: found.sort((a, b) => a - b) });
  }
  return out.sort((a, b) => b.intensity - a.intensity);
}

/** A composition shaped like `c` with about `mass` Da (whole atoms): an "averagine" for this product. */
export function scaledComposition(c: Composition, monoisotopic: number): (mass: number) => Composition {
  return (mass) => {
    const f = mass / monoisotopic;
    return composition({ C: Math.round(c.C * f), H: Math.round(c.H * f), N: Math.round(c.N * f), O: Math.round(c.O * f), P: Math.max(0, Math.round(c.P * f)) });
  };
}
