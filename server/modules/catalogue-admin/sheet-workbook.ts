import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { readSheet } from 'read-excel-file/node';
import { ABOUT_SHEET, headerKey, infoColumns } from '../../../src/contracts/admin/catalogue-sheet.ts';
import { namesOf } from './sheet-columns.ts';

/**
 * A cell of a workbook that is not plain text or a number (ECMA-376 Part 1, §18.3.1.4 `c` and §18.18.11
 * ST_CellType): a date (a number under a date format, §18.8.30), a boolean (`t="b"`), or a formula (`<f>`)
 * whose result the file does not hold (`<v>` absent: the writer never calculated it). Indexes are 0-based.
 */
export interface CellNote {
  row: number;
  column: number;
  kind: 'date' | 'boolean' | 'formula';
  /** The cell as quoted in a message: `2026-01-02`, `TRUE`, `=1+1`. */
  value: string;
}

export interface ReadWorkbook {
  rows: string[][];
  notes: CellNote[];
  /** The export time the About sheet states, as written there; null: no About sheet or no such row. */
  aboutExportedAt: string | null;
}

/** A numeric cell's `<v>` text, kept apart from text cells until it is turned into text. */
class NumericCell {
  constructor(readonly raw: string) {}
}

/**
 * A number as the sheet shows it. Excel keeps 15 significant digits (its documented precision), so a
 * double such as 8672.780000000001 or 0.30000000000000004, a binary-float artefact of a writer's
 * arithmetic, reads as 8672.78 and 0.3. A fixed tolerance (say 1e-9 relative) would instead swallow real
 * digits of large amounts (100000000.001), which then must be refused, not rounded. Whole numbers keep
 * every digit (a long catalog number typed as a number).
 */
export function numericCellText(raw: string): string {
  const n = Number(raw);
  if (!Number.isFinite(n)) return raw;
  if (Number.isInteger(n)) return String(n);
  return String(Number(n.toPrecision(15)));
}

const attribute = (attrs: string, name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(attrs)?.[1];
const decodeXml = (s: string) =>
  s.replace(/&(lt|gt|amp|quot|apos|#\d+|#x[0-9a-f]+);/gi, (_, e: string) =>
    e[0] === '#' ? String.fromCodePoint(e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : Number(e.slice(1))) : ({ lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" } as Record<string, string>)[e.toLowerCase()]!,
  );

/** "C12" → [11, 2] (0-based row and column). */
function addressOf(ref: string): [number, number] {
  const m = /^([A-Z]+)(\d+)$/.exec(ref)!;
  let column = 0;
  for (const ch of m[1]!) column = column * 26 + (ch.charCodeAt(0) - 64);
  return [Number(m[2]) - 1, column - 1];
}

/** The path of the first worksheet: the workbook's first `<sheet>`, through the workbook's relationships (ECMA-376 Part 1, §18.2.19, Part 2 §9). */
function firstSheetPath(files: Record<string, Uint8Array>): string | undefined {
  const workbook = files['xl/workbook.xml'];
  const rels = files['xl/_rels/workbook.xml.rels'];
  if (!workbook || !rels) return undefined;
  const id = /<(?:\w+:)?sheet\b[^>]*\br:id="([^"]+)"/.exec(strFromU8(workbook))?.[1];
  const target = id && new RegExp(`<Relationship\\b[^>]*\\bId="${id}"[^>]*>`).exec(strFromU8(rels))?.[0];
  const path = target && attribute(target, 'Target');
  if (!path) return undefined;
  return path.startsWith('/') ? path.slice(1) : `xl/${path}`;
}

/**
 * Formula cells without a saved result, and the sheet without them: the reader would take such a cell for
 * blank (`t="str"`) or refuse the whole file (a numeric one). Each is taken out of the sheet and noted.
 */
function takeUncalculatedFormulas(sheetXml: string): { xml: string; notes: CellNote[] } {
  const notes: CellNote[] = [];
  // A self-closing `<c .../>` (an empty, styled cell) is matched on its own, so it never runs into the next cell.
  const xml = sheetXml.replace(/<c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g, (whole, attrs: string, inner: string | undefined) => {
    const formula = inner === undefined ? null : /<f\b[^>]*?(?:\/>|>([\s\S]*?)<\/f>)/.exec(inner);
    if (!formula || /<v\b/.test(inner!)) return whole;
    const ref = attribute(attrs, 'r');
    if (!ref) return whole;
    const [row, column] = addressOf(ref);
    notes.push({ row, column, kind: 'formula', value: `=${decodeXml(formula[1] ?? '')}` });
    return '';
  });
  return { xml, notes };
}

/** The names of a workbook's sheets, in order. */
const sheetNames = (files: Record<string, Uint8Array>) => {
  const workbook = files['xl/workbook.xml'];
  return workbook ? [...strFromU8(workbook).matchAll(/<(?:\w+:)?sheet\b[^>]*\bname="([^"]*)"/g)].map((m) => decodeXml(m[1]!)) : [];
};

/**
 * The export time an export's About sheet states: the second cell of the row whose first cell names the
 * `exportedAt` column (catalogue-sheet.ts), as text; null when the workbook has no such sheet or row.
 */
async function aboutExportedAt(input: Buffer, files: Record<string, Uint8Array>): Promise<string | null> {
  const name = sheetNames(files).find((n) => headerKey(n) === headerKey(ABOUT_SHEET));
  if (name === undefined) return null;
  const names = new Set(namesOf(infoColumns.find((c) => c.id === 'exportedAt')!));
  const rows = await readSheet(input, name, { trim: false });
  const row = rows.find((r) => typeof r[0] === 'string' && names.has(headerKey(r[0])));
  if (!row) return null;
  const value = row[1];
  return value instanceof Date ? value.toISOString() : value === null || value === undefined ? '' : String(value);
}

const isoDate = (d: Date) => (Number.isNaN(d.getTime()) ? String(d) : d.toISOString().slice(0, 10));

/**
 * The first worksheet of an XLSX workbook as text cells, as typed: text is not trimmed (read-excel-file trims
 * by default, which made an untouched export report changes), numbers read as `numericCellText`; dates,
 * booleans and uncalculated formulas are noted for the import to judge by column.
 * @throws the workbook reader's error when the bytes are not a workbook
 */
export async function readWorkbook(bytes: Uint8Array): Promise<ReadWorkbook> {
  let input = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let notes: CellNote[] = [];
  const files = unzipSync(bytes);
  const path = firstSheetPath(files);
  if (path && files[path]) {
    const taken = takeUncalculatedFormulas(strFromU8(files[path]));
    if (taken.notes.length) {
      notes = taken.notes;
      input = Buffer.from(zipSync({ ...files, [path]: strToU8(taken.xml) }));
    }
  }
  const sheet = await readSheet(input, { trim: false, parseNumber: (raw: string) => new NumericCell(raw) });
  const rows = sheet.map((cells, row) =>
    (cells as unknown[]).map((v, column): string => {
      if (v === null || v === undefined) return '';
      if (v instanceof NumericCell) return numericCellText(v.raw);
      if (v instanceof Date) return notes.push({ row, column, kind: 'date', value: isoDate(v) }), isoDate(v);
      if (typeof v === 'boolean') return notes.push({ row, column, kind: 'boolean', value: v ? 'TRUE' : 'FALSE' }), String(v);
      return String(v);
    }),
  );
  return { rows, notes, aboutExportedAt: await aboutExportedAt(input, files) };
}
