import { z } from 'zod';
import { CAP_ANALOGS } from '../mass/capAnalogs.ts';
import { ENZYMATIC_CAPS, FIVE_PRIME_PHOSPHATES, THREE_PRIME_ENDS } from '../mass/endGroups.ts';
import { MODIFICATIONS } from '../mass/residues.ts';
import { CAPPING_METHODS } from '../mass/species.ts';

/**
 * zod schemas of the machine interface's `inputs`, one per module (snake_case as in vectors.json).
 * Range checks that have their own error code (concentrations, coordinates) are left to the science,
 * so the schemas only check types; a type problem becomes `invalid_input`.
 */
const modification = z.enum(MODIFICATIONS).nullish();
const threeEnd = z.enum(THREE_PRIME_ENDS).nullish();
const optionalNumber = z.number().nullish();
const chargeStates = z.array(z.number()).nullish();

/** `probe_design`: sequence and the four probe coordinates (whole numbers). */
export const probeDesignInputs = z.object({
  sequence: z.string(),
  probe_start: z.number().int(),
  probe_length: z.number().int(),
  digestion_position: z.number().int(),
  hybrid_length: z.number().int(),
});

/** `reaction_system`: sequence or mrna_length; concentrations in ng/µl and µM; optional kit profile. */
export const reactionSystemInputs = z.object({
  sequence: z.string().nullish(),
  mrna_length: optionalNumber,
  modification,
  sample_conc_ng_per_ul: optionalNumber,
  probe_conc_uM: optionalNumber,
  mrna_pmol: optionalNumber,
  probe_to_mrna_ratio: optionalNumber,
  buffer_strength_x: optionalNumber,
  enzyme_units_per_pmol: optionalNumber,
  enzyme_stock_u_per_ul: optionalNumber,
});

/** `product_mass`: product sequence, capping method and analog, modification, 3' end. */
export const productMassInputs = z.object({
  product_sequence: z.string(),
  capping_method: z.enum(CAPPING_METHODS),
  cap_analog: z.enum(CAP_ANALOGS).nullish(),
  modification,
  three_end: threeEnd,
  include_cap2: z.boolean().nullish(),
  charge_states: chargeStates,
});

/** `end_group_mass`: any sequence with a 5' form (phosphates, caps, analogs) and a 3' end. */
export const endGroupMassInputs = z.object({
  sequence: z.string(),
  five_end: z.enum([...FIVE_PRIME_PHOSPHATES, ...ENZYMATIC_CAPS, ...CAP_ANALOGS]),
  three_end: threeEnd,
  modification,
  charge_states: chargeStates,
});

/** One case: `{ module, inputs }`. */
export const toolboxCase = z.object({ module: z.string(), inputs: z.record(z.string(), z.unknown()) });
