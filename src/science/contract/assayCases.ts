import type { z } from 'zod';
import { type AssaySpecies, type AssaySpeciesOptions, assaySpecies } from '../assay/assaySpecies.ts';
import { cappingEfficiency } from '../assay/cappingEfficiency.ts';
import type { PercentRanges } from '../assay/percentRanges.ts';
import { speciesOverlaps } from '../assay/speciesOverlaps.ts';
import { cleanSequence } from '../sequence/cleanSequence.ts';
import { assaySpeciesInputs, cappingEfficiencyInputs, type speciesSetInputs, speciesOverlapsInputs } from './assaySchemas.ts';
import type { JsonObject } from './json.ts';
import { customCapFromInput } from './moleculeInput.ts';
import { parseInputs } from './parseInputs.ts';

/** Default tolerance of `species_overlaps`, ppm: what a high-resolution instrument cannot separate. */
const DEFAULT_OVERLAP_TOLERANCE_PPM = 10;

/** Species options from the interface's species-set inputs (product cleaned like `product_mass`). */
export function speciesOptions(i: z.output<typeof speciesSetInputs>): Omit<AssaySpeciesOptions, 'cutVariants'> {
  return {
    productSequence: cleanSequence(i.product_sequence).sequence,
    nextBase: i.next_base ?? null,
    cappingMethod: i.capping_method,
    capAnalog: i.cap_analog ?? null,
    customCap: i.custom_cap ? customCapFromInput(i.custom_cap) : null,
    modification: i.modification ?? 'none',
    threePrime: i.three_end ?? 'OH',
    includeCap2: i.include_cap2 ?? false,
    adducts: i.adducts ?? [],
  };
}

/** `{ capped_percent: [min, max], cap1_percent, any_cap_percent, uncapped_percent, gpppn_percent }` (null: nothing assigned). */
export function percentRangesJson(r: PercentRanges): JsonObject {
  return {
    capped_percent: r.capped,
    cap1_percent: r.cap1,
    any_cap_percent: r.any_cap,
    uncapped_percent: r.uncapped,
    gpppn_percent: r.gpppn,
  };
}

function speciesFields(s: AssaySpecies): JsonObject {
  return { label: s.label, five_end: s.fivePrime, cut: s.cut, adduct: s.adduct, formula: s.formulaText, monoisotopic: s.monoisotopic, average: s.average };
}

/** `assay_species` module: `{ species: [{ label, five_end, cut, adduct, formula, monoisotopic, average }] }`. */
export function assaySpeciesCase(inputs: unknown): JsonObject {
  const i = parseInputs(assaySpeciesInputs, inputs);
  return { species: assaySpecies({ ...speciesOptions(i), cutVariants: i.include_cut_variants ?? false }).map(speciesFields) };
}

/**
 * `species_overlaps` module: `{ pairs: [{ a, b, delta_da, delta_ppm }] }`, every pair of species (n, n-1,
 * n+1 with `next_base`, plain and with `adducts`) within `tolerance_ppm` (default 10), monoisotopic masses
 * unless `mass_type` says average.
 */
export function speciesOverlapsCase(inputs: unknown): JsonObject {
  const i = parseInputs(speciesOverlapsInputs, inputs);
  const species = assaySpecies({ ...speciesOptions(i), cutVariants: true });
  const pairs = speciesOverlaps(species, i.tolerance_ppm ?? DEFAULT_OVERLAP_TOLERANCE_PPM, i.mass_type ?? 'monoisotopic');
  return { pairs: pairs.map((p) => ({ a: p.a.label, b: p.b.label, delta_da: p.deltaDa, delta_ppm: p.deltaPpm })) };
}

/**
 * `capping_efficiency` module: `{ assignments: [{ mass, intensity, species, error_ppm }], unassigned:
 * [{ mass, intensity }], ambiguous: [{ mass, intensity, candidates: [{ species, error_ppm }] }],
 * capped_percent, cap1_percent, any_cap_percent, uncapped_percent, gpppn_percent, ranges }` (percentages
 * null when no peak was assigned; `ranges` as `percentRangesJson`).
 */
export function cappingEfficiencyCase(inputs: unknown): JsonObject {
  const i = parseInputs(cappingEfficiencyInputs, inputs);
  const r = cappingEfficiency({
    ...speciesOptions(i),
    peaks: i.peaks,
    massType: i.mass_type,
    tolerancePpm: i.tolerance_ppm ?? undefined,
    includeCutVariants: i.include_cut_variants ?? false,
  });
  return {
    assignments: r.assignments.map((a) => ({ mass: a.mass, intensity: a.intensity, species: a.species.label, error_ppm: a.errorPpm })),
    unassigned: r.unassigned.map((u) => ({ mass: u.mass, intensity: u.intensity })),
    ambiguous: r.ambiguous.map((a) => ({
      mass: a.mass,
      intensity: a.intensity,
      candidates: a.candidates.map((c) => ({ species: c.species.label, error_ppm: c.errorPpm })),
    })),
    capped_percent: r.cappedPercent,
    cap1_percent: r.cap1Percent,
    any_cap_percent: r.anyCapPercent,
    uncapped_percent: r.uncappedPercent,
    gpppn_percent: r.gpppnPercent,
    ranges: percentRangesJson(r.ranges),
  };
}
