import type { FormulaMasses } from '../formula/formulaMasses.ts';
import { formulaMasses } from '../formula/formulaMasses.ts';
import { fragmentFormula } from '../mass/fragmentFormula.ts';
import { negativeModeMz } from '../mass/mz.ts';
import { productSpecies } from '../mass/species.ts';
import { cleanSequence } from '../sequence/cleanSequence.ts';
import type { JsonObject } from './json.ts';
import { parseInputs } from './parseInputs.ts';
import { endGroupMassInputs, productMassInputs } from './schemas.ts';

/** formula / monoisotopic / average, plus m/z per requested negative charge state. */
function massFields(m: FormulaMasses, charges: readonly number[] | null | undefined): JsonObject {
  const fields: JsonObject = { formula: m.formulaText, monoisotopic: m.monoisotopic, average: m.average };
  if (!charges) return fields;
  const mz = charges.map((z) => ({ charge: z, monoisotopic: negativeModeMz(m.monoisotopic, z), average: negativeModeMz(m.average, z) }));
  return { ...fields, mz };
}

/**
 * `product_mass` module: `{ [species id]: { label, formula, monoisotopic, average } }` in species order.
 * Optional inputs beyond the vectors: `include_cap2`, `charge_states` (adds `mz` to each species).
 */
export function productMassCase(inputs: unknown): JsonObject {
  const i = parseInputs(productMassInputs, inputs);
  const product = cleanSequence(i.product_sequence).sequence;
  const species = productSpecies(product, {
    cappingMethod: i.capping_method,
    capAnalog: i.cap_analog ?? null,
    modification: i.modification ?? 'none',
    threePrime: i.three_end ?? 'OH',
    includeCap2: i.include_cap2 ?? false,
  });
  const out: Record<string, JsonObject> = {};
  for (const s of species) out[s.id] = { label: s.label, ...massFields(s, i.charge_states) };
  return out;
}

/** `end_group_mass` module: formula and masses of `sequence` with the given 5' and 3' ends. */
export function endGroupMassCase(inputs: unknown): JsonObject {
  const i = parseInputs(endGroupMassInputs, inputs);
  const sequence = cleanSequence(i.sequence).sequence;
  const formula = fragmentFormula(sequence, {
    fivePrime: i.five_end,
    threePrime: i.three_end ?? 'OH',
    modification: i.modification ?? 'none',
  });
  return massFields(formulaMasses(formula), i.charge_states);
}
