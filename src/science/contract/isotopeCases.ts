import { ToolboxError } from '../errors.ts';
import { chargeStatesInRange, DEFAULT_SCAN_RANGE } from '../ions/chargeStates.ts';
import { ionLadder } from '../ions/ionLadder.ts';
import { compositionMonoisotopicMass, formatComposition } from '../isotopes/composition.ts';
import { isotopeDistribution } from '../isotopes/isotopeDistribution.ts';
import { ionLadderInputs, isotopeDistributionInputs } from './assaySchemas.ts';
import type { JsonObject } from './json.ts';
import { moleculeComposition } from './moleculeInput.ts';
import { parseInputs } from './parseInputs.ts';

/** Smallest peak `isotope_distribution` lists by default, % of the tallest. */
const DEFAULT_MIN_ABUNDANCE_PERCENT = 0.1;

/**
 * `isotope_distribution` module: `{ formula, monoisotopic_mass, average_mass, most_abundant_mass,
 * centroid_mass, peaks: [{ shift, mass, abundance_percent }] }`, peaks relative to the tallest (100),
 * from the first to the last at or above `min_abundance_percent` (default 0.1).
 */
export function isotopeDistributionCase(inputs: unknown): JsonObject {
  const i = parseInputs(isotopeDistributionInputs, inputs);
  const minPercent = i.min_abundance_percent ?? DEFAULT_MIN_ABUNDANCE_PERCENT;
  if (!(Number.isFinite(minPercent) && minPercent > 0 && minPercent <= 100)) {
    throw new ToolboxError('invalid_input', 'min_abundance_percent: must be > 0 and <= 100');
  }
  const c = moleculeComposition(i);
  const d = isotopeDistribution(c);
  const tallest = Math.max(...d.peaks.map((p) => p.probability));
  const percent = d.peaks.map((p) => (100 * p.probability) / tallest);
  const first = percent.findIndex((x) => x >= minPercent);
  const last = percent.findLastIndex((x) => x >= minPercent);
  return {
    formula: formatComposition(c),
    monoisotopic_mass: d.monoisotopicMass,
    average_mass: d.averageMass,
    most_abundant_mass: d.mostAbundantMass,
    centroid_mass: d.centroidMass,
    peaks: d.peaks.slice(first, last + 1).map((p, k) => ({ shift: p.shift, mass: p.mass, abundance_percent: percent[first + k]! })),
  };
}

/**
 * `ion_ladder` module: `{ formula, charges, rows: [{ z, adduct, mz_monoisotopic, mz_most_abundant,
 * mz_average }] }`. Charges default to those whose [M-zH] m/z falls in `mz_min`-`mz_max` (400-2000);
 * adducts default to `["H"]`.
 */
export function ionLadderCase(inputs: unknown): JsonObject {
  const i = parseInputs(ionLadderInputs, inputs);
  const c = moleculeComposition(i);
  const charges = i.charges ?? chargeStatesInRange(compositionMonoisotopicMass(c), i.mz_min ?? DEFAULT_SCAN_RANGE.mzMin, i.mz_max ?? DEFAULT_SCAN_RANGE.mzMax);
  const rows = ionLadder(c, charges, i.adducts ?? ['H']);
  return {
    formula: formatComposition(c),
    charges: [...new Set(rows.map((r) => r.charge))],
    rows: rows.map((r) => ({ z: r.charge, adduct: r.adduct, mz_monoisotopic: r.mzMonoisotopic, mz_most_abundant: r.mzMostAbundant, mz_average: r.mzAverage })),
  };
}
