import { isToolboxError } from '../errors.ts';
import { mrnaMass } from '../mass/mrnaMass.ts';
import { negativeModeMz } from '../mass/mz.ts';
import { productSpecies } from '../mass/species.ts';
import { designProbe } from '../probe/designProbe.ts';
import { mixFits, reactionSystem } from '../reaction/reactionSystem.ts';
import { type CleanedSequence, cleanSequence } from '../sequence/cleanSequence.ts';
import type { FastaRecord } from '../sequence/splitFasta.ts';
import type { BatchRow } from './batchColumns.ts';
import type { BatchOptions } from './batchOptions.ts';

type Cells = Record<string, string | number | null>;

/** What a row collects besides its cells. */
interface Notes {
  readonly errors: string[];
  readonly messages: string[];
  readonly warnings: string[];
}

/**
 * Runs one section of a row; a ToolboxError is noted (code and message) instead of thrown, so one bad
 * record or section never stops a batch. Other errors are bugs and propagate.
 */
function attempt<T>(notes: Notes, compute: () => T): T | undefined {
  try {
    return compute();
  } catch (error) {
    if (!isToolboxError(error)) throw error;
    const { line, column } = error.details;
    notes.errors.push(error.code);
    notes.messages.push(line === undefined ? error.message : `${error.message} (line ${line}, column ${column} of the record's sequence lines)`);
    return undefined;
  }
}

function fillProbeAndSpecies(cells: Cells, cleaned: CleanedSequence, options: BatchOptions, notes: Notes): void {
  const d = attempt(notes, () => designProbe(cleaned, options.probe));
  if (!d) {
    notes.warnings.push(...cleaned.warnings);
    return;
  }
  Object.assign(cells, {
    target_start: d.targetRegion[0], target_end: d.targetRegion[1],
    probe_sequence: d.probeSequence, probe_mask: d.probeMask, probe_annotated: d.probeAnnotated,
    probe_formula: d.probe.formulaText, probe_mono_da: d.probe.monoisotopic, probe_avg_da: d.probe.average,
    gc_count: d.gcCount, gc_percent: d.gcPercent, gc_class: d.gcClass,
    hybrid_start: d.hybridRegion[0], hybrid_end: d.hybridRegion[1],
    product_sequence: d.productSequence, product_length_nt: d.productLength, product_3prime_base: d.product3primeBase,
  });
  notes.warnings.push(...d.warnings);
  const species = attempt(notes, () =>
    productSpecies(d.productSequence, {
      cappingMethod: options.cappingMethod,
      capAnalog: options.capAnalog ?? null,
      modification: options.modification,
      threePrime: options.threePrime ?? 'OH',
      includeCap2: options.includeCap2 ?? false,
    }),
  );
  for (const s of species ?? []) {
    cells[`${s.id}_formula`] = s.formulaText;
    cells[`${s.id}_mono_da`] = s.monoisotopic;
    cells[`${s.id}_avg_da`] = s.average;
    for (const z of options.chargeStates ?? []) cells[`${s.id}_mz_${z}`] = negativeModeMz(s.monoisotopic, z);
  }
}

function fillMrnaAndReaction(cells: Cells, cleaned: CleanedSequence, options: BatchOptions, notes: Notes): void {
  const mrna = attempt(notes, () => mrnaMass(cleaned, options.modification));
  if (!mrna) return;
  cells['mrna_mono_da'] = mrna.monoisotopic;
  cells['mrna_avg_da'] = mrna.average;
  const reaction = options.reaction;
  if (!reaction) return;
  // MW = exact average mass of the 5'-ppp mRNA with its modification (docs/toolbox-science.md "Reaction system").
  const r = attempt(notes, () => reactionSystem({ mrnaMwGPerMol: mrna.average, ...reaction }));
  if (!r) return;
  // Beyond 1.5x the design volume the volumes are no scheme to pipette: status and minimum concentration only.
  const fits = mixFits(r);
  Object.assign(cells, {
    mrna_mw_g_per_mol: r.mrnaMwGPerMol, mw_basis: 'sequence',
    ...(fits ? { sample_ul: r.sampleUl, probe_ul: r.probeUl, enzyme_ul: r.enzymeUl, buffer_ul: r.bufferUl, water_ul: r.waterUl, final_volume_ul: r.finalVolumeUl } : {}),
    reaction_status: r.status, min_sample_conc_1_5x: r.minSampleConcNgPerUlFor1_5x,
  });
  notes.warnings.push(...r.warnings);
}

/**
 * One batch row for one FASTA record: clean-up, probe design, product species masses, whole-mRNA
 * masses and (when `options.reaction`) the reaction system. Errors land in `error_code` /
 * `error_message` (codes joined by "; "); the sections that could be computed are still filled.
 * Cells of `batchColumns(options)` that do not apply stay absent (read them as empty).
 */
export function processRecord(record: FastaRecord, options: BatchOptions): BatchRow {
  const cells: Cells = { record: record.index, name: record.name };
  const notes: Notes = { errors: [], messages: [], warnings: [] };
  const cleaned = attempt(notes, () => cleanSequence(record.text));
  if (cleaned) {
    cells['length_nt'] = cleaned.sequence.length;
    cells['input_type'] = cleaned.inputType;
    fillProbeAndSpecies(cells, cleaned, options, notes);
    fillMrnaAndReaction(cells, cleaned, options, notes);
  }
  cells['error_code'] = notes.errors.length > 0 ? notes.errors.join('; ') : null;
  cells['error_message'] = notes.messages.length > 0 ? notes.messages.join('; ') : null;
  cells['warnings'] = notes.warnings.length > 0 ? notes.warnings.join('; ') : null;
  return cells;
}
