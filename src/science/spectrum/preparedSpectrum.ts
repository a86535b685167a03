import { ToolboxError } from '../errors.ts';

/**
 * A summed MS1 spectrum ready for fitting: sorted by m/z, its noise baseline removed, and how its peaks
 * look (profile with a resolving power, or centroids).
 */
export interface PreparedSpectrum {
  readonly mz: Float64Array;
  /** Profile: intensity minus the noise baseline, clipped at 0. Centroids: height x m/z / m/z of the tallest. */
  readonly intensity: Float64Array;
  /** Profile (peaks sampled across their width) or centroid (one point a peak). */
  readonly profile: boolean;
  /** m/z / FWHM of the tallest peak (profile), taken as constant over the spectrum; Infinity for centroids. */
  readonly resolution: number;
  /** Standard deviation of the noise left after the baseline (median absolute deviation x 1.4826). */
  readonly noise: number;
  readonly base: number;
  readonly mzMin: number;
  readonly mzMax: number;
}

/** Points within this distance of the tallest say "profile": a centroid list has one point a peak. */
const PROFILE_PROBE_PPM = 20;

/** Quantile `q` of `values`, from an evenly spread sample of at most 20,001 points (a baseline needs no more). */
function percentile(values: Float64Array, q: number): number {
  if (values.length === 0) return 0;
  const stride = Math.max(1, Math.floor(values.length / 20001));
  const sorted = Float64Array.from({ length: Math.ceil(values.length / stride) }, (_, k) => values[k * stride]!).sort();
  return sorted[Math.floor(sorted.length * q)]!;
}

function median(values: Float64Array): number {
  return percentile(values, 0.5);
}

/** Half-maximum crossing beside point `apex`, walking by `step` (-1 left, +1 right), linearly interpolated. */
function halfCrossing(mz: Float64Array, y: Float64Array, apex: number, step: -1 | 1): number | null {
  const half = y[apex]! / 2;
  for (let i = apex + step; i >= 0 && i < mz.length; i += step) {
    if (y[i]! <= half) {
      const prev = i - step;
      return mz[i]! + ((half - y[i]!) / (y[prev]! - y[i]!)) * (mz[prev]! - mz[i]!);
    }
  }
  return null;
}

/**
 * Sorts, removes the baseline (the median intensity: most points of a profile spectrum are noise) and
 * measures the tallest peak's width.
 * @throws ToolboxError `spectrum_invalid` (lengths differ, too few points, m/z not > 0, intensity not finite)
 */
export function prepareSpectrum(mzIn: readonly number[], intensityIn: readonly number[]): PreparedSpectrum {
  if (mzIn.length !== intensityIn.length) throw new ToolboxError('spectrum_invalid', `mz has ${mzIn.length} values, intensity ${intensityIn.length}`);
  if (mzIn.length < 3) throw new ToolboxError('spectrum_invalid', 'a spectrum needs at least 3 points');
  for (let i = 0; i < mzIn.length; i++) {
    if (!(Number.isFinite(mzIn[i]) && mzIn[i]! > 0 && Number.isFinite(intensityIn[i]))) throw new ToolboxError('spectrum_invalid', `point ${i + 1}: m/z must be > 0 and intensity finite`);
  }
  let sorted = true;
  for (let i = 1; i < mzIn.length && sorted; i++) sorted = mzIn[i]! >= mzIn[i - 1]!;
  let mz = Float64Array.from(mzIn);
  let raw = Float64Array.from(intensityIn);
  if (!sorted) {
    const order = Array.from(mzIn.keys()).sort((a, b) => mzIn[a]! - mzIn[b]!);
    mz = Float64Array.from(order, (i) => mzIn[i]!);
    raw = Float64Array.from(order, (i) => intensityIn[i]!);
  }
  let apex = 0;
  raw.forEach((v, i) => (v > raw[apex]! ? (apex = i) : 0));
  const probe = (mz[apex]! * PROFILE_PROBE_PPM) / 1e6;
  let near = 0;
  for (let i = apex - 1; i >= 0 && mz[apex]! - mz[i]! <= probe; i--) near++;
  for (let i = apex + 1; i < mz.length && mz[i]! - mz[apex]! <= probe; i++) near++;
  let resolution = Infinity;
  if (near >= 2) {
    const baseline = median(raw);
    const intensity = raw.map((v) => Math.max(0, v - baseline));
    const left = halfCrossing(mz, intensity, apex, -1);
    const right = halfCrossing(mz, intensity, apex, 1);
    if (left !== null && right !== null && right > left) resolution = mz[apex]! / (right - left);
    const noise = 1.4826 * median(raw.map((v) => Math.abs(v - baseline)));
    if (Number.isFinite(resolution)) return { mz, intensity, profile: true, resolution, noise, base: intensity[apex]!, mzMin: mz[0]!, mzMax: mz[mz.length - 1]! };
  }
  // Centroids: taken as apex heights, which at one resolving power are areas / width, width ∝ m/z; so
  // height x m/z is in proportion to the area (species a few percent apart in mass would otherwise be
  // off by as much). The smallest centroids listed (10th percentile) stand for the noise.
  const intensity = raw.map((v, i) => (Math.max(0, v) * mz[i]!) / mz[apex]!);
  const noise = percentile(intensity, 0.1);
  return { mz, intensity, profile: false, resolution, noise, base: intensity.reduce((m, v) => Math.max(m, v), 0), mzMin: mz[0]!, mzMax: mz[mz.length - 1]! };
}

/** Index of the first point with m/z >= `value`. */
export function lowerBound(mz: Float64Array, value: number): number {
  let lo = 0;
  let hi = mz.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (mz[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * What the spectrum shows at `position`: a profile's height there (linear between the two points around it,
 * 0 across a gap wider than `width`), or the summed centroids within ±`width`.
 */
export function observedAt(s: PreparedSpectrum, position: number, width: number): number {
  const i = lowerBound(s.mz, position - (s.profile ? 0 : width));
  if (!s.profile) {
    let sum = 0;
    for (let j = i; j < s.mz.length && s.mz[j]! <= position + width; j++) sum += s.intensity[j]!;
    return sum;
  }
  if (i === 0 || i >= s.mz.length) return 0;
  const x0 = s.mz[i - 1]!;
  const x1 = s.mz[i]!;
  if (x1 - x0 > width) return 0;
  return s.intensity[i - 1]! + ((position - x0) / (x1 - x0)) * (s.intensity[i]! - s.intensity[i - 1]!);
}
