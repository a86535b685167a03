import { headerKey, infoColumns, requiredColumns, sheetColumns, sheetHeader, type InfoColumnId, type SheetColumn, type SheetColumnId } from '../../../src/contracts/admin/catalogue-sheet.ts';
import type { ImportError } from '../../../src/contracts/admin/catalogue-sheet.ts';
import type { Lang } from '../../../src/contracts/lang.ts';
import { translate } from '../../../src/i18n/create.ts';

const byKey = new Map<string, SheetColumn>();
/** A column's names as the import recognises them: its id, English, Chinese and bilingual header. */
export const namesOf = (c: SheetColumn) => [c.id, c.en, c.zh, sheetHeader(c)].map(headerKey);
for (const c of [...sheetColumns, ...infoColumns]) {
  for (const name of namesOf(c)) byKey.set(name, c);
}
export const columnById = new Map<string, SheetColumn>([...sheetColumns, ...infoColumns].map((c) => [c.id, c]));

/** A column's name in the reader's language. */
export const columnLabel = (lang: Lang, id: string) => {
  const c = columnById.get(id);
  return c ? (lang === 'zh' ? c.zh : c.en) : id;
};

/** The longest part of a cell a message quotes; a longer value (a description) ends in "…". */
const QUOTED_MAX = 80;
const quoted = (value: string) => (value.length > QUOTED_MAX ? `${value.slice(0, QUOTED_MAX)}…` : value);

/**
 * One translated problem of a cell: 'Price "8672.781": …', naming the column in the reader's language and
 * quoting the cell as read (so the operator finds it), or saying it is blank; `value` undefined: no cell
 * (a column the file lacks).
 */
export function cellError(lang: Lang, row: number, column: string, key: string, params?: Record<string, unknown>, value?: string): ImportError {
  const template = value === undefined ? 'admin:sheet.cell' : value.trim() === '' ? 'admin:sheet.cellBlank' : 'admin:sheet.cellValue';
  const problem = translate(lang, key, params);
  return { row, column, message: translate(lang, template, { column: columnLabel(lang, column), problem, value: quoted(value ?? '') }) };
}

export interface ResolvedHeader {
  /** Column id → its index in the file. */
  indexOf: Map<SheetColumnId | InfoColumnId, number>;
  ignored: string[];
  errors: ImportError[];
}

/**
 * Which file column holds which sheet column: `mapping` first (a file header → column id, for files with
 * other headers), then the header itself matched against each column's id, English and Chinese names
 * and the export's bilingual header, ignoring case and spacing. A column found twice, or a required
 * column missing, is an error of row 1.
 */
export function resolveHeader(lang: Lang, header: readonly string[], mapping: Readonly<Record<string, SheetColumnId>>): ResolvedHeader {
  const mapped = new Map(Object.entries(mapping).map(([h, id]) => [headerKey(h), id]));
  const indexOf = new Map<SheetColumnId | InfoColumnId, number>();
  const ignored: string[] = [];
  const errors: ImportError[] = [];
  header.forEach((raw, i) => {
    const key = headerKey(raw);
    if (key === '') return;
    const id = (mapped.get(key) ?? byKey.get(key)?.id) as SheetColumnId | InfoColumnId | undefined;
    if (!id) return void ignored.push(raw);
    if (indexOf.has(id)) return void errors.push(cellError(lang, 1, id, 'admin:sheet.v.columnTwice', undefined, raw));
    indexOf.set(id, i);
  });
  for (const id of requiredColumns) if (!indexOf.has(id)) errors.push(cellError(lang, 1, id, 'admin:sheet.v.columnMissing'));
  return { indexOf, ignored, errors };
}
