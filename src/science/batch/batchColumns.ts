import { CAP_ANALOG, isCapAnalog } from '../mass/capAnalogs.ts';
import { SPECIES_LABEL } from '../mass/endGroups.ts';
import type { SpeciesId } from '../mass/species.ts';
import { type BatchOptions, batchSpeciesIds } from './batchOptions.ts';
import { DECIMALS } from './decimals.ts';

/** One column of the batch table: `key` in `BatchRow`, `header` for export (units in brackets). */
export interface BatchColumn {
  readonly key: string;
  readonly header: string;
  readonly type: 'string' | 'number';
  /** Decimals shown in exports (full precision is kept in the row). */
  readonly decimals?: number;
}

/** One output row: one FASTA record. Empty cells are null. */
export type BatchRow = Readonly<Record<string, string | number | null>>;

const text = (key: string, header: string): BatchColumn => ({ key, header, type: 'string' });
const count = (key: string, header: string): BatchColumn => ({ key, header, type: 'number', decimals: DECIMALS.count });
const real = (key: string, header: string, decimals: number = DECIMALS.massDa): BatchColumn => ({ key, header, type: 'number', decimals });

function speciesLabel(id: SpeciesId): string {
  return isCapAnalog(id) ? CAP_ANALOG[id].label : SPECIES_LABEL[id];
}

/**
 * Columns of the batch table for these options, in order: record, probe, product, species masses
 * (and m/z), whole mRNA, reaction. Same for every record, so a stream of rows fits one header.
 */
export function batchColumns(options: BatchOptions): BatchColumn[] {
  const columns: BatchColumn[] = [
    count('record', 'Record #'),
    text('name', 'Record name'),
    count('length_nt', 'Length (nt)'),
    text('input_type', 'Input type'),
    text('error_code', 'Error code'),
    text('error_message', 'Error message'),
    text('warnings', 'Warnings'),
    count('target_start', 'Target start (nt)'),
    count('target_end', 'Target end (nt)'),
    text('probe_sequence', "Probe 5'->3'"),
    text('probe_mask', 'Probe mask (M = 2′-OMe, D = DNA)'),
    text('probe_annotated', 'Probe annotated'),
    text('probe_formula', 'Probe formula (untagged)'),
    real('probe_mono_da', 'Probe monoisotopic mass (Da)'),
    real('probe_avg_da', 'Probe average mass (Da)'),
    count('gc_count', 'Target G+C (nt)'),
    real('gc_percent', 'Target GC (%)', DECIMALS.percent),
    text('gc_class', 'GC class'),
    count('hybrid_start', 'DNA hybrid start (nt)'),
    count('hybrid_end', 'DNA hybrid end (nt)'),
    text('product_sequence', 'Product sequence'),
    count('product_length_nt', 'Product length (nt)'),
    text('product_3prime_base', "Product 3' base"),
  ];
  for (const id of batchSpeciesIds(options)) {
    const label = speciesLabel(id);
    columns.push(text(`${id}_formula`, `${label}: formula`));
    columns.push(real(`${id}_mono_da`, `${label}: monoisotopic mass (Da)`));
    columns.push(real(`${id}_avg_da`, `${label}: average mass (Da)`));
    for (const z of options.chargeStates ?? []) columns.push(real(`${id}_mz_${z}`, `${label}: m/z [M-${z}H]${z}- (monoisotopic, Th)`, DECIMALS.mzTh));
  }
  columns.push(real('mrna_mono_da', "mRNA 5'-ppp monoisotopic mass (Da)"), real('mrna_avg_da', "mRNA 5'-ppp average mass (Da)"));
  if (options.reaction) {
    columns.push(
      real('mrna_mw_g_per_mol', 'mRNA MW (g/mol)', DECIMALS.mwGPerMol),
      text('mw_basis', 'MW basis'),
      real('sample_ul', 'Sample (µl)', DECIMALS.volumeUl),
      real('probe_ul', 'Probe (µl)', DECIMALS.volumeUl),
      real('enzyme_ul', 'RNase H (µl)', DECIMALS.volumeUl),
      real('buffer_ul', 'Buffer (µl)', DECIMALS.volumeUl),
      real('water_ul', 'Water (µl)', DECIMALS.volumeUl),
      real('final_volume_ul', 'Final volume (µl)', DECIMALS.volumeUl),
      text('reaction_status', 'Reaction status'),
      real('min_sample_conc_1_5x', 'Minimum sample conc. for 1.5x volume (ng/µl)', DECIMALS.concNgPerUl),
    );
  }
  return columns;
}
