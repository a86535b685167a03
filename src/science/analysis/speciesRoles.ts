import type { CapAnalog } from '../mass/capAnalogs.ts';
import type { CappingMethod, SpeciesId } from '../mass/species.ts';
import type { SpeciesRole } from './analysisParts.ts';

/**
 * The capped species a capping reaction aims at: enzymatic capping kits make Cap1 (m7GpppNm, the
 * TOOLBOX.md enzymatic series ends there unless Cap2 is asked for); co-transcriptional capping gives the
 * analog-capped product. Null when co-transcriptional capping has no analog yet.
 */
export function mainCappedSpecies(method: CappingMethod, capAnalog: CapAnalog | null): SpeciesId | null {
  return method === 'enzymatic' ? 'Cap1' : capAnalog;
}

/** The role of a species: the uncapped transcript (5'-ppp, as transcribed), the main capped product, or other. */
export function speciesRole(id: SpeciesId, method: CappingMethod, capAnalog: CapAnalog | null): SpeciesRole {
  if (id === 'ppp') return 'uncapped';
  return id === mainCappedSpecies(method, capAnalog) ? 'main_capped' : 'other';
}
