import type { z } from 'zod';
import { ToolboxError } from '../errors.ts';
import { formula } from '../formula/formula.ts';
import { type Composition, compositionFromFormula, parseComposition } from '../isotopes/composition.ts';
import type { CustomCap } from '../mass/fivePrimeDefinition.ts';
import { fragmentFormula } from '../mass/fragmentFormula.ts';
import { cleanSequence } from '../sequence/cleanSequence.ts';
import type { customCapInput, moleculeInputs } from './assaySchemas.ts';

/**
 * A custom cap from the interface's `custom_cap`: id default "custom", formula over C H N O P only,
 * leading nucleotides default 0, Cap1 default false.
 * @throws ToolboxError `custom_cap_invalid`, `formula_invalid`
 */
export function customCapFromInput(input: z.output<typeof customCapInput>): CustomCap {
  const c = parseComposition(input.formula);
  if (c.Na !== 0 || c.K !== 0) throw new ToolboxError('custom_cap_invalid', 'a custom cap formula holds C, H, N, O and P only');
  return { id: input.id ?? 'custom', increment: formula(c), leadingNucleotides: input.leading_nucleotides ?? 0, cap1: input.cap1 ?? false };
}

/**
 * The composition of the molecule an isotope or ion case is about: `formula`, or `sequence` with
 * `five_end` (`custom` with `custom_cap`), `three_end` (OH) and `modification` (none), as `end_group_mass`.
 * @throws ToolboxError `invalid_input` (neither or both, or `custom` without `custom_cap`), and the
 *   errors of `parseComposition`, `cleanSequence`, `fragmentFormula`
 */
export function moleculeComposition(i: z.output<typeof moleculeInputs>): Composition {
  if ((i.formula == null) === (i.sequence == null)) {
    throw new ToolboxError('invalid_input', 'give either formula, or sequence with five_end (and three_end, modification)');
  }
  if (i.formula != null) return parseComposition(i.formula);
  if (i.five_end == null) throw new ToolboxError('invalid_input', 'five_end: required with sequence');
  if (i.five_end === 'custom' && i.custom_cap == null) throw new ToolboxError('invalid_input', 'custom_cap: required with five_end custom');
  const fivePrime = i.five_end === 'custom' ? customCapFromInput(i.custom_cap!) : i.five_end;
  const sequence = cleanSequence(i.sequence!).sequence;
  return compositionFromFormula(fragmentFormula(sequence, { fivePrime, threePrime: i.three_end ?? 'OH', modification: i.modification ?? 'none' }));
}
