import type { AssayMassView, BatchColumn, ExportSheet } from '../../contracts/toolbox.ts';
import { DECIMALS } from '../../science/batch/decimals.ts';
import { batchSheet } from '../../science/batch/exportSheet.ts';
import { roundTo } from '../../science/roundTo.ts';
import { FIELDS, type RawInputs } from '../../state/toolbox.params.ts';
import type { ToolboxState } from '../../state/toolbox.state.ts';
import { tr, type Translate, warningText } from './messages.ts';
import { mixRows } from './mix-rows.ts';
import { mixFits } from '../../science/reaction/reactionSystem.ts';
import { formName, speciesName } from './species-name.ts';

const SPECIES_COLUMN = /^(.+)_(formula|mono_da|avg_da|mz_(\d+))$/;

/** A batch column's header in the page's language (species columns: the species as the page names it + quantity). */
export function columnHeader(translateFn: Translate, column: BatchColumn): string {
  const t = (key: string, params?: Record<string, unknown>) => tr(translateFn, key, params);
  const m = SPECIES_COLUMN.exec(column.key);
  const fixed = t(`toolbox:col.${column.key}`, { defaultValue: '' });
  if (fixed) return fixed;
  if (!m) return column.header;
  // `col.speciesNames` says whose names a language's headers take: English keeps the command line's (its files and
  // the page's compare header for header), Chinese names the species as the page does instead of the English one.
  const label = t('toolbox:col.speciesNames') === 'page' ? formName(translateFn, m[1]!) : (column.header.split(':')[0] ?? m[1]!);
  return m[3] ? `${label}: ${t('toolbox:col.mz', { z: m[3] })}` : `${label}: ${t(`toolbox:col.${m[2]}`)}`;
}

/** Input values as numbers where they are numbers, so the spreadsheet can compute with them. */
function inputRows(t: (key: string) => string, inputs: RawInputs, sequenceLength: number | undefined): (string | number)[][] {
  const rows: (string | number)[][] = FIELDS.map((f) => {
    const v = inputs[f];
    return [t(`toolbox:form.${f}`), v.trim() !== '' && Number.isFinite(Number(v)) ? Number(v) : v];
  });
  if (sequenceLength !== undefined) rows.unshift([t('toolbox:col.length_nt'), sequenceLength]);
  return rows;
}

/**
 * The product-masses view: species with their three neutral masses, and every ion of the plain species.
 * Species are named as the page names them ("5′-OH", not the assay core's "OH n").
 */
function assaySheets(translateFn: Translate, view: AssayMassView): ExportSheet[] {
  const t = (key: string, params?: Record<string, unknown>) => tr(translateFn, key, params);
  const name = (label: string) => speciesName(translateFn, label);
  const plain = view.species.filter((x) => x.ions.length > 0);
  return [
    {
      name: t('toolbox:export.sheetSpecies'),
      header: [t('toolbox:result.species'), t('toolbox:result.formula'), t('toolbox:result.mono'), t('toolbox:result.mostAbundant'), t('toolbox:result.avg')],
      rows: view.species.map((x) => [name(x.label), x.formula, x.monoDa, x.mostAbundantDa, x.avgDa]),
      decimals: [null, null, DECIMALS.massDa, DECIMALS.massDa, DECIMALS.massDa],
    },
    {
      name: t('toolbox:export.sheetIons'),
      header: [t('toolbox:result.species'), t('toolbox:result.ion'), t('toolbox:result.charge'), t('toolbox:result.mzMono'), t('toolbox:result.mzMostAbundant'), t('toolbox:result.mzAverage')],
      rows: plain.flatMap((x) => x.ions.map((i) => [name(x.label), i.notation, i.charge, i.mzMono, i.mzMostAbundant, i.mzAverage])),
      decimals: [null, null, null, DECIMALS.mzTh, DECIMALS.mzTh, DECIMALS.mzTh],
    },
  ];
}

