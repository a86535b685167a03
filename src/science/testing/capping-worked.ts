import type { CappingEfficiencyInput } from '../assay/cappingEfficiency.ts';

/** The worked example of docs/toolbox-science.md: an enzymatically capped product whose nt 20 is G. */
export const WORKED = 'GGGAGACGCUCGAUCCAGC';
export const ENZYMATIC = { productSequence: WORKED, cappingMethod: 'enzymatic', modification: 'none', threePrime: 'OH' } as const;

/** The worked example read with n±1 variants (the next base is G) on monoisotopic masses, for the given peaks. */
export const withCutVariants = (peaks: CappingEfficiencyInput['peaks']): CappingEfficiencyInput => ({ ...ENZYMATIC, nextBase: 'G', includeCutVariants: true, massType: 'monoisotopic', peaks });
