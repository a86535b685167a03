/**
 * Sums profile MS1 scans.
 *
 * Grid rule: while every scan has exactly the m/z array of the first one (many converters write one grid
 * per run) intensities are added point by point, untouched. At the first scan whose m/z array differs,
 * the sum moves onto a grid uniform in ln(m/z), i.e. constant ppm spacing, because the sampling of TOF
 * and Orbitrap analysers widens with m/z (Δm ∝ m^½ and m^1.5), so a constant-ppm grid follows it far
 * better than a constant-Da one. The step is the 5th percentile of the first scan's relative spacing
 * Δm/m: no finer than the instrument sampled (the grid adds no points it cannot fill) and, except in the
 * sparsest 5 % of the scan, no coarser, so peak shapes survive. Each scan is interpolated (cubic Hermite) onto the
 * grid points inside its range; across a gap wider than GAP_STEPS grid steps (Thermo omits zero runs)
 * it contributes zero instead of a false bridge.
 */
const GAP_STEPS = 12;
/** Caps the resampled grid (8 M points × 2 arrays × 8 bytes = 128 MB). */
const MAX_GRID = 8_000_000;

export class ProfileSum {
  private firstMz: Float64Array | null = null;
  private direct: Float64Array | null = null;
  private step = 0;
  /** Grid index of gridSum[0]; grid point i sits at exp(i * step). */
  private base = 0;
  private gridSum = new Float64Array(0);
  private gridMz = new Float64Array(0);

  add(mz: Float64Array, intensity: Float64Array): void {
    const n = Math.min(mz.length, intensity.length);
    if (n === 0) return;
    if (!this.firstMz) {
      this.firstMz = mz.slice(0, n);
      this.direct = intensity.slice(0, n);
      return;
    }
    if (this.direct && sameGrid(this.firstMz, mz, n)) {
      for (let i = 0; i < n; i++) this.direct[i]! += intensity[i]!;
      return;
    }
    if (this.direct) {
      this.step = logStep(this.firstMz);
      const first = this.direct;
      this.direct = null;
      this.resample(this.firstMz, first, this.firstMz.length);
    }
    this.resample(mz, intensity, n);
  }

  /** The summed spectrum, zero runs shortened to their two ends (the line still drops to zero). */
  result(): { mz: number[]; intensity: number[] } {
    if (this.direct) return trimZeros(this.firstMz!, this.direct);
    return trimZeros(this.gridMz, this.gridSum);
  }

  private resample(mz: Float64Array, intensity: Float64Array, n: number): void {
    const lo = Math.ceil(Math.log(mz[0]!) / this.step);
    const hi = Math.floor(Math.log(mz[n - 1]!) / this.step);
    if (hi < lo) return;
    const step = this.step;
    this.ensure(lo, hi);
    if (this.step !== step) return this.resample(mz, intensity, n);
    const gap = Math.exp(GAP_STEPS * this.step);
    const { gridMz, gridSum, base } = this;
    // Pair by pair, so the work is the scan's points plus the grid points inside its peaks, not the
    // whole grid (a zero-dropped scan covers a few % of it).
    let g = lo;
    for (let j = 0; j + 1 < n; j++) {
      const x0 = mz[j]!;
      const x1 = mz[j + 1]!;
      if (x1 <= x0) continue;
      if (x1 / x0 > gap) continue;
      // Jump to the pair from its logarithm (a gap may skip many grid points), then settle exactly.
      g = Math.max(g, Math.ceil(Math.log(x0) / step) - 1);
      while (g <= hi && gridMz[g - base]! < x0) g++;
      // Cubic Hermite with finite-difference slopes (Catmull-Rom on an uneven grid): a peak sampled at ~6
      // points per FWHM keeps its shape far better than with straight lines between the points.
      const y0 = intensity[j]!;
      const y1 = intensity[j + 1]!;
      const h = x1 - x0;
      const prev = j > 0 && x0 / mz[j - 1]! <= gap ? j - 1 : j;
      const next = j + 2 < n && mz[j + 2]! / x1 <= gap ? j + 2 : j + 1;
      const m0 = ((y1 - intensity[prev]!) / (x1 - mz[prev]!)) * h;
      const m1 = ((intensity[next]! - y0) / (mz[next]! - x0)) * h;
      for (; g <= hi && gridMz[g - base]! <= x1; g++) {
        const t = (gridMz[g - base]! - x0) / h;
        const t2 = t * t;
        const t3 = t2 * t;
        const y = (2 * t3 - 3 * t2 + 1) * y0 + (t3 - 2 * t2 + t) * m0 + (-2 * t3 + 3 * t2) * y1 + (t3 - t2) * m1;
        gridSum[g - base]! += y > 0 ? y : 0;
      }
    }
  }

  /** Grows the grid to cover indices lo..hi (rarely: later scans usually cover the same range). */
  private ensure(lo: number, hi: number): void {
    const end = this.base + this.gridSum.length - 1;
    if (this.gridSum.length > 0 && lo >= this.base && hi <= end) return;
    const newBase = this.gridSum.length ? Math.min(lo, this.base) : lo;
    const newEnd = this.gridSum.length ? Math.max(hi, end) : hi;
    if (newEnd - newBase + 1 > MAX_GRID) {
      // Too fine for the range: double the step and start the grid again from what it holds.
      const [oldMz, oldSum] = [this.gridMz, this.gridSum];
      this.step *= 2;
      this.gridSum = new Float64Array(0);
      this.gridMz = new Float64Array(0);
      if (oldSum.length) this.resample(oldMz, oldSum, oldSum.length);
      return;
    }
    const sum = new Float64Array(newEnd - newBase + 1);
    if (this.gridSum.length) sum.set(this.gridSum, this.base - newBase);
    const mzs = new Float64Array(sum.length);
    for (let i = 0; i < mzs.length; i++) mzs[i] = Math.exp((newBase + i) * this.step);
    this.gridSum = sum;
    this.gridMz = mzs;
    this.base = newBase;
  }
}

function sameGrid(a: Float64Array, b: Float64Array, n: number): boolean {
  if (a.length !== n) return false;
  for (let i = 0; i < n; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** The 5th percentile of Δm/m over the scan (see the grid rule above); at least 0.01 ppm. */
function logStep(mz: Float64Array): number {
  const rel: number[] = [];
  for (let i = 1; i < mz.length; i++) if (mz[i]! > mz[i - 1]!) rel.push(Math.log(mz[i]! / mz[i - 1]!));
  if (rel.length === 0) return 1e-5;
  rel.sort((x, y) => x - y);
  return Math.max(1e-8, rel[Math.floor(rel.length * 0.05)]!);
}

function trimZeros(mz: Float64Array, intensity: Float64Array): { mz: number[]; intensity: number[] } {
  const outMz: number[] = [];
  const outI: number[] = [];
  for (let i = 0; i < intensity.length; i++) {
    const v = intensity[i]!;
    if (v === 0 && (intensity[i - 1] ?? 0) === 0 && (intensity[i + 1] ?? 0) === 0) continue;
    outMz.push(mz[i]!);
    outI.push(v);
  }
  return { mz: outMz, intensity: outI };
}
