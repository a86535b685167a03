import { ToolboxError } from '../errors.ts';

/** Which neutral mass a spectrum's deconvolution reports: monoisotopic (isotopes resolved) or average. */
export const MASS_TYPES = ['monoisotopic', 'average'] as const;
export type MassType = (typeof MASS_TYPES)[number];

/**
 * Default matching tolerance, ppm: 10 for monoisotopic masses (high-resolution deconvolution is good to a
 * few ppm); 50 for average masses, which carry the peak-shape error of an unresolved envelope (about
 * 0.3 Da at 6.6 kDa) and the ~10 ppm gap between conventional atomic weights and real abundances.
 */
export const DEFAULT_TOLERANCE_PPM: Readonly<Record<MassType, number>> = { monoisotopic: 10, average: 50 };

/**
 * Checks a tolerance: finite and >= 0 ppm.
 * @throws ToolboxError `tolerance_invalid`
 */
export function assertTolerance(tolerancePpm: number): void {
  if (!(Number.isFinite(tolerancePpm) && tolerancePpm >= 0)) {
    throw new ToolboxError('tolerance_invalid', `tolerance must be a number of ppm >= 0, got ${tolerancePpm}`);
  }
}

/** The species mass of this type, Da. */
export function massOf(species: { readonly monoisotopic: number; readonly average: number }, type: MassType): number {
  return type === 'monoisotopic' ? species.monoisotopic : species.average;
}
