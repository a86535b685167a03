import { z } from 'zod';
import { ION_ADDUCTS, SALT_ADDUCTS } from '../ions/adducts.ts';
import { CAP_ANALOGS } from '../mass/capAnalogs.ts';
import { ENZYMATIC_CAPS, FIVE_PRIME_PHOSPHATES, THREE_PRIME_ENDS } from '../mass/endGroups.ts';
import { MODIFICATIONS } from '../mass/residues.ts';
import { CAPPING_METHODS } from '../mass/species.ts';
import { MASS_TYPES } from '../assay/massType.ts';

/**
 * zod schemas of the assay modules' `inputs` (snake_case). As in schemas.ts they check types only; ranges
 * with their own error code (tolerance, charges, tail lengths, peaks) are left to the science.
 */
const modification = z.enum(MODIFICATIONS).nullish();

/** A user-defined cap: formula added on top of 5'-ppp, leading canonical nucleotides, Cap1 or not. */
export const customCapInput = z.object({
  id: z.string().nullish(),
  formula: z.string(),
  leading_nucleotides: z.number().nullish(),
  cap1: z.boolean().nullish(),
});

/** A molecule given by formula, or by sequence and ends (the inputs of `end_group_mass`). */
export const moleculeInputs = z.object({
  formula: z.string().nullish(),
  sequence: z.string().nullish(),
  five_end: z.enum([...FIVE_PRIME_PHOSPHATES, ...ENZYMATIC_CAPS, ...CAP_ANALOGS, 'custom']).nullish(),
  three_end: z.enum(THREE_PRIME_ENDS).nullish(),
  modification,
  custom_cap: customCapInput.nullish(),
});

/** `isotope_distribution`: a molecule, and the smallest peak to list (% of the tallest, default 0.1). */
export const isotopeDistributionInputs = moleculeInputs.extend({ min_abundance_percent: z.number().nullish() });

/** `ion_ladder`: a molecule, charges (default: those in the scan range), adducts (default H), scan range. */
export const ionLadderInputs = moleculeInputs.extend({
  charges: z.array(z.number()).nullish(),
  adducts: z.array(z.enum(ION_ADDUCTS)).nullish(),
  mz_min: z.number().nullish(),
  mz_max: z.number().nullish(),
});

/** The species set of an assay: `product_mass` inputs plus nt D+1 and a custom cap. */
export const speciesSetInputs = z.object({
  product_sequence: z.string(),
  capping_method: z.enum(CAPPING_METHODS),
  cap_analog: z.enum(CAP_ANALOGS).nullish(),
  custom_cap: customCapInput.nullish(),
  modification,
  three_end: z.enum(THREE_PRIME_ENDS).nullish(),
  include_cap2: z.boolean().nullish(),
  next_base: z.string().nullish(),
  adducts: z.array(z.enum(SALT_ADDUCTS)).nullish(),
});

/** `assay_species`: the species set, n±1 products on request. */
export const assaySpeciesInputs = speciesSetInputs.extend({ include_cut_variants: z.boolean().nullish() });

/** `species_overlaps`: the species set (n-1 always, n+1 with next_base) and a tolerance (default 10 ppm). */
export const speciesOverlapsInputs = speciesSetInputs.extend({
  tolerance_ppm: z.number().nullish(),
  mass_type: z.enum(MASS_TYPES).nullish(),
});

/** `capping_efficiency`: the species set, deconvoluted peaks and how to match them. */
export const cappingEfficiencyInputs = speciesSetInputs.extend({
  peaks: z.array(z.object({ mass: z.number(), intensity: z.number() })),
  mass_type: z.enum(MASS_TYPES),
  tolerance_ppm: z.number().nullish(),
  include_cut_variants: z.boolean().nullish(),
});

/**
 * `spectrum_capping`: the `capping_efficiency` inputs without `peaks`, plus a summed MS1 spectrum (`mz`,
 * `intensity`, profile or centroid), `charges` [zmin, zmax] (default: every charge at which a product
 * species falls in the spectrum's m/z range), `tolerance_ppm` (default 10) and `mass_type` (which mass
 * the species table reports, default monoisotopic). Counter-ions: the species set's own `adducts` field
 * (Na, K, TEA; default none) says which the spectrum may show, as [M - (z+k)H + kNa]z- (TEA:
 * [M - zH + kTEA]z-), up to 3 on one ion; their intensity counts toward the species that carries them.
 * (One field, not a second `adducts`: in `capping_efficiency` it already means "these salts may be on
 * the species".)
 */
export const spectrumCappingInputs = speciesSetInputs.extend({
  mz: z.array(z.number()),
  intensity: z.array(z.number()),
  charges: z.tuple([z.number(), z.number()]).nullish(),
  tolerance_ppm: z.number().nullish(),
  mass_type: z.enum(MASS_TYPES).nullish(),
  include_cut_variants: z.boolean().nullish(),
});

/** `polya_ladder`: transcript up to the tail, tail-length range, modification. */
export const polyaLadderInputs = z.object({
  sequence: z.string(),
  tail_length_min: z.number(),
  tail_length_max: z.number(),
  modification,
});
