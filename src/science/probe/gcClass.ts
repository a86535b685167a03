/** GC class of a probe's target window. */
export type GcClass = 'optimal' | 'acceptable' | 'out_of_range';

/**
 * Probe GC guidance (kit guidance and docs/toolbox-science.md): 40-70 % acceptable, 55-65 % optimal, bounds
 * inclusive. Compared as integers (100 * GC against threshold * L) so that 14/20 = 70 % is never lost to
 * a rounding error.
 *
 * @param gcCount - G + C in the target window
 * @param lengthNt - window length L (= probe length)
 */
export function gcClass(gcCount: number, lengthNt: number): GcClass {
  const scaled = 100 * gcCount;
  if (scaled < 40 * lengthNt || scaled > 70 * lengthNt) return 'out_of_range';
  if (scaled >= 55 * lengthNt && scaled <= 65 * lengthNt) return 'optimal';
  return 'acceptable';
}
