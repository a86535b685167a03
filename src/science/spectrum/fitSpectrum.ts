import { type ChargeFit, type FitUnit, fitCharges } from './fitCharges.ts';
import type { IonColumn } from './ionColumns.ts';
import type { PreparedSpectrum } from './preparedSpectrum.ts';

/** A species is taken as present when its intensity is this many standard errors above 0. */
const SIGNIFICANCE = 5;
/**
 * A species is kept only when the spectrum bears out at least this share of its fitted peaks (`support`):
 * a species fitted onto a few peaks of a foreign envelope leaves most of its own pattern unexplained.
 */
const MIN_SUPPORT = 0.7;
/** Species that set the counter-ion and charge proportions: at least this share of the largest. */
const MAIN_SHARE = 0.1;
/** The free fit only gives proportions, set by the main species: a few hundred sweeps settle them to < 0.1 %. */
const FREE_SWEEPS = 150;

/** The species a column stands for ("Cap1 n", or "GpppN n|pp n+1" for isobars), counter-ions aside. */
const speciesKey = (column: IonColumn) => [...new Set(column.candidates.map((c) => c.species.label))].join('|');
const adductKey = (column: IonColumn) => JSON.stringify(column.candidates[0]!.adducts);

/** Each species as one unit: its ions at every charge and counter-ion form in the given proportions. */
function speciesUnits(columns: readonly IonColumn[], charges: readonly number[], byForm: Map<string, number>, byCharge: Map<number, number>, keep: (key: string) => boolean): FitUnit[] {
  const units = new Map<string, { column: number; z: number; weight: number }[]>();
  columns.forEach((column, j) => {
    const key = speciesKey(column);
    if (!keep(key)) return;
    const parts = charges.map((z) => ({ column: j, z, weight: (byForm.get(adductKey(column)) ?? 0) * (byCharge.get(z) ?? 0) }));
    units.set(key, [...(units.get(key) ?? []), ...parts.filter((p) => p.weight > 0)]);
  });
  return [...units.values()]
    .filter((unit) => unit.length > 0)
    .map((unit) => {
      const sum = unit.reduce((t, p) => t + p.weight, 0);
      return unit.map((p) => ({ ...p, weight: p.weight / sum }));
    });
}

/**
 * Fits the spectrum (`fitCharges`). First every ion (species x counter-ions x charge) free: this measures
 * how the spectrum shares its ions out over counter-ion forms and over charges (summed over the species,
 * so the main species sets it). Then each species with one intensity, its ions in those proportions; then
 * again without the species less than `SIGNIFICANCE` standard errors above 0 or with less than
 * `MIN_SUPPORT` of their peaks borne out by the spectrum. Salt adduction and the
 * charge-state envelope belong to the sample, the eluent and the source, the same for species within a
 * few percent of each other's mass; fitting them once keeps the noise from lending small positive
 * intensities to each ion of each small species (NNLS clips at 0, so such loans never cancel).
 */
export function fitSpectrum(s: PreparedSpectrum, columns: readonly IonColumn[], charges: readonly number[], tolerancePpm: number): ChargeFit[] {
  const free: FitUnit[] = columns.flatMap((_, j) => charges.map((z) => [{ column: j, z, weight: 1 }]));
  const first = fitCharges(s, columns, free, charges, tolerancePpm, FREE_SWEEPS).fits;
  // Proportions from the species with at least MAIN_SHARE of the largest one's intensity: the free fit lends
  // every ion of an absent species a little noise, which would inflate the rare forms.
  const totals = new Map<string, number>();
  columns.forEach((column, j) => totals.set(speciesKey(column), (totals.get(speciesKey(column)) ?? 0) + first.reduce((t, f) => t + f.intensity[j]!, 0)));
  const largest = Math.max(...totals.values());
  const byForm = new Map<string, number>();
  const byCharge = new Map<number, number>();
  columns.forEach((column, j) => {
    if (totals.get(speciesKey(column))! < MAIN_SHARE * largest) return;
    for (const f of first) {
      byForm.set(adductKey(column), (byForm.get(adductKey(column)) ?? 0) + f.intensity[j]!);
      byCharge.set(f.charge, (byCharge.get(f.charge) ?? 0) + f.intensity[j]!);
    }
  });
  const all = speciesUnits(columns, charges, byForm, byCharge, () => true);
  // Centroid lists stop at a threshold (about their smallest centroids): peaks under it say nothing.
  const second = fitCharges(s, columns, all, charges, tolerancePpm, undefined, s.profile ? 0 : s.noise);
  const noise = Math.max(s.noise, 1e-9 * s.base);
  const present = new Set(
    all.filter((unit, u) => second.x[u]! * second.norms[u]! > SIGNIFICANCE * noise && second.support[u]! >= MIN_SUPPORT).map((unit) => speciesKey(columns[unit[0]!.column]!)),
  );
  return fitCharges(s, columns, speciesUnits(columns, charges, byForm, byCharge, (key) => present.has(key)), charges, tolerancePpm).fits;
}
