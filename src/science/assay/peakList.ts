import { csvRows } from '../batch/tableRecords.ts';
import { ToolboxError } from '../errors.ts';
import { decodeText, type TextEncodingName } from '../text/decodeText.ts';
import type { MeasuredPeak } from './assignPeaks.ts';

/** How a peak list arrives: pasted text, a CSV/TXT export, or an XLSX workbook (first sheet). */
export type PeakSourceKind = 'text' | 'xlsx';

/** Opens an XLSX workbook's first sheet as rows (the science reads no file format itself: src/files does). */
export type WorkbookReader = (bytes: ArrayBuffer) => Promise<readonly (readonly unknown[])[]>;

/** The peaks of a list and how its bytes were decoded (null for pasted text or a workbook). */
export interface PeakList {
  readonly peaks: MeasuredPeak[];
  readonly encoding: TextEncodingName | null;
}

/** A number as deconvolution software writes it: plain or exponent notation, no thousands separators. */
const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

/** Column names of deconvolution exports (English, German, Chinese): the mass and the intensity column. */
const MASS_HEADER = /mass|masse|质量|分子量/i;
const INTENSITY_HEADER = /intens|abund|height|area|volume|强度|丰度|峰高|峰面积/i;

/** Mass and intensity column of a header row that names both, else null. */
function headerColumns(cells: readonly string[]): [number, number] | null {
  const mass = cells.findIndex((c) => MASS_HEADER.test(c) && !NUMBER.test(c));
  const intensity = cells.findIndex((c) => INTENSITY_HEADER.test(c) && !NUMBER.test(c));
  return mass >= 0 && intensity >= 0 && mass !== intensity ? [mass, intensity] : null;
}

/**
 * Peaks from table rows. After a header row that names a mass and an intensity column (exports often
 * lead with a component number or retention time), those columns are read; otherwise the first two cells
 * of a row that are numbers are the neutral mass (Da) and the intensity. Rows without a number (column
 * names, titles of the export) are skipped; a row with one number only is an error, since a mass without
 * intensity cannot count toward a percentage.
 * @throws ToolboxError `peak_invalid` with the 1-based line of the bad row; `peak_list_empty` when no row has a peak
 */
export function peaksFromRows(rows: readonly (readonly unknown[])[]): MeasuredPeak[] {
  const peaks: MeasuredPeak[] = [];
  let columns: [number, number] | null = null;
  rows.forEach((row, r) => {
    const all = row.map((c) => (c === null || c === undefined ? '' : String(c).trim()));
    const cells = all.filter((c) => c !== '');
    const numbers = cells.filter((c) => NUMBER.test(c)).map(Number);
    if (numbers.length === 0) {
      columns ??= headerColumns(all);
      return;
    }
    const cell = (i: number) => (NUMBER.test(all[i] ?? '') ? Number(all[i]) : Number.NaN);
    const [mass, intensity] = columns ? [cell(columns[0]), cell(columns[1])] : numbers;
    if (intensity === undefined || !(mass! > 0) || !(intensity >= 0)) {
      throw new ToolboxError('peak_invalid', `line ${r + 1}: a peak needs a mass > 0 Da and an intensity >= 0`, { line: r + 1 });
    }
    peaks.push({ mass: mass!, intensity });
  });
  if (peaks.length === 0) throw new ToolboxError('peak_list_empty', 'the peak list has no line with a mass and an intensity');
  return peaks;
}

/** Rows of a pasted or exported text: CSV rules (quotes; comma, semicolon, tab); a line with none of them splits at spaces. */
function textRows(text: string): string[][] {
  return csvRows(text).map((row) => (row.length === 1 ? row[0]!.trim().split(/ +/) : row));
}

/**
 * A peak list, read the same way from pasted text, a CSV/TXT file (bytes decoded by `decodeText`: UTF-8,
 * GB18030, Windows-1252 exports) or an XLSX workbook.
 * @throws ToolboxError as `peaksFromRows`; the spreadsheet reader's error for bytes that are not XLSX
 */
export async function peakList(input: string | ArrayBuffer, kind: PeakSourceKind, readWorkbook: WorkbookReader): Promise<PeakList> {
  if (typeof input === 'string') return { peaks: peaksFromRows(textRows(input)), encoding: null };
  if (kind === 'xlsx') return { peaks: peaksFromRows(await readWorkbook(input)), encoding: null };
  const { text, encoding } = decodeText(new Uint8Array(input));
  return { peaks: peaksFromRows(textRows(text)), encoding };
}
