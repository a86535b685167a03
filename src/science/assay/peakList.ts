import { csvRows } from '../batch/tableRecords.ts';
import { ToolboxError } from '../errors.ts';
import { PROTON_MASS } from '../mass/mz.ts';
import { decodeText, type TextEncodingName } from '../text/decodeText.ts';
import type { MeasuredPeak } from './assignPeaks.ts';
import type { MassType } from './massType.ts';
import { type TableColumns, headerColumns } from './peakListHeader.ts';

/** How a peak list arrives: pasted text, a CSV/TXT export, or an XLSX workbook (first sheet). */
export type PeakSourceKind = 'text' | 'xlsx';

/** Opens an XLSX workbook's first sheet as rows (the science reads no file format itself: src/files does). */
export type WorkbookReader = (bytes: ArrayBuffer) => Promise<readonly (readonly unknown[])[]>;

/** How to read a list: which mass column to take when there are two, and the charge of an m/z column. */
export interface PeakListOptions {
  readonly massType?: MassType;
  /** Negative charge z of the ions of an m/z column: mass = z (m/z + m(proton)). Without it such a column is refused. */
  readonly mzCharge?: number | null;
}

/** The peaks of a list, how its bytes were decoded (null for pasted text or a workbook) and what was merged. */
export interface PeakList {
  readonly peaks: MeasuredPeak[];
  readonly encoding: TextEncodingName | null;
  /** Lines whose mass repeated an earlier line's exactly: their intensity was added to that peak. */
  readonly duplicatesSummed: number;
}

/** A number as deconvolution software writes it: plain or exponent notation, no thousands separators. */
const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

/** Sums the intensities of peaks with the same mass (an export listing a component twice), in first-seen order. */
function mergeDuplicates(peaks: readonly MeasuredPeak[]): { peaks: MeasuredPeak[]; duplicatesSummed: number } {
  const byMass = new Map<number, MeasuredPeak>();
  for (const p of peaks) {
    const seen = byMass.get(p.mass);
    byMass.set(p.mass, seen ? { mass: p.mass, intensity: seen.intensity + p.intensity } : p);
  }
  return { peaks: [...byMass.values()], duplicatesSummed: peaks.length - byMass.size };
}

/**
 * Peaks from table rows. After a header row that names a mass (or m/z) and an intensity column (exports
 * often lead with a component number or retention time), those columns are read: with a monoisotopic and
 * an average mass column, the one of `massType`; an m/z column only with `mzCharge` (an m/z is not a
 * neutral mass). Otherwise the first two cells of a row that are numbers are the neutral mass (Da) and the
 * intensity. Rows without a number (column names, titles) are skipped; a row with one number only is an
 * error, since a mass without intensity cannot count toward a percentage. Repeated masses are summed.
 * @throws ToolboxError `peak_invalid` with the 1-based line of the bad row; `peak_list_empty` when no row
 *   has a peak; `mz_column_not_mass` for an m/z column without a charge
 */
export function peaksFromRows(rows: readonly (readonly unknown[])[], options: PeakListOptions = {}): { peaks: MeasuredPeak[]; duplicatesSummed: number } {
  const peaks: MeasuredPeak[] = [];
  let columns: TableColumns | null = null;
  rows.forEach((row, r) => {
    const all = row.map((c) => (c === null || c === undefined ? '' : String(c).trim()));
    const cells = all.filter((c) => c !== '');
    const numbers = cells.filter((c) => NUMBER.test(c)).map(Number);
    if (numbers.length === 0) {
      columns ??= headerColumns(all, options.massType ?? 'monoisotopic');
      if (columns?.mz && !options.mzCharge) throw new ToolboxError('mz_column_not_mass', `line ${r + 1}: the column "${all[columns.mass]}" holds m/z, not a neutral mass: give the charge of its ions, or export deconvoluted masses`, { line: r + 1, column: columns.mass + 1 });
      return;
    }
    const cell = (i: number) => (NUMBER.test(all[i] ?? '') ? Number(all[i]) : Number.NaN);
    let [mass, intensity] = columns ? [cell(columns.mass), cell(columns.intensity)] : numbers;
    if (columns?.mz && mass !== undefined) mass = options.mzCharge! * (mass + PROTON_MASS);
    if (intensity === undefined || !(mass! > 0) || !(intensity >= 0)) {
      throw new ToolboxError('peak_invalid', `line ${r + 1}: a peak needs a mass > 0 Da and an intensity >= 0`, { line: r + 1 });
    }
    peaks.push({ mass: mass!, intensity });
  });
  if (peaks.length === 0) throw new ToolboxError('peak_list_empty', 'the peak list has no line with a mass and an intensity');
  return mergeDuplicates(peaks);
}

/**
 * Rows of a pasted or exported text: CSV rules (quotes; comma, semicolon, tab); a line with none of them
 * splits at spaces. A text with semicolons and no tab is a European export: semicolons separate the
 * cells and commas are decimal commas ("6644,8961;700" is mass 6644.8961, intensity 700).
 */
function textRows(text: string): string[][] {
  const european = text.includes(';') && !text.includes('\t');
  const source = european ? text.replace(/(\d),(\d)/g, '$1.$2') : text;
  return csvRows(source).map((row) => (row.length === 1 ? row[0]!.trim().split(/ +/) : row));
}

/**
 * A peak list, read the same way from pasted text, a CSV/TXT file (bytes decoded by `decodeText`: UTF-8,
 * GB18030, Windows-1252 exports) or an XLSX workbook.
 * @throws ToolboxError as `peaksFromRows`; the spreadsheet reader's error for bytes that are not XLSX
 */
export async function peakList(input: string | ArrayBuffer, kind: PeakSourceKind, readWorkbook: WorkbookReader, options: PeakListOptions = {}): Promise<PeakList> {
  if (typeof input === 'string') return { ...peaksFromRows(textRows(input), options), encoding: null };
  if (kind === 'xlsx') return { ...peaksFromRows(await readWorkbook(input), options), encoding: null };
  const { text, encoding } = decodeText(new Uint8Array(input));
  return { ...peaksFromRows(textRows(text), options), encoding };
}
