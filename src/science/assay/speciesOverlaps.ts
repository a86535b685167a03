import type { AssaySpecies } from './assaySpecies.ts';
import { type MassType, assertTolerance, massOf } from './massType.ts';

/** Two species an intact-mass measurement cannot tell apart at the tolerance. */
export interface SpeciesOverlap {
  readonly a: AssaySpecies;
  readonly b: AssaySpecies;
  /** |mass(b) - mass(a)|, Da. */
  readonly deltaDa: number;
  /** deltaDa over the lighter mass, x 10^6. */
  readonly deltaPpm: number;
}

/**
 * Every pair of species closer than `tolerancePpm` (inclusive, so exact isobars show at tolerance 0), most
 * confusable first; `a` is the one listed first in `species`. Examples for the 19-mer
 * GGGAGACGCUCGAUCCAGC with G at D+1: GpppN n and pp n+1 have one formula (0 ppm); ppp n+1 and Cap2 n +K
 * are 5.5 ppm apart; Cap0 and Cap1 differ by CH2 (2114 ppm), never confusable.
 *
 * @param species - e.g. `assaySpecies({ ..., cutVariants: true, adducts })`
 * @throws ToolboxError `tolerance_invalid`
 */
export function speciesOverlaps(species: readonly AssaySpecies[], tolerancePpm: number, massType: MassType = 'monoisotopic'): SpeciesOverlap[] {
  assertTolerance(tolerancePpm);
  const masses = species.map((s) => massOf(s, massType));
  const overlaps: (SpeciesOverlap & { order: number })[] = [];
  for (let i = 0; i < species.length; i++) {
    for (let j = i + 1; j < species.length; j++) {
      const deltaDa = Math.abs(masses[j]! - masses[i]!);
      const deltaPpm = (deltaDa / Math.min(masses[i]!, masses[j]!)) * 1e6;
      if (deltaPpm <= tolerancePpm) overlaps.push({ a: species[i]!, b: species[j]!, deltaDa, deltaPpm, order: overlaps.length });
    }
  }
  overlaps.sort((x, y) => x.deltaPpm - y.deltaPpm || x.order - y.order);
  return overlaps.map(({ a, b, deltaDa, deltaPpm }) => ({ a, b, deltaDa, deltaPpm }));
}
