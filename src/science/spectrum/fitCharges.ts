import { PROTON_MASS } from '../mass/mz.ts';
import type { IonColumn } from './ionColumns.ts';
import { type SparseColumn, nnls } from './nnls.ts';
import { type PreparedSpectrum, observedAt } from './preparedSpectrum.ts';

/** Gaussian area-to-height factor: area = height x FWHM x sqrt(pi / (4 ln 2)). */
const GAUSS_AREA = Math.sqrt(Math.PI / (4 * Math.LN2));

/** The fit at one charge state: each column's intensity (summed over its isotopes). */
export interface ChargeFit {
  readonly charge: number;
  /** Per column; 0 where the column has no ion at this charge. */
  readonly intensity: Float64Array;
}

/** Width of a peak at `mz`: FWHM (profile, constant resolving power) or the matching tolerance (centroids). */
export function peakWidth(s: PreparedSpectrum, mz: number, tolerancePpm: number): number {
  return s.profile ? mz / s.resolution : (mz * tolerancePpm) / 1e6;
}

/** Height per unit area that a peak centred at `centre` puts at `position`. */
function shape(s: PreparedSpectrum, position: number, centre: number, width: number): number {
  if (!s.profile) return Math.abs(position - centre) <= width ? 1 : 0;
  const d = (position - centre) / width;
  return d * d > 9 ? 0 : Math.exp(-4 * Math.LN2 * d * d) / (width * GAUSS_AREA);
}

/** A fit: per charge each column's intensity; per unit its intensity and the norm of its model vector. */
export interface UnitFit {
  readonly fits: ChargeFit[];
  readonly x: Float64Array;
  /** |model vector| of the unit at intensity 1: the noise over this is the intensity's standard error. */
  readonly norms: Float64Array;
  /**
   * Per unit, the share of its fitted peaks the spectrum bears out: sum over its rows of min(its model,
   * what the spectrum shows there beyond the other units' models), over the sum of its model. About 1 for
   * a species that is there; well under 1 for one fitted onto parts of a foreign envelope. Peaks under
   * the detection floor are left out (1 when all are).
   */
  readonly support: Float64Array;
}

/** Ions (a column at a charge) fitted with one intensity, each taking its `weight` of it (weights sum to 1). */
export type FitUnit = readonly { readonly column: number; readonly z: number; readonly weight: number }[];

/**
 * Fits all charges at once: every active column's isotope peaks at (M_k - z m(proton)) / z for each z, as
 * Gaussians of the spectrum's width (or centroids within the tolerance), to what the spectrum shows at those
 * positions, by non-negative least squares. One fit, because an ion at one charge can sit on another's
 * isotope at the next charge (a 3.5 kDa ppp at 12- and a 3.8 kDa Cap1 at 13- meet at m/z 289.03).
 * Positions outside the spectrum are left out. Each unit's intensity is shared out to its columns.
 */
export function fitCharges(s: PreparedSpectrum, columns: readonly IonColumn[], units: readonly FitUnit[], charges: readonly number[], tolerancePpm: number, maxSweeps?: number, detectionFloor = 0): UnitFit {
  const peaks: { piece: number; mz: number; share: number }[] = [];
  units.forEach((unit, u) => {
    for (const part of unit) {
      if (columns[part.column]!.composition.H < part.z) continue;
      for (const iso of columns[part.column]!.isotopes) {
        const mz = (iso.mass - part.z * PROTON_MASS) / part.z;
        if (mz >= s.mzMin && mz <= s.mzMax) peaks.push({ piece: u, mz, share: iso.share * part.weight });
      }
    }
  });
  peaks.sort((a, b) => a.mz - b.mz);
  const positions: number[] = [];
  for (const p of peaks) {
    const last = positions.at(-1);
    if (last === undefined || p.mz - last > peakWidth(s, p.mz, tolerancePpm) / 8) positions.push(p.mz);
  }
  const entries = units.map(() => new Map<number, number>());
  let first = 0;
  for (const p of peaks) {
    const w = peakWidth(s, p.mz, tolerancePpm);
    while (first < positions.length && positions[first]! < p.mz - 3 * w) first++;
    for (let r = first; r < positions.length && positions[r]! <= p.mz + 3 * w; r++) {
      const v = p.share * shape(s, positions[r]!, p.mz, w);
      if (v > 0) entries[p.piece]!.set(r, (entries[p.piece]!.get(r) ?? 0) + v);
    }
  }
  const sparse: SparseColumn[] = entries.map((m) => ({ rows: Int32Array.from(m.keys()), values: Float64Array.from(m.values()) }));
  const observed = Float64Array.from(positions, (mz) => observedAt(s, mz, peakWidth(s, mz, tolerancePpm)));
  const x = nnls(sparse, observed, maxSweeps);
  const fits = charges.map((charge) => ({ charge, intensity: new Float64Array(columns.length) }));
  units.forEach((unit, u) => {
    for (const part of unit) fits[charges.indexOf(part.z)]!.intensity[part.column]! += x[u]! * part.weight;
  });
  const norms = Float64Array.from(sparse, (c) => Math.sqrt(c.values.reduce((t, v) => t + v * v, 0)));
  const model = new Float64Array(observed.length);
  sparse.forEach((c, u) => c.rows.forEach((r, k) => (model[r]! += x[u]! * c.values[k]!)));
  const support = Float64Array.from(sparse, (c, u) => {
    let own = 0;
    let borne = 0;
    c.rows.forEach((r, k) => {
      const mine = x[u]! * c.values[k]!;
      if (mine < detectionFloor) return; // a peak this small may be missing from the list, or lost in noise
      own += mine;
      borne += Math.min(mine, Math.max(0, observed[r]! - (model[r]! - mine)));
    });
    return own > 0 ? borne / own : 1;
  });
  return { fits, x, norms, support };
}
