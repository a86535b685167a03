import type { CapAnalog } from '../mass/capAnalogs.ts';
import type { ThreePrimeEnd } from '../mass/endGroups.ts';
import type { Modification } from '../mass/residues.ts';
import type { CappingMethod, SpeciesId } from '../mass/species.ts';
import type { ProbeParams } from '../probe/designProbe.ts';
import type { KitProfile } from '../reaction/kitProfile.ts';

/** Settings shared by every record of a batch. */
export interface BatchOptions {
  /** Probe design parameters (1-based coordinates, lengths in nt). */
  readonly probe: ProbeParams;
  readonly modification: Modification;
  readonly cappingMethod: CappingMethod;
  /** Needed for co-transcriptional capping. */
  readonly capAnalog?: CapAnalog | null;
  /** 3' end of the product (RNase H leaves 3'-OH; default 'OH'). */
  readonly threePrime?: ThreePrimeEnd;
  /** Enzymatic: add Cap2 columns. */
  readonly includeCap2?: boolean;
  /** Negative charge states z whose monoisotopic m/z gets a column per species. */
  readonly chargeStates?: readonly number[];
  /** When given, each record also gets its reaction system. */
  readonly reaction?: {
    /** ng/µl, same for every record. */
    readonly sampleConcNgPerUl: number;
    /** µM. */
    readonly probeConcUM: number;
    /** pmol per reaction (default 100). */
    readonly mrnaPmol?: number;
    readonly kit?: KitProfile;
  };
}

/** Species a batch reports, in column order (see `productSpecies`). */
export function batchSpeciesIds(options: BatchOptions): SpeciesId[] {
  if (options.cappingMethod === 'co-transcriptional') return options.capAnalog ? ['ppp', options.capAnalog] : ['ppp'];
  return options.includeCap2 ? ['ppp', 'pp', 'GpppN', 'Cap0', 'Cap1', 'Cap2'] : ['ppp', 'pp', 'GpppN', 'Cap0', 'Cap1'];
}
