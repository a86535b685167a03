import { formatFormula } from './formatFormula.ts';
import type { Formula } from './formula.ts';
import { averageMass, monoisotopicMass } from './formulaMass.ts';

/** A formula with its Hill text and its neutral masses in Da: what the toolbox shows for a molecule. */
export interface FormulaMasses {
  readonly formula: Formula;
  /** Hill text, e.g. "C93H119N37O56P8". */
  readonly formulaText: string;
  /** Monoisotopic neutral mass, Da. */
  readonly monoisotopic: number;
  /** Average neutral mass, Da (g/mol). */
  readonly average: number;
}

/** Text and masses of a formula, computed from the element counts. */
export function formulaMasses(formula: Formula): FormulaMasses {
  return { formula, formulaText: formatFormula(formula), monoisotopic: monoisotopicMass(formula), average: averageMass(formula) };
}
