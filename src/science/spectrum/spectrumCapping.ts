// PLACEHOLDER: replaced at merge by s31-science's implementation
/** Inputs of `spectrum_capping` (S31-INTERFACES.md §1): the species set plus a summed MS1 spectrum. */
export interface SpectrumCappingInputs {
  product_sequence: string;
  capping_method: string;
  cap_analog?: string | null;
  modification?: string | null;
  three_end?: string | null;
  include_cap2?: boolean | null;
  next_base?: string | null;
  mz: number[];
  intensity: number[];
  charges?: [number, number] | null;
  tolerance_ppm?: number | null;
  mass_type?: 'monoisotopic' | 'average' | null;
  [key: string]: unknown;
}

type Range = [number, number];
/** Answer of `spectrum_capping` (snake_case, as the issue fixes it). */
export interface SpectrumCappingAnswer {
  species: { species: string; mass_monoisotopic: number; intensity: number; charges: number[]; error_ppm: number }[];
  unassigned_envelopes: { mass: number; intensity: number; charges: number[] }[];
  ambiguous: { mass: number; intensity: number; candidates: { species: string; error_ppm: number }[] }[];
  capped_percent: number | null;
  cap1_percent: number | null;
  any_cap_percent: number | null;
  uncapped_percent: number | null;
  gpppn_percent: number | null;
  ranges: { capped_percent: Range; cap1_percent: Range; any_cap_percent: Range; uncapped_percent: Range; gpppn_percent: Range };
}

/** Placeholder: a fixed answer shaped like the real one (its numbers mean nothing). */
export function spectrumCapping(inputs: SpectrumCappingInputs): SpectrumCappingAnswer {
  void inputs;
  return {
    species: [
      { species: 'Cap1 n', mass_monoisotopic: 9876.543, intensity: 900, charges: [3, 4, 5, 6, 7, 8], error_ppm: 1.2 },
      { species: 'ppp n', mass_monoisotopic: 9466.021, intensity: 80, charges: [4, 5, 6, 7], error_ppm: -0.8 },
      { species: 'GpppN n', mass_monoisotopic: 9851.512, intensity: 20, charges: [5, 6], error_ppm: 2.1 },
    ],
    unassigned_envelopes: [{ mass: 9000.1, intensity: 12, charges: [5, 6] }],
    ambiguous: [],
    capped_percent: 90,
    cap1_percent: 90,
    any_cap_percent: 90,
    uncapped_percent: 8,
    gpppn_percent: 2,
    ranges: { capped_percent: [89.5, 90.5], cap1_percent: [89.5, 90.5], any_cap_percent: [89.5, 90.5], uncapped_percent: [7.5, 8.5], gpppn_percent: [2, 2] },
  };
}
