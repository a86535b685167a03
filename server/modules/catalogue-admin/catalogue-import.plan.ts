import type { PgColumn } from 'drizzle-orm/pg-core';
import { newProductColumns, priceCell, sheetRowSchema, type CellChange, type ImportReport, type NewerRow, type SheetColumnId, type SheetRow } from '../../../src/contracts/admin/catalogue-sheet.ts';
import type { Lang } from '../../../src/contracts/lang.ts';
import { cellOf, productFieldIds, productFields, type ProductFieldId, type ProductRecord, type SizeRecord } from './catalogue-sheet.queries.ts';
import { cellChange } from './cell-changes.ts';
import { cellError, resolveHeader } from './sheet-columns.ts';
import type { CellNote } from './sheet-workbook.ts';

type FieldValue = string | number | boolean | null;
type Fields = Record<ProductFieldId, FieldValue>;

/**
 * What a new product has in a column its file lacks, read from the table's column: its default (`''`, `false`),
 * null where the column may be empty, else the type's blank (the required name and category columns, which a new
 * product must bring anyway).
 */
function blankOf(column: PgColumn): FieldValue {
  if (column.hasDefault && (typeof column.default === 'string' || typeof column.default === 'boolean' || typeof column.default === 'number')) return column.default;
  if (!column.notNull) return null;
  return column.dataType === 'number' ? 0 : column.dataType === 'boolean' ? false : '';
}
const DEFAULTS = Object.fromEntries(productFieldIds.map((id) => [id, blankOf(productFields[id])])) as Fields;

/** Columns where a TRUE/FALSE cell of a workbook means what it says. */
const FLAG_COLUMNS: ReadonlySet<string> = new Set<SheetColumnId>(['isNew', 'isHot', 'visible']);
const NOTE_KEYS: Record<CellNote['kind'], string> = { date: 'admin:sheet.v.dateCell', boolean: 'admin:sheet.v.booleanCell', formula: 'admin:sheet.v.formulaCell' };

/** Blank and "not set" are the same value in the sheet (a blank cell reads as null). */
const same = (a: FieldValue, b: FieldValue) => (a ?? '') === (b ?? '');

export interface PlannedProduct {
  catalogNumber: string;
  /** null: a new product. */
  existing: ProductRecord | null;
  fields: Fields;
  changedFields: ProductFieldId[];
  newSizes: ({ size: string; priceCny: string | null; sort: number } & Stock)[];
  /** `stockBefore` is set only when the stock or lead time changes. */
  changedSizes: ({ id: number; size: string; before: string | null; priceCny: string | null; stockBefore?: Stock } & Stock)[];
}

type Stock = Pick<SizeRecord, 'stock' | 'leadTimeDays'>;

/** The report's counts, errors and changes; the answer adds how the file was read and whether it was applied. */
export interface ImportPlan extends Pick<ImportReport, 'create' | 'update' | 'unchanged' | 'errors' | 'changes' | 'ignoredColumns' | 'exportedAt' | 'newer' | 'unchecked'> {
  /** Products with anything to write (empty when there are errors). */
  products: PlannedProduct[];
}

export interface References {
  categoryIds: Set<number>;
  dictionary: Partial<Record<SheetColumnId, Set<string>>>;
}

/**
 * Checks every row of a sheet and works out what applying it would change, against the catalogue as it
 * is (`snapshot`): rows are keyed by catalog number + size; a new catalog number creates a product, a new
 * size is added after the product's sizes, a known one has its price updated. A row counts as `update`
 * when its price or its product's columns change. Columns the file lacks keep their values. Sizes the
 * file does not list are left as they are (the import never deletes).
 *
 * Stale files: a row's export time is its `exportedAt` cell (the CSV export writes one on every row), else the
 * workbook's (`aboutExportedAt`, the About sheet). A row that would change an existing product changed in the
 * database at or after that time (`updated_at`) is listed in `newer`: the file would undo a later edit. A changing
 * row without an export time (typed by hand) cannot be checked and is counted in `unchecked`.
 */
