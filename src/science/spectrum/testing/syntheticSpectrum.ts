// PLACEHOLDER: replaced at merge by s31-science's implementation
/** Mass of a proton in u (CODATA 2018), for [M − zH]^z− ions. */
const PROTON = 1.007276467;

export interface SyntheticSpectrumOptions {
  species: { formula?: string; mass?: number; fraction: number }[];
  charges: [number, number];
  resolution: number;
  noisePercent: number;
  adducts?: { Na?: number; K?: number };
  mzRange: [number, number];
  seed: number;
}

/** Placeholder: one Gaussian peak per species and charge (no isotopes, no adducts), deterministic noise. */
export function syntheticSpectrum(o: SyntheticSpectrumOptions): { mz: number[]; intensity: number[] } {
  let s = o.seed >>> 0 || 1;
  const rand = () => ((s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32);
  const mz: number[] = [];
  const intensity: number[] = [];
  const step = 0.02;
  for (let x = o.mzRange[0]; x <= o.mzRange[1]; x += step) {
    let y = (o.noisePercent / 100) * rand();
    for (const sp of o.species) {
      for (let z = o.charges[0]; z <= o.charges[1]; z++) {
        const centre = ((sp.mass ?? 0) - z * PROTON) / z;
        const sigma = centre / o.resolution / 2.355;
        y += sp.fraction * Math.exp(-(((x - centre) / sigma) ** 2) / 2);
      }
    }
    mz.push(x);
    intensity.push(y * 1e6);
  }
  return { mz, intensity };
}
