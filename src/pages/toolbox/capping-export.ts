import type { BatchColumn, CappingReport, ExportSheet } from '../../contracts/toolbox.ts';
import { CAPPING_PEAK_COLUMNS, CAPPING_SUMMARY_COLUMNS } from '../../science/assay/cappingExport.ts';
import { csvHeader, csvLines } from '../../science/batch/csv.ts';
import { batchSheet } from '../../science/batch/exportSheet.ts';
import { tr, type Translate } from './messages.ts';
import { formName, speciesName } from './species-name.ts';

/** A column of the capping tables with its header in the page's language. */
const translated = (t: Translate, columns: readonly BatchColumn[]) => columns.map((c) => ({ ...c, header: tr(t, `toolbox:capping.col_${c.key}`, { defaultValue: c.header }) }));

/** A summary figure key (`capped_percent`, `share_Cap1`, `tolerance_average`, …) in the page's language. */
function figureName(t: Translate, figure: string): string {
  if (figure.startsWith('share_')) return tr(t, 'toolbox:capping.fig_share', { form: formName(t, figure.slice(6)) });
  return tr(t, `toolbox:capping.fig_${figure}`, { defaultValue: figure });
}

/** A candidate list of the assay core ("Cap1 n (1.20); pp n+1 (3.40)") with each species named as the page names it. */
const candidatesName = (t: Translate, list: string) => list.replace(/([^;()]+?) \(([^)]*)\)/g, (_, label: string, ppm: string) => `${speciesName(t, label.trim())} (${ppm})`);

/** Peak statuses (assigned, ambiguous, unassigned) and species in the page's language, as the peak table shows them. */
function peakRows(t: Translate, report: CappingReport) {
  return report.peakRows.map((r) => ({
    ...r,
    peak_status: tr(t, `toolbox:capping.status_${String(r['peak_status'])}`),
    peak_species: r['peak_species'] == null ? null : speciesName(t, String(r['peak_species'])),
    peak_candidates: r['peak_candidates'] == null ? null : candidatesName(t, String(r['peak_candidates'])),
  }));
}

function summaryRows(t: Translate, report: CappingReport) {
  return report.summaryRows.map((r) => ({ ...r, figure: figureName(t, String(r['figure'])) }));
}

/** The XLSX sheets of a capping result: summary, peaks, expected species. */
export function cappingSheets(t: Translate, report: CappingReport): ExportSheet[] {
  const expectedHeader = [tr(t, 'toolbox:result.species'), tr(t, `toolbox:capping.expected_${report.massType}`)];
  return [
    batchSheet(tr(t, 'toolbox:capping.sheetSummary'), translated(t, CAPPING_SUMMARY_COLUMNS), summaryRows(t, report)),
    batchSheet(tr(t, 'toolbox:capping.sheetPeaks'), translated(t, CAPPING_PEAK_COLUMNS), peakRows(t, report)),
    { name: tr(t, 'toolbox:capping.sheetExpected'), header: expectedHeader, rows: report.expected.map((e) => [speciesName(t, e.label), e.mass]), decimals: [null, 4] },
  ];
}

/** The peak table as CSV (RFC 4180 through the shared writer), a UTF-8 BOM first so spreadsheets read Chinese headers. */
export function cappingCsv(t: Translate, report: CappingReport): string {
  const columns = translated(t, CAPPING_PEAK_COLUMNS);
  return `\uFEFF${csvHeader(columns)}${csvLines(columns, peakRows(t, report))}`;
}

/** Saves bytes or text as a file through a temporary object URL (the browser's download prompt). */
export function saveFile(content: ArrayBuffer | string, name: string, type: string) {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
