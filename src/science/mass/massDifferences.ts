import { formatFormula } from '../formula/formatFormula.ts';
import { subtractFormulas } from '../formula/formula.ts';
import { averageMass, monoisotopicMass } from '../formula/formulaMass.ts';
import type { Species, SpeciesId } from './species.ts';

/** `to` minus `from`: what a peak shift between two species means. Masses in Da. */
export interface MassDifference {
  readonly from: SpeciesId;
  readonly to: SpeciesId;
  /** Formula difference in Hill text, signed counts (e.g. "C11H13N5O4" for ppp -> Cap0). */
  readonly formulaText: string;
  readonly monoisotopic: number;
  readonly average: number;
}

/**
 * Mass differences between every pair of species, in list order (`from` before `to`), computed from
 * the formula difference so that rounding never accumulates.
 */
export function speciesMassDifferences(species: readonly Species[]): MassDifference[] {
  const differences: MassDifference[] = [];
  for (let i = 0; i < species.length; i++) {
    for (let j = i + 1; j < species.length; j++) {
      const from = species[i]!;
      const to = species[j]!;
      const delta = subtractFormulas(to.formula, from.formula);
      differences.push({ from: from.id, to: to.id, formulaText: formatFormula(delta), monoisotopic: monoisotopicMass(delta), average: averageMass(delta) });
    }
  }
  return differences;
}
