import { type ChargeFit, type FitUnit, fitCharges, peakWidth } from './fitCharges.ts';
import type { IonColumn } from './ionColumns.ts';
import type { PreparedSpectrum } from './preparedSpectrum.ts';
import { PROTON_MASS } from '../mass/mz.ts';

/**
 * Fitted peaks lower than this are taken for noise: 3 noise SDs, and at least 0.2 % of the base peak (an
 * ion that small moves no percentage by more than a fraction of a point).
 */
const NOISE_SDS = 3;
const MIN_BASE_SHARE = 0.002;

/** Tallest fitted isotope peak of a column at one charge, in spectrum units. */
function fittedHeight(s: PreparedSpectrum, column: IonColumn, x: number, z: number, tolerancePpm: number): number {
  if (!s.profile) return x * Math.max(...column.isotopes.map((i) => i.share));
  let best = 0;
  for (const iso of column.isotopes) {
    const mz = (iso.mass - z * PROTON_MASS) / z;
    best = Math.max(best, (x * iso.share) / (peakWidth(s, mz, tolerancePpm) * Math.sqrt(Math.PI / (4 * Math.LN2))));
  }
  return best;
}

/** The species a column stands for ("Cap1 n", or "GpppN n|pp n+1" for isobars), counter-ions aside. */
const speciesKey = (column: IonColumn) => [...new Set(column.candidates.map((c) => c.species.label))].join('|');
const adductKey = (column: IonColumn) => JSON.stringify(column.candidates[0]!.adducts);

/**
 * Fits the spectrum in two passes (`fitCharges`). First every ion (species x counter-ions x charge) free:
 * this measures how the spectrum shares its ions out over counter-ion forms and over charges (summed over
 * the species). Then each species with one intensity, its ions in those measured proportions, keeping only
 * the species that rose above the noise in the first pass. Salt adduction and the charge-state envelope
 * belong to the sample, the eluent and the source, and are the same for species within a few percent of
 * each other's mass; fitting them once keeps the noise from lending small positive intensities to each
 * ion of each small species (NNLS clips at 0, so such loans never cancel).
 */
export function fitSpectrum(s: PreparedSpectrum, columns: readonly IonColumn[], charges: readonly number[], tolerancePpm: number): ChargeFit[] {
  const free: FitUnit[] = columns.flatMap((_, j) => charges.map((z) => [{ column: j, z, weight: 1 }]));
  const first = fitCharges(s, columns, free, charges, tolerancePpm);
  const floor = Math.max(NOISE_SDS * s.noise, MIN_BASE_SHARE * s.base);
  const above = columns.map((column, j) => first.some((f) => f.intensity[j]! > 0 && fittedHeight(s, column, f.intensity[j]!, f.charge, tolerancePpm) >= floor));
  const shown = new Set(columns.filter((_, j) => above[j]).map(speciesKey));
  const byForm = new Map<string, number>();
  const byCharge = new Map<number, number>();
  columns.forEach((column, j) => {
    if (!shown.has(speciesKey(column))) return;
    for (const f of first) {
      byForm.set(adductKey(column), (byForm.get(adductKey(column)) ?? 0) + f.intensity[j]!);
      byCharge.set(f.charge, (byCharge.get(f.charge) ?? 0) + f.intensity[j]!);
    }
  });
  const units = new Map<string, { column: number; z: number; weight: number }[]>();
  columns.forEach((column, j) => {
    const key = speciesKey(column);
    if (!shown.has(key)) return;
    const parts = charges.map((z) => ({ column: j, z, weight: (byForm.get(adductKey(column)) ?? 0) * (byCharge.get(z) ?? 0) }));
    units.set(key, [...(units.get(key) ?? []), ...parts.filter((p) => p.weight > 0)]);
  });
  const normalised: FitUnit[] = [...units.values()]
    .filter((unit) => unit.length > 0)
    .map((unit) => {
      const sum = unit.reduce((t, p) => t + p.weight, 0);
      return unit.map((p) => ({ ...p, weight: p.weight / sum }));
    });
  return fitCharges(s, columns, normalised, charges, tolerancePpm);
}
