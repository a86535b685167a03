import { ToolboxError } from '../errors.ts';
import { PLACEHOLDER_KIT_PROFILE } from '../reaction/kitProfile.ts';
import { mrnaMolecularWeight } from '../reaction/mrnaMolecularWeight.ts';
import { reactionSystem } from '../reaction/reactionSystem.ts';
import { cleanSequence } from '../sequence/cleanSequence.ts';
import type { JsonObject } from './json.ts';
import { parseInputs } from './parseInputs.ts';
import { reactionSystemInputs } from './schemas.ts';

/**
 * `reaction_system` module. Inputs: `sequence` (MW from the exact average mass) or `mrna_length` (a whole
 * number >= 1; given with `sequence` it must agree, else `mrna_length_conflicts_with_sequence`),
 * `modification`, `sample_conc_ng_per_ul`, `probe_conc_uM`; optional `mrna_pmol` (100) and the kit
 * profile `probe_to_mrna_ratio` (2), `buffer_strength_x` (10), `enzyme_units_per_pmol` (0.1),
 * `enzyme_stock_u_per_ul` (5). Warnings: the reaction's, then the sequence clean-up's.
 */
export function reactionSystemCase(inputs: unknown): JsonObject {
  const i = parseInputs(reactionSystemInputs, inputs);
  const modification = i.modification ?? 'none';
  const cleaned = i.sequence != null ? cleanSequence(i.sequence) : undefined;
  if (i.sample_conc_ng_per_ul == null) throw new ToolboxError('sample_concentration_invalid', 'sample concentration must be > 0');
  if (i.probe_conc_uM == null) throw new ToolboxError('probe_concentration_invalid', 'probe concentration must be > 0');
  const mw = mrnaMolecularWeight({ sequence: cleaned, lengthNt: i.mrna_length ?? undefined }, modification);
  const r = reactionSystem({
    mrnaMwGPerMol: mw.mwGPerMol,
    sampleConcNgPerUl: i.sample_conc_ng_per_ul,
    probeConcUM: i.probe_conc_uM,
    mrnaPmol: i.mrna_pmol ?? undefined,
    kit: {
      ...PLACEHOLDER_KIT_PROFILE,
      probeToMrnaRatio: i.probe_to_mrna_ratio ?? PLACEHOLDER_KIT_PROFILE.probeToMrnaRatio,
      bufferStrengthX: i.buffer_strength_x ?? PLACEHOLDER_KIT_PROFILE.bufferStrengthX,
      rnaseHUnitsPerPmol: i.enzyme_units_per_pmol ?? PLACEHOLDER_KIT_PROFILE.rnaseHUnitsPerPmol,
      rnaseHStockUPerUl: i.enzyme_stock_u_per_ul ?? PLACEHOLDER_KIT_PROFILE.rnaseHStockUPerUl,
    },
  });
  return {
    mrna_mw_g_per_mol: r.mrnaMwGPerMol,
    mw_basis: mw.basis,
    mrna_pmol: r.mrnaPmol,
    mrna_ug: r.mrnaUg,
    sample_pmol_per_ul: r.samplePmolPerUl,
    design_volume_ul: r.designVolumeUl,
    max_final_volume_ul: r.maxFinalVolumeUl,
    final_volume_ul: r.finalVolumeUl,
    volume_factor: r.volumeFactor,
    sample_ul: r.sampleUl,
    probe_pmol: r.probePmol,
    probe_ul: r.probeUl,
    buffer_ul: r.bufferUl,
    enzyme_units: r.enzymeUnits,
    enzyme_ul: r.enzymeUl,
    water_ul: r.waterUl,
    min_sample_conc_ng_per_ul_for_1x: r.minSampleConcNgPerUlFor1x,
    min_sample_conc_ng_per_ul_for_1_5x: r.minSampleConcNgPerUlFor1_5x,
    status: r.status,
    warnings: [...r.warnings, ...(cleaned?.warnings ?? [])],
  };
}
