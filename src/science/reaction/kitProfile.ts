/**
 * Parameters of the RNase H capping-analysis kit that the reaction system depends on. Shown under
 * "advanced" in the UI. All amounts per pmol of mRNA.
 */
export interface KitProfile {
  /** r: probe : mRNA molar ratio. */
  readonly probeToMrnaRatio: number;
  /** x: reaction buffer stock strength (10 = 10x); the buffer is 1/x of the final volume. */
  readonly bufferStrengthX: number;
  /** u: RNase H units per pmol mRNA, U/pmol. */
  readonly rnaseHUnitsPerPmol: number;
  /** Ce: RNase H stock concentration, U/µl. */
  readonly rnaseHStockUPerUl: number;
  /** Design volume per pmol mRNA, µl/pmol (100 µl per 100 pmol). */
  readonly designVolumeUlPerPmol: number;
  /** Largest final volume allowed, as a multiple of the design volume. */
  readonly maxVolumeFactor: number;
}

/**
 * Defaults. PLACEHOLDERS until the supplier's kit manual is at hand (docs/toolbox-science.md "Reaction system";
 * vectors meta.conventions.reaction_assumptions): r = 2, 10x buffer, 0.1 U/pmol RNase H from a 5 U/µl
 * stock. Design volume 1 µl/pmol: 100 µl per 100 pmol mRNA (spec "Toolbox"; Beverly et al. 2016 use
 * 100 pmol mRNA per analysis). Up to 1.5x the design volume when the sample is dilute (spec "Toolbox").
 */
export const PLACEHOLDER_KIT_PROFILE: KitProfile = {
  probeToMrnaRatio: 2,
  bufferStrengthX: 10,
  rnaseHUnitsPerPmol: 0.1,
  rnaseHStockUPerUl: 5,
  designVolumeUlPerPmol: 1,
  maxVolumeFactor: 1.5,
};

/** Default amount of mRNA per analysis, pmol (Beverly et al., Anal Bioanal Chem 2016). */
export const DEFAULT_MRNA_PMOL = 100;
