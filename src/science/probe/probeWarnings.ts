import type { GcClass } from './gcClass.ts';

/** Guidance warning codes of probe design (docs/toolbox-science.md; they never block). */
export type ProbeWarning =
  | 'probe_length_outside_20_30'
  | 'gc_out_of_range'
  | 'product_length_outside_17_20'
  | 'hybrid_length_outside_4_6'
  | 'product_3prime_end_is_G'
  | 'next_base_is_G'
  | 'ambiguous_base_in_product'
  | 'probe_does_not_cover_5prime_end'
  | 'no_2OMe_flank_downstream_of_cut'
  | 'no_2OMe_flank_upstream_of_gap';

/** What the guidance looks at. Lengths in nt, positions 1-based. */
export interface ProbeGuidanceInput {
  readonly probeStart: number;
  readonly probeLength: number;
  readonly hybridLength: number;
  readonly productLength: number;
  readonly product3primeBase: string;
  /** mRNA nt D+1, the first base past the cut ('' when the product is the whole sequence). */
  readonly nextBase: string;
  readonly productHasAmbiguousBase: boolean;
  readonly gcClass: GcClass;
  readonly omeFlank5prime: number;
  readonly omeFlank3prime: number;
}

/**
 * Guidance warnings, in the order of the reference vectors. Ranges from the kit guidance
 * (docs/toolbox-science.md): probe 20-30 nt, product 17-20 nt, hybrid 4-6 nt, GC 40-70 %, product not ending in G
 * (a 5'-pp product of length n has the formula of the GpppN product of length n-1), no G at D+1 either
 * (a cut one nucleotide late gives pp n+1, the formula of GpppN n: G residue = HPO3 + C10H11N5O4), probe
 * covering position 1 (else the product's 5' end is not base-paired), both 2'-OMe wings present.
 */
export function probeWarnings(g: ProbeGuidanceInput): ProbeWarning[] {
  const warnings: ProbeWarning[] = [];
  if (g.probeLength < 20 || g.probeLength > 30) warnings.push('probe_length_outside_20_30');
  if (g.gcClass === 'out_of_range') warnings.push('gc_out_of_range');
  if (g.productLength < 17 || g.productLength > 20) warnings.push('product_length_outside_17_20');
  if (g.hybridLength < 4 || g.hybridLength > 6) warnings.push('hybrid_length_outside_4_6');
  if (g.product3primeBase === 'G') warnings.push('product_3prime_end_is_G');
  if (g.nextBase === 'G') warnings.push('next_base_is_G');
  if (g.productHasAmbiguousBase) warnings.push('ambiguous_base_in_product');
  if (g.probeStart > 1) warnings.push('probe_does_not_cover_5prime_end');
  if (g.omeFlank5prime === 0) warnings.push('no_2OMe_flank_downstream_of_cut');
  if (g.omeFlank3prime === 0) warnings.push('no_2OMe_flank_upstream_of_gap');
  return warnings;
}
