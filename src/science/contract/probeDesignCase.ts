import { designProbe } from '../probe/designProbe.ts';
import type { JsonObject } from './json.ts';
import { parseInputs } from './parseInputs.ts';
import { probeDesignInputs } from './schemas.ts';

/** `probe_design` module: inputs and result field names exactly as in vectors.json. */
export function probeDesignCase(inputs: unknown): JsonObject {
  const i = parseInputs(probeDesignInputs, inputs);
  const d = designProbe(i.sequence, {
    probeStart: i.probe_start,
    probeLength: i.probe_length,
    digestionPosition: i.digestion_position,
    hybridLength: i.hybrid_length,
  });
  return {
    normalized_sequence_length: d.sequenceLength,
    input_type: d.inputType,
    target_region: d.targetRegion,
    target_sequence: d.targetSequence,
    probe_sequence: d.probeSequence,
    probe_mask: d.probeMask,
    probe_annotated: d.probeAnnotated,
    probe_dna_positions: d.probeDnaPositions,
    mrna_dna_hybrid_region: d.hybridRegion,
    ome_flank_5prime_of_probe: d.omeFlank5prime,
    ome_flank_3prime_of_probe: d.omeFlank3prime,
    probe_formula_untagged: d.probe.formulaText,
    probe_mass_untagged_monoisotopic: d.probe.monoisotopic,
    probe_mass_untagged_average: d.probe.average,
    gc_count: d.gcCount,
    gc_percent: d.gcPercent,
    gc_class: d.gcClass,
    cleavage_between: d.cleavageBetween,
    product_sequence: d.productSequence,
    product_length: d.productLength,
    product_3prime_base: d.product3primeBase,
    warnings: d.warnings,
  };
}
