import type { z } from 'zod';
import { type AssaySpecies, assaySpecies } from '../assay/assaySpecies.ts';
import { assertTolerance } from '../assay/massType.ts';
import { PERCENTS, type PercentName, percentRanges } from '../assay/percentRanges.ts';
import { speciesOptions, percentRangesJson } from '../contract/assayCases.ts';
import { spectrumCappingInputs } from '../contract/assaySchemas.ts';
import type { JsonObject } from '../contract/json.ts';
import { parseInputs } from '../contract/parseInputs.ts';
import { columnErrors } from './columnErrors.ts';
import { fitSpectrum } from './fitSpectrum.ts';
import { ionColumns } from './ionColumns.ts';
import { modelProfile } from './modelProfile.ts';
import { prepareSpectrum } from './preparedSpectrum.ts';
import { spectrumCharges } from './spectrumCharges.ts';
import { scaledComposition, unassignedEnvelopes } from './unassignedEnvelopes.ts';

export type SpectrumCappingInputs = z.input<typeof spectrumCappingInputs>;
type Range = [number, number] | null;
export interface SpectrumCappingAnswer {
  /** Each species found (intensity > 0), in the assay's order: the measured mass of `mass_type` in `mass`. */
  species: { species: string; mass_monoisotopic: number | null; mass_average: number | null; mass: number | null; intensity: number; charges: number[]; error_ppm: number | null }[];
  unassigned_envelopes: { mass: number; intensity: number; charges: number[] }[];
  ambiguous: { mass: number | null; intensity: number; candidates: { species: string; error_ppm: number | null }[] }[];
  capped_percent: number | null;
  cap1_percent: number | null;
  any_cap_percent: number | null;
  uncapped_percent: number | null;
  gpppn_percent: number | null;
  ranges: { capped_percent: Range; cap1_percent: Range; any_cap_percent: Range; uncapped_percent: Range; gpppn_percent: Range };
  mass_type: 'monoisotopic' | 'average';
  tolerance_ppm: number;
  charges: number[];
}

/** Default matching tolerance, ppm: high-resolution spectra are calibrated to a few ppm. */
const DEFAULT_TOLERANCE_PPM = 10;

/**
 * Capping result from a summed negative-mode MS1 spectrum (targeted charge-state deconvolution): every
 * species of the assay (n, and n±1 as isobar candidates or with `include_cut_variants`), with the
 * requested counter-ions, is drawn as its own isotope pattern (`isotopeDistribution`) at every charge and
 * fitted to the spectrum by non-negative least squares (`fitSpectrum`). A species' intensity is its
 * fitted area summed over isotopes, charges and counter-ions; isobars within the tolerance share one
 * pattern and are reported as ambiguous. Percentages as `cappingEfficiency` (capped + GpppN + uncapped =
 * 100 %), with ranges over the ambiguous intensity. What no species explains is listed as envelopes.
 *
 * @throws ToolboxError `invalid_input`, `spectrum_invalid`, `charge_state_invalid`, `tolerance_invalid`,
 *   and as `assaySpecies`
 */