/**
 * The workbook of the current results: inputs, probe, species masses and m/z, reaction mix, batch.
 * Numbers carry the decimals of the batch export (`DECIMALS`), so every export of the toolbox agrees.
 */
export function exportSheets(translateFn: Translate, s: ToolboxState): ExportSheet[] {
  const t = (key: string, params?: Record<string, unknown>) => tr(translateFn, key, params);
  const { sequence, probe: p, species: sp, reaction: r } = s.results.value;
  const sheets: ExportSheet[] = [
    { name: t('toolbox:export.sheetInputs'), header: [t('toolbox:export.field'), t('toolbox:export.value')], rows: inputRows(t, s.inputs.value, sequence?.lengthNt) },
  ];
  if (p) {
    const mass = (da: number) => roundTo(da, DECIMALS.massDa);
    const rows: [string, string | number][] = [
      [t('toolbox:col.probe_sequence'), p.probeSequence], [t('toolbox:col.probe_annotated'), p.probeAnnotated], [t('toolbox:col.probe_mask'), p.probeMask],
      [t('toolbox:col.gc_percent'), roundTo(p.gcPercent, DECIMALS.percent)], [t('toolbox:col.gc_class'), t(`toolbox:result.gcClass_${p.gcClass}`)],
      [t('toolbox:col.target_start'), p.targetRegion[0]], [t('toolbox:col.target_end'), p.targetRegion[1]],
      [t('toolbox:col.hybrid_start'), p.hybridRegion[0]], [t('toolbox:col.hybrid_end'), p.hybridRegion[1]],
      [t('toolbox:col.probe_formula'), p.probeFormula], [t('toolbox:col.probe_mono_da'), mass(p.probeMonoDa)], [t('toolbox:col.probe_avg_da'), mass(p.probeAvgDa)],
      [t('toolbox:col.product_sequence'), p.productSequence], [t('toolbox:col.product_length_nt'), p.productLength],
    ];
    sheets.push({ name: t('toolbox:export.sheetProbe'), header: [t('toolbox:export.property'), t('toolbox:export.value')], rows });
  }
  if (sp?.assay) sheets.push(...assaySheets(translateFn, sp.assay));
  else if (sp) {
    const charges = sp.species[0]?.mz.map((m) => m.charge) ?? [];
    sheets.push({
      name: t('toolbox:export.sheetSpecies'),
      header: [t('toolbox:result.species'), t('toolbox:result.formula'), t('toolbox:result.mono'), t('toolbox:result.avg'), ...charges.map((z) => t('toolbox:export.mz', { z }))],
      rows: sp.species.map((x) => [formName(translateFn, x.id), x.formula, x.monoDa, x.avgDa, ...x.mz.map((m) => m.mz)]),
      decimals: [null, null, DECIMALS.massDa, DECIMALS.massDa, ...charges.map(() => DECIMALS.mzTh)],
    });
  }
  if (r && mixFits(r.system)) {
    sheets.push({
      name: t('toolbox:export.sheetMix'),
      header: [t('toolbox:result.component'), t('toolbox:result.volume')],
      rows: mixRows(r.system).map((row) => [t(`toolbox:result.${row.key}`), row.ul]),
      decimals: [null, DECIMALS.volumeUl],
    });
  } else if (r) {
    // Beyond 1.5x the design volume: the status and the minimum concentration only, no volumes.
    sheets.push({
      name: t('toolbox:export.sheetMix'),
      header: [t('toolbox:result.status'), t('toolbox:col.min_sample_conc_1_5x')],
      rows: [[warningText(t, r.system.status, { minSampleConc: r.system.minSampleConcNgPerUlFor1_5x }), r.system.minSampleConcNgPerUlFor1_5x]],
      decimals: [null, 1],
    });
  }
  const columns = s.columns.value;
  if (columns.length > 0 && s.rows.value.length > 0) sheets.push(batchSheet(t('toolbox:export.sheetBatch'), columns, s.rows.value, (c) => columnHeader(t, c)));
  return sheets;
}