export function planImport(
  lang: Lang,
  table: readonly (readonly string[])[],
  mapping: Record<string, SheetColumnId>,
  snapshot: ReadonlyMap<string, ProductRecord>,
  refs: References,
  notes: readonly CellNote[] = [],
  aboutExportedAt: string | null = null,
): ImportPlan {
  const header = resolveHeader(lang, table[0] ?? [], mapping);
  const plan: ImportPlan = { create: 0, update: 0, unchanged: 0, errors: header.errors, changes: [], ignoredColumns: header.ignored, exportedAt: null, newer: [], unchecked: 0, products: [] };
  let fileExportedAt: string | null = null;
  if (aboutExportedAt !== null) {
    const about = sheetRowSchema.shape.exportedAt.safeParse(aboutExportedAt);
    if (about.success) fileExportedAt = about.data ?? null;
    else plan.errors.push(cellError(lang, 1, 'exportedAt', 'admin:sheet.v.aboutExportedAt', undefined, aboutExportedAt));
  }
  if (plan.errors.length) return plan;
  const columns = [...header.indexOf.entries()];
  const seenKeys = new Map<string, number>();
  const groups = new Map<string, { firstRow: number; rows: { row: number; data: SheetRow; input: Record<string, string>; exportedAt: string | null }[]; fromRow: Partial<Record<ProductFieldId, number>> }>();
  const noteAt = new Map(notes.map((n) => [`${n.row}:${n.column}`, n]));

  for (let r = 1; r < table.length; r++) {
    const cells = table[r]!;
    const rowNotes = columns.flatMap(([id, i]) => {
      const note = noteAt.get(`${r}:${i}`);
      return note && !(note.kind === 'boolean' && FLAG_COLUMNS.has(id)) ? [{ id, note }] : [];
    });
    if (cells.every((c) => c.trim() === '') && rowNotes.length === 0) continue;
    const row = r + 1;
    const input: Record<string, string> = {};
    for (const [id, i] of columns) input[id] = cells[i] ?? '';
    // A date, a TRUE/FALSE or an uncalculated formula is never taken for the text of its cell.
    const named = new Set<string>();
    for (const { id, note } of rowNotes) named.add(id), plan.errors.push(cellError(lang, row, id, NOTE_KEYS[note.kind], undefined, note.value));
    const parsed = sheetRowSchema.safeParse(input);
    if (!parsed.success || rowNotes.length) {
      for (const issue of parsed.error?.issues ?? []) {
        const column = String(issue.path[0] ?? 'catalogNumber');
        if (named.has(column)) continue;
        named.add(column);
        plan.errors.push(cellError(lang, row, column, issue.message.startsWith('admin:') ? issue.message : 'admin:sheet.v.invalid', undefined, input[column] ?? ''));
      }
      continue;
    }
    const data = parsed.data;
    let bad = false;
    if (data.categoryId !== undefined && !refs.categoryIds.has(data.categoryId))
      (bad = true), plan.errors.push(cellError(lang, row, 'categoryId', 'admin:sheet.v.categoryUnknown', undefined, input.categoryId));
    for (const [id, values] of Object.entries(refs.dictionary)) {
      const v = data[id as keyof SheetRow];
      if (typeof v === 'string' && !values!.has(v)) (bad = true), plan.errors.push(cellError(lang, row, id, 'admin:sheet.v.dictionary', { values: [...values!].join(', ') }, input[id]));
    }
    const key = `${data.catalogNumber}\u0000${data.size}`;
    const first = seenKeys.get(key);
    if (first !== undefined) (bad = true), plan.errors.push(cellError(lang, row, 'size', 'admin:sheet.v.duplicate', { row: first }, input.size));
    else seenKeys.set(key, row);
    if (bad) continue;
    const exportedAt = data.exportedAt ?? fileExportedAt;
    if (exportedAt !== null && (plan.exportedAt === null || exportedAt < plan.exportedAt)) plan.exportedAt = exportedAt;
    const group = groups.get(data.catalogNumber) ?? { firstRow: row, rows: [], fromRow: {} };
    groups.set(data.catalogNumber, group);
    group.rows.push({ row, data, input, exportedAt });
  }

  for (const [catalogNumber, group] of groups) {
    const existing = snapshot.get(catalogNumber) ?? null;
    const fields: Fields = { ...(existing?.fields ?? DEFAULTS) };
    let bad = false;
    // A product column must say the same on every row of the product.
    for (const { row, data, input } of group.rows) {
      for (const id of productFieldIds) {
        const v = data[id];
        if (v === undefined) continue;
        const from = group.fromRow[id];
        if (from === undefined) (group.fromRow[id] = row), (fields[id] = v);
        else if (!same(fields[id], v)) (bad = true), plan.errors.push(cellError(lang, row, id, 'admin:sheet.v.differs', { row: from }, input[id]));
      }
    }
    if (!existing) {
      for (const id of newProductColumns) {
        if (group.fromRow[id as ProductFieldId] === undefined) (bad = true), plan.errors.push(cellError(lang, group.firstRow, id, 'admin:sheet.v.newProduct'));
      }
    }
    if (bad) continue;
    const changedFields = existing ? productFieldIds.filter((id) => !same(existing.fields[id], fields[id])) : [];
    const planned: PlannedProduct = { catalogNumber, existing, fields, changedFields, newSizes: [], changedSizes: [] };
    let sort = Math.max(0, ...(existing?.sizes.map((s) => s.sort) ?? []));
    const productCells = (): CellChange[] =>
      existing
        ? changedFields.map((id) => cellChange(id, cellOf(id, existing.fields[id]), cellOf(id, fields[id])))
        : productFieldIds.filter((id) => group.fromRow[id] !== undefined && cellOf(id, fields[id]) !== '').map((id) => cellChange(id, null, cellOf(id, fields[id])));
    /** Checks a row that changes an existing product against the time its file was exported. */
    const checkNewer = (row: number, size: string, exportedAt: string | null) => {
      if (!existing) return;
      if (exportedAt === null) return void plan.unchecked++;
      const changedAt = existing.updatedAt.toISOString();
      if (existing.updatedAt.getTime() >= Date.parse(exportedAt)) plan.newer.push({ row, catalogNumber, size, changedAt, exportedAt } satisfies NewerRow);
    };
    for (const { row, data, input, exportedAt } of group.rows) {
      const size = existing?.sizes.find((s) => s.size === data.size);
      const base = { row, catalogNumber, size: data.size };
      // Stock columns the file lacks keep the size's values (none for a new size).
      const stock: Stock = { stock: data.stock !== undefined ? data.stock : (size?.stock ?? null), leadTimeDays: data.leadTimeDays !== undefined ? data.leadTimeDays : (size?.leadTimeDays ?? null) };
      if (stock.stock === 'lead_time' && stock.leadTimeDays === null) {
        plan.errors.push(cellError(lang, row, 'leadTimeDays', 'admin:sheet.v.leadTime', undefined, input.leadTimeDays));
        continue;
      }
      if (!size) {
        planned.newSizes.push({ size: data.size, priceCny: data.price, sort: (sort += 10), ...stock });
        plan.create++;
        const sizeCells = [cellChange('price', null, priceCell(data.price)), ...(['stock', 'leadTimeDays'] as const).filter((c) => stock[c] !== null).map((c) => cellChange(c, null, cellOf(c, stock[c])))];
        // A new product's own cells are shown once, on its first row.
        plan.changes.push({ ...base, action: 'create', columns: [], cells: [...sizeCells, ...(!existing && row === group.firstRow ? productCells() : [])] });
        checkNewer(row, data.size, exportedAt);
        continue;
      }
      const priceChanged = size.priceCny !== data.price;
      const stockColumns = (['stock', 'leadTimeDays'] as const).filter((c) => stock[c] !== size[c]);
      if (priceChanged || stockColumns.length) {
        const stockBefore = stockColumns.length ? { stockBefore: { stock: size.stock, leadTimeDays: size.leadTimeDays } } : {};
        planned.changedSizes.push({ id: size.id, size: size.size, before: size.priceCny, priceCny: data.price, ...stock, ...stockBefore });
      }
      if (!priceChanged && !stockColumns.length && changedFields.length === 0) {
        plan.unchanged++;
        continue;
      }
      plan.update++;
      const cells = [
        ...(priceChanged ? [cellChange('price', priceCell(size.priceCny), priceCell(data.price))] : []),
        ...stockColumns.map((c) => cellChange(c, cellOf(c, size[c]), cellOf(c, stock[c]))),
        ...productCells(),
      ];
      plan.changes.push({ ...base, action: 'update', columns: [...(priceChanged ? ['price'] : []), ...stockColumns, ...changedFields], cells });
      checkNewer(row, data.size, exportedAt);
    }
    if (!existing || changedFields.length || planned.newSizes.length || planned.changedSizes.length) plan.products.push(planned);
  }
  if (plan.errors.length) (plan.products = []), (plan.newer = []);
  plan.errors.sort((a, b) => a.row - b.row);
  return plan;
}