export function spectrumCapping(inputs: SpectrumCappingInputs): SpectrumCappingAnswer {
  const i = parseInputs(spectrumCappingInputs, inputs);
  const massType = i.mass_type ?? 'monoisotopic';
  const tolerancePpm = i.tolerance_ppm ?? DEFAULT_TOLERANCE_PPM;
  assertTolerance(tolerancePpm);
  const includeCut = i.include_cut_variants ?? false;
  const species = assaySpecies({ ...speciesOptions(i), adducts: [], cutVariants: true });
  const counted = (s: AssaySpecies) => includeCut || s.cut === 0;
  const s = prepareSpectrum(i.mz, i.intensity);
  const product = species.filter((x) => x.cut === 0);
  const charges = spectrumCharges(i.charges ?? null, product, s);
  const columns = ionColumns(species, counted, i.adducts ?? [], tolerancePpm);
  const fits = fitSpectrum(s, columns, charges, tolerancePpm);
  const model = modelProfile(s, columns, fits, tolerancePpm);
  const errors = columnErrors(s, columns, fits, model, tolerancePpm);
  const perSpecies = new Map<AssaySpecies, { intensity: number; byCharge: Map<number, number>; ppm: number; weight: number }>();
  const ambiguous = new Map<string, { intensity: number; candidates: AssaySpecies[]; ppm: number; weight: number }>();
  columns.forEach((column, j) => {
    const total = fits.reduce((sum, f) => sum + f.intensity[j]!, 0);
    if (total <= 0) return;
    const distinct = [...new Set(column.candidates.map((c) => c.species))];
    const err = errors[j]!;
    if (distinct.length === 1) {
      const entry = perSpecies.get(distinct[0]!) ?? { intensity: 0, byCharge: new Map(), ppm: 0, weight: 0 };
      entry.intensity += total;
      for (const f of fits) entry.byCharge.set(f.charge, (entry.byCharge.get(f.charge) ?? 0) + f.intensity[j]!);
      entry.ppm += err.ppm;
      entry.weight += err.weight;
      perSpecies.set(distinct[0]!, entry);
    } else {
      const key = distinct.map((x) => x.label).join('|');
      const entry = ambiguous.get(key) ?? { intensity: 0, candidates: distinct, ppm: 0, weight: 0 };
      entry.intensity += total;
      entry.ppm += err.ppm;
      entry.weight += err.weight;
      ambiguous.set(key, entry);
    }
  });
  const assigned = [...perSpecies].filter(([sp]) => counted(sp));
  const total = assigned.reduce((sum, [, e]) => sum + e.intensity, 0);
  const percent = (name: PercentName) => (total > 0 ? (100 * assigned.reduce((sum, [sp, e]) => sum + (PERCENTS[name](sp) ? e.intensity : 0), 0)) / total : null);
  const ranges = percentRanges(
    assigned.map(([sp, e]) => ({ form: sp, intensity: e.intensity })),
    [...ambiguous.values()].map((a) => ({ intensity: a.intensity, candidates: a.candidates.map((c) => (counted(c) ? c : null)) })),
  );
  const residual = Float64Array.from(s.intensity, (v, k) => v - model[k]!);
  const main = product[0]!;
  const envelopes = unassignedEnvelopes(s, residual, charges, tolerancePpm, scaledComposition(main.composition, main.monoisotopic));
  return {
    species: species
      .filter((sp) => counted(sp) && perSpecies.has(sp))
      .map((sp) => {
        const e = perSpecies.get(sp)!;
        const ppm = e.weight > 0 ? e.ppm / e.weight : null;
        const peak = Math.max(...e.byCharge.values());
        const at = (m: number) => (ppm === null ? null : m * (1 + ppm / 1e6));
        return {
          species: sp.label,
          mass_monoisotopic: at(sp.monoisotopic),
          mass_average: at(sp.average),
          mass: at(massType === 'monoisotopic' ? sp.monoisotopic : sp.average),
          intensity: e.intensity,
          charges: [...e.byCharge].filter(([, x]) => x >= 0.01 * peak).map(([zz]) => zz).sort((a, b) => a - b),
          error_ppm: ppm,
        };
      }),
    unassigned_envelopes: envelopes.map((e) => ({ mass: e.mass, intensity: e.intensity, charges: [...e.charges] })),
    ambiguous: [...ambiguous.values()].map((a) => {
      const ppm = a.weight > 0 ? a.ppm / a.weight : null;
      const first = a.candidates[0]!;
      const measured = ppm === null ? null : (massType === 'monoisotopic' ? first.monoisotopic : first.average) * (1 + ppm / 1e6);
      return {
        mass: measured,
        intensity: a.intensity,
        candidates: a.candidates.map((c) => {
          const expected = massType === 'monoisotopic' ? c.monoisotopic : c.average;
          return { species: c.label, error_ppm: measured === null ? null : ((measured - expected) / expected) * 1e6 };
        }),
      };
    }),
    capped_percent: percent('capped'),
    cap1_percent: percent('cap1'),
    any_cap_percent: percent('any_cap'),
    uncapped_percent: percent('uncapped'),
    gpppn_percent: percent('gpppn'),
    ranges: percentRangesJson(ranges) as SpectrumCappingAnswer['ranges'],
    mass_type: massType,
    tolerance_ppm: tolerancePpm,
    charges,
  };
}

/** `spectrum_capping` module of the machine interface. */
export function spectrumCappingCase(inputs: unknown): JsonObject {
  return spectrumCapping(inputs as SpectrumCappingInputs) as unknown as JsonObject;
}
