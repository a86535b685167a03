import { ToolboxError, type ToolboxErrorCode } from '../errors.ts';
import { DEFAULT_MRNA_PMOL, type KitProfile, PLACEHOLDER_KIT_PROFILE } from './kitProfile.ts';

/** Inputs of the reaction system. */
export interface ReactionInput {
  /** mRNA molecular weight, g/mol (see `mrnaMolecularWeight`). */
  readonly mrnaMwGPerMol: number;
  /** C: sample (mRNA) concentration, ng/µl. */
  readonly sampleConcNgPerUl: number;
  /** Cp: probe stock concentration, µM (= pmol/µl). */
  readonly probeConcUM: number;
  /** n: mRNA per reaction, pmol (default 100). */
  readonly mrnaPmol?: number;
  /** Kit parameters (default: placeholders, see `PLACEHOLDER_KIT_PROFILE`). */
  readonly kit?: KitProfile;
}

/** Outcome of the volume check (docs/toolbox-science.md "Reaction system"). */
export type ReactionStatus = 'ok' | 'volume_increased' | 'sample_concentration_too_low' | 'probe_or_enzyme_too_dilute';
/** Warning codes of the reaction system (never block). */
export type ReactionWarning = 'final_volume_increased' | 'sample_concentration_too_low' | 'probe_or_enzyme_too_dilute';

/** The pipetting scheme. Volumes in µl, amounts in pmol, µg or U, concentrations in ng/µl. */
export interface ReactionSystem {
  readonly mrnaMwGPerMol: number;
  readonly mrnaPmol: number;
  readonly mrnaUg: number;
  readonly samplePmolPerUl: number;
  readonly designVolumeUl: number;
  readonly maxFinalVolumeUl: number;
  readonly finalVolumeUl: number;
  /** Final / design volume. */
  readonly volumeFactor: number;
  readonly sampleUl: number;
  readonly probePmol: number;
  readonly probeUl: number;
  readonly bufferUl: number;
  readonly enzymeUnits: number;
  readonly enzymeUl: number;
  readonly waterUl: number;
  /** Lowest sample concentration that fits the design volume; null when no concentration can. */
  readonly minSampleConcNgPerUlFor1x: number | null;
  /** Lowest sample concentration that fits 1.5x the design volume; null when no concentration can. */
  readonly minSampleConcNgPerUlFor1_5x: number | null;
  readonly status: ReactionStatus;
  readonly warnings: readonly ReactionWarning[];
}

/** Relative slack for "exactly at the limit" comparisons (floating-point noise only; TOOLBOX: exactly 1.5x is allowed). */
const LIMIT_SLACK = 1e-12;

function assertPositive(value: number, code: ToolboxErrorCode, what: string): void {
  if (!(Number.isFinite(value) && value > 0)) throw new ToolboxError(code, `${what} must be > 0`);
}

function assertKit(kit: KitProfile): void {
  for (const [name, value] of Object.entries(kit)) assertPositive(value, 'kit_parameter_invalid', name);
  if (kit.bufferStrengthX <= 1) throw new ToolboxError('kit_parameter_invalid', 'bufferStrengthX must be > 1');
}

/**
 * Whether the mix fits the reaction (status ok or volume_increased): only then are its volumes a scheme
 * to pipette. Beyond 1.5x the design volume `finalVolumeUl` is the volume the mix would need, which pages
 * and exports state as such, never as the final volume (the machine interface keeps the number).
 */
export function mixFits(r: Pick<ReactionSystem, 'status'>): boolean {
  return r.status === 'ok' || r.status === 'volume_increased';
}

/**
 * Reaction system of the RNase H digestion (docs/toolbox-science.md "Reaction system"): V_d = n µl for n pmol;
 * sample V_s = n·MW/(1000·C); probe V_p = r·n/Cp; enzyme V_e = u·n/Ce; buffer V/x; water the rest.
 * If V_s + V_p + V_e + V_d/x <= V_d then V = V_d, else V = (V_s + V_p + V_e)/(1 - 1/x) with no water;
 * up to 1.5·V_d is "volume_increased", above it "sample_concentration_too_low" (or
 * "probe_or_enzyme_too_dilute" when no sample concentration could fit). C_min(f) = MW /
 * (1000·(f·(1 - 1/x) - r/Cp - u/Ce)) per µl/pmol of design volume; it does not depend on n.
 *
 * @throws ToolboxError `mrna_length_invalid` (MW), `sample_concentration_invalid`,
 *   `probe_concentration_invalid`, `mrna_amount_invalid`, `kit_parameter_invalid`
 */
export function reactionSystem(input: ReactionInput): ReactionSystem {
  const { mrnaMwGPerMol: mw, sampleConcNgPerUl: c, probeConcUM: cp } = input;
  const n = input.mrnaPmol ?? DEFAULT_MRNA_PMOL;
  const kit = input.kit ?? PLACEHOLDER_KIT_PROFILE;
  assertPositive(mw, 'mrna_length_invalid', 'mRNA molecular weight');
  assertPositive(c, 'sample_concentration_invalid', 'sample concentration');
  assertPositive(cp, 'probe_concentration_invalid', 'probe concentration');
  assertPositive(n, 'mrna_amount_invalid', 'mRNA amount');
  assertKit(kit);
  const { probeToMrnaRatio: r, bufferStrengthX: x, rnaseHUnitsPerPmol: u, rnaseHStockUPerUl: ce } = kit;

  const designVolumeUl = n * kit.designVolumeUlPerPmol;
  const maxFinalVolumeUl = kit.maxVolumeFactor * designVolumeUl;
  const sampleUl = (n * mw) / (1000 * c);
  const probeUl = (r * n) / cp;
  const enzymeUl = (u * n) / ce;
  const additions = sampleUl + probeUl + enzymeUl;
  const fits = additions + designVolumeUl / x <= designVolumeUl * (1 + LIMIT_SLACK);
  const finalVolumeUl = fits ? designVolumeUl : additions / (1 - 1 / x);
  const bufferUl = finalVolumeUl / x;
  const waterUl = fits ? Math.max(0, finalVolumeUl - additions - bufferUl) : 0;

  const minConc = (factor: number): number | null => {
    const denominator = factor * kit.designVolumeUlPerPmol * (1 - 1 / x) - r / cp - u / ce;
    return denominator > 0 ? mw / (1000 * denominator) : null;
  };
  const minFor1_5x = minConc(kit.maxVolumeFactor);
  let status: ReactionStatus = 'ok';
  if (!fits) {
    if (finalVolumeUl <= maxFinalVolumeUl * (1 + LIMIT_SLACK)) status = 'volume_increased';
    else status = minFor1_5x === null ? 'probe_or_enzyme_too_dilute' : 'sample_concentration_too_low';
  }
  const warnings: ReactionWarning[] =
    status === 'ok' ? [] : status === 'volume_increased' ? ['final_volume_increased'] : [status];
  return {
    mrnaMwGPerMol: mw,
    mrnaPmol: n,
    mrnaUg: (n * mw) / 1e6,
    samplePmolPerUl: (c * 1000) / mw,
    designVolumeUl,
    maxFinalVolumeUl,
    finalVolumeUl,
    volumeFactor: finalVolumeUl / designVolumeUl,
    sampleUl,
    probePmol: r * n,
    probeUl,
    bufferUl,
    enzymeUnits: u * n,
    enzymeUl,
    waterUl,
    minSampleConcNgPerUlFor1x: minConc(1),
    minSampleConcNgPerUlFor1_5x: minFor1_5x,
    status,
    warnings,
  };
}
