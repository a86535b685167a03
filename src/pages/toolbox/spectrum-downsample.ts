/** Proton mass in u (CODATA 2018): negative-mode ions [M − zH]^z− sit at m/z = (M − z·PROTON) / z. */
export const PROTON_MASS = 1.007276467;

/**
 * At most `points` points of a spectrum for drawing or for the report: the m/z range cut into points/2 bins,
 * each kept as its lowest and highest intensity point in m/z order, so every peak keeps its top.
 */
export function downsampleSpectrum(s: { mz: number[]; intensity: number[] }, points: number): { mz: number[]; intensity: number[] } {
  const n = s.mz.length;
  if (n <= points) return { mz: s.mz.slice(), intensity: s.intensity.slice() };
  const bins = Math.max(1, Math.floor(points / 2));
  const mz: number[] = [];
  const intensity: number[] = [];
  const per = n / bins;
  for (let b = 0; b < bins; b++) {
    const from = Math.floor(b * per);
    const to = Math.min(n, Math.floor((b + 1) * per));
    if (from >= to) continue;
    let lo = from;
    let hi = from;
    for (let i = from; i < to; i++) {
      if (s.intensity[i]! < s.intensity[lo]!) lo = i;
      if (s.intensity[i]! > s.intensity[hi]!) hi = i;
    }
    for (const i of lo === hi ? [lo] : [Math.min(lo, hi), Math.max(lo, hi)]) {
      mz.push(s.mz[i]!);
      intensity.push(s.intensity[i]!);
    }
  }
  return { mz, intensity };
}

/** The m/z of each charge's ion of a neutral monoisotopic mass, inside [lo, hi]. */
export function chargeSeries(massMonoisotopic: number, charges: readonly number[], lo: number, hi: number): { z: number; mz: number }[] {
  return charges.map((z) => ({ z, mz: (massMonoisotopic - z * PROTON_MASS) / z })).filter((p) => p.mz >= lo && p.mz <= hi);
}
