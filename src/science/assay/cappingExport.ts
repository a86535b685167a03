import type { BatchColumn, BatchRow } from '../batch/batchColumns.ts';
import type { CappingEfficiency } from './cappingEfficiency.ts';

/**
 * Columns of the peak table of a capping result (keys for the page's translations, English headers with
 * units for the CLI and as a fallback). One row per measured peak, in the order: assigned, ambiguous,
 * unassigned.
 */
export const CAPPING_PEAK_COLUMNS: readonly BatchColumn[] = [
  { key: 'peak_mass_da', header: 'Measured mass (Da)', type: 'number', decimals: 4 },
  { key: 'peak_intensity', header: 'Intensity', type: 'number' },
  { key: 'peak_status', header: 'Status', type: 'string' },
  { key: 'peak_species', header: 'Species', type: 'string' },
  { key: 'peak_formula', header: 'Formula', type: 'string' },
  { key: 'peak_expected_da', header: 'Expected mass (Da)', type: 'number', decimals: 4 },
  { key: 'peak_error_ppm', header: 'Error (ppm)', type: 'number', decimals: 2 },
  { key: 'peak_candidates', header: 'Candidates (error, ppm)', type: 'string' },
];

/** Rows of the peak table (see `CAPPING_PEAK_COLUMNS`); numbers at full precision. */
export function cappingPeakRows(result: CappingEfficiency): BatchRow[] {
  const expected = (s: { monoisotopic: number; average: number }) => (result.massType === 'monoisotopic' ? s.monoisotopic : s.average);
  return [
    ...result.assignments.map((a) => ({
      peak_mass_da: a.mass, peak_intensity: a.intensity, peak_status: 'assigned', peak_species: a.species.label,
      peak_formula: a.species.formulaText, peak_expected_da: expected(a.species), peak_error_ppm: a.errorPpm, peak_candidates: null,
    })),
    ...result.ambiguous.map((a) => ({
      peak_mass_da: a.mass, peak_intensity: a.intensity, peak_status: 'ambiguous', peak_species: null, peak_formula: null,
      peak_expected_da: null, peak_error_ppm: null,
      peak_candidates: a.candidates.map((c) => `${c.species.label} (${c.errorPpm.toFixed(2)})`).join('; '),
    })),
    ...result.unassigned.map((u) => ({
      peak_mass_da: u.mass, peak_intensity: u.intensity, peak_status: 'unassigned', peak_species: null, peak_formula: null,
      peak_expected_da: null, peak_error_ppm: null, peak_candidates: null,
    })),
  ];
}

/** Columns of the summary table: one row per figure. */
export const CAPPING_SUMMARY_COLUMNS: readonly BatchColumn[] = [
  { key: 'figure', header: 'Figure', type: 'string' },
  { key: 'value', header: 'Value', type: 'number', decimals: 2 },
  { key: 'unit', header: 'Unit', type: 'string' },
];

/** Percentages with a range over the ambiguous peaks: summary figure and `ranges` key. */
const RANGED = [
  ['capped_percent', 'capped'],
  ['cap1_percent', 'cap1'],
  ['any_cap_percent', 'any_cap'],
  ['uncapped_percent', 'uncapped'],
  ['gpppn_percent', 'gpppn'],
] as const;

/**
 * Summary rows: capped, Cap1, any cap, uncapped, GpppN (%; capped + GpppN + uncapped = 100), each one's
 * range over the ambiguous peaks (`<figure>_min`, `<figure>_max`), each 5' form's share (%), then the matching settings
 * (mass type, tolerance) and how many peaks were ambiguous or unassigned. `figure` is a stable key
 * (`capped_percent`, `share_Cap1`, ...) the page translates.
 */
export function cappingSummaryRows(result: CappingEfficiency): BatchRow[] {
  const rows: BatchRow[] = [
    { figure: 'capped_percent', value: result.cappedPercent, unit: '%' },
    { figure: 'cap1_percent', value: result.cap1Percent, unit: '%' },
    { figure: 'any_cap_percent', value: result.anyCapPercent, unit: '%' },
    { figure: 'uncapped_percent', value: result.uncappedPercent, unit: '%' },
    { figure: 'gpppn_percent', value: result.gpppnPercent, unit: '%' },
    ...RANGED.flatMap(([figure, key]) => [
      { figure: `${figure}_min`, value: result.ranges[key]?.[0] ?? null, unit: '%' },
      { figure: `${figure}_max`, value: result.ranges[key]?.[1] ?? null, unit: '%' },
    ]),
    ...result.byFivePrime.map((f) => ({ figure: `share_${f.fivePrime}`, value: f.percent, unit: '%' })),
    { figure: `tolerance_${result.massType}`, value: result.tolerancePpm, unit: 'ppm' },
    { figure: 'peaks_ambiguous', value: result.ambiguous.length, unit: 'peaks' },
    { figure: 'peaks_unassigned', value: result.unassigned.length, unit: 'peaks' },
  ];
  return rows;
}
