import { z } from 'zod';
import { specificationColumns, specificationRowShape } from './catalogue-sheet-specification.ts';
import { CATALOG_NUMBER } from '../catalogue-facts.ts';

/**
 * The catalogue spreadsheet: one row per product size. The same columns, in this order, are written by
 * the export and read by the import; a column is matched by its id, its English header or its Chinese
 * header, case- and spacing-insensitively. Product columns repeat on every size row of the product.
 */
export interface SheetColumn {
  id: string;
  en: string;
  zh: string;
  /**
   * `size`: a value of the size row; `product`: of the product (the same on all its rows); `info`: written by an
   * export for the reader and recognised by the import, never stored (`infoColumns`).
   */
  level: 'size' | 'product' | 'info';
}

/** A column; its level stays a literal type, so the product columns can be told from the size columns by type. */
const column = <I extends string, L extends SheetColumn['level'] = 'product'>(id: I, en: string, zh: string, level: L = 'product' as L) => ({ id, en, zh, level });

export const sheetColumns = [
  column('catalogNumber', 'Catalog number', '货号', 'size'),
  column('size', 'Size', '规格', 'size'),
  column('price', 'Price', '价格', 'size'),
  column('nameEn', 'Name (English)', '名称（英文）'),
  column('nameZh', 'Name (Chinese)', '名称（中文）'),
  column('categoryId', 'Category ID', '分类编号'),
  column('species', 'Species', '种属'),
  column('proteinTag', 'Protein tag', '蛋白标签'),
  column('target', 'Target', '靶点'),
  column('coupling', 'Coupling', '偶联'),
  column('expressionSystem', 'Expression system', '表达系统'),
  column('isNew', 'New', '新品'),
  column('isHot', 'Hot', '热销'),
  column('visible', 'Visible', '前台显示'),
  column('descriptionEn', 'Description (English)', '描述（英文）'),
  column('descriptionZh', 'Description (Chinese)', '描述（中文）'),
  column('troubleshootingEn', 'Troubleshooting (English)', '常见问题（英文）'),
  column('troubleshootingZh', 'Troubleshooting (Chinese)', '常见问题（中文）'),
  column('seoTitleEn', 'SEO title (English)', 'SEO标题（英文）'),
  column('seoTitleZh', 'SEO title (Chinese)', 'SEO标题（中文）'),
  column('seoKeywordsEn', 'SEO keywords (English)', 'SEO关键词（英文）'),
  column('seoKeywordsZh', 'SEO keywords (Chinese)', 'SEO关键词（中文）'),
  column('seoDescriptionEn', 'SEO description (English)', 'SEO描述（英文）'),
  column('seoDescriptionZh', 'SEO description (Chinese)', 'SEO描述（中文）'),
  // Datasheet values, then the stock of the size (catalogue-sheet-specification.ts).
  ...specificationColumns,
] as const;
// Checked apart from the list: as its context, `SheetColumn` would widen each column's level to the union.
sheetColumns satisfies readonly SheetColumn[];

export type SheetColumnId = (typeof sheetColumns)[number]['id'];
export const sheetColumnIds = sheetColumns.map((c) => c.id) as SheetColumnId[];

/** The header the export writes: "Catalog number / 货号". */
export const sheetHeader = (c: SheetColumn) => `${c.en} / ${c.zh}`;

/**
 * Columns an export adds for the reader, which the import recognises but never stores: the currency beside the
 * workbook's numeric prices (must be CNY when filled in), the category's name beside its id (read only: the id
 * decides) and, in the CSV, the time of the export on every row (sorting or filtering the rows cannot lose it).
 */
export const infoColumns = [column('currency', 'Currency', '币种', 'info'), column('categoryName', 'Category', '分类名称', 'info'), column('exportedAt', 'Exported at', '导出时间', 'info')] as const;
infoColumns satisfies readonly SheetColumn[];
export type InfoColumnId = (typeof infoColumns)[number]['id'];
const infoColumn = (id: InfoColumnId) => infoColumns.find((c) => c.id === id)!;

/** The workbook's columns: the sheet's, with the currency after the price and the category's name after its id. */
export const workbookColumns: readonly SheetColumn[] = sheetColumns.flatMap((c): SheetColumn[] =>
  c.id === 'price' ? [c, infoColumn('currency')] : c.id === 'categoryId' ? [c, infoColumn('categoryName')] : [c],
);
/** The CSV's columns: the sheet's, then the export time. */
export const csvColumns: readonly SheetColumn[] = [...sheetColumns, infoColumn('exportedAt')];

/**
 * The workbook's second sheet: what the file is and when it was exported. The import reads the time from the row
 * whose first cell is `EXPORTED_AT_LABEL` (or any name of the `exportedAt` column).
 */
export const ABOUT_SHEET = 'About';
export const EXPORTED_AT_LABEL = sheetHeader(infoColumn('exportedAt'));

/** An export time as the export writes it (ISO 8601 in UTC, to the millisecond); anything else is not read as one. */
export const EXPORT_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/;

/** Every file must have these columns; a new product also needs `nameEn`, `nameZh` and `categoryId`. */
export const requiredColumns: readonly SheetColumnId[] = ['catalogNumber', 'size', 'price'];
export const newProductColumns: readonly SheetColumnId[] = ['nameEn', 'nameZh', 'categoryId'];

/** A header as compared: lower case, no spaces, full-width brackets as ASCII ones. */
export const headerKey = (h: string) => h.normalize('NFKC').toLowerCase().replace(/\s+/g, '').replace(/\*/g, '');

/** The spelling of an inquiry-only price in the sheet (either is read). */
export const INQUIRY_CELL = 'inquiry';
const INQUIRY_WORDS = new Set(['inquiry', '询价', 'enquiry', 'on inquiry']);
/** The currency of every price in the sheet. */
export const SHEET_CURRENCY = 'CNY';

/** "CNY 1280.00", or "inquiry" for a size sold on inquiry only; `amount` is the database's numeric text. */
export const priceCell = (amount: string | null) => (amount === null ? INQUIRY_CELL : `${SHEET_CURRENCY} ${amount}`);

/**
 * The exact amount of a price cell as numeric text with two decimals, null for inquiry, or undefined
 * when it is not a price. Read as text, never as a float: "12.3" is 12.30, "1,280" is 1280.00; more than
 * two decimals is refused rather than rounded. Currency: CNY, RMB, ¥ or ￥ before the amount, or none.
 */
export function parsePriceCell(cell: string): string | null | undefined {
  const text = cell.trim();
  if (INQUIRY_WORDS.has(text.toLowerCase())) return null;
  const m = /^(?:(?:CNY|RMB)\s*|[¥￥]\s*)?(\d{1,3}(?:,\d{3})+|\d{1,10})(?:\.(\d{1,2}))?$/i.exec(text);
  if (!m) return undefined;
  const whole = m[1]!.replace(/,/g, '').replace(/^0+(?=\d)/, '');
  if (whole.length > 10) return undefined;
  return `${whole}.${(m[2] ?? '').padEnd(2, '0')}`;
}

/** What the currency column may say (every price of the sheet is in CNY). */
const CURRENCY_WORDS = new Set([SHEET_CURRENCY, 'RMB', '¥', '￥', '人民币']);

const YES = new Set(['yes', 'y', 'true', '1', '是']);
const NO = new Set(['no', 'n', 'false', '0', '否', '']);
/** "yes"/"no" as the export writes them; also true/false, 1/0, 是/否. */
export const flagCell = (on: boolean) => (on ? 'yes' : 'no');

const text = (max: number) => z.string().max(max, 'admin:sheet.v.tooLong');
/** Trimmed, as the product form trims a required text (products.ts `fieldSchema`). */
const required = (max: number) => text(max).trim().min(1, 'admin:sheet.v.required');
/** Blank is "not set" (null). */
const optional = (max: number) => text(max).transform((v) => (v.trim() === '' ? null : v));
const flag = z.string().transform((v, ctx) => {
  const key = v.trim().toLowerCase();
  if (YES.has(key)) return true;
  if (NO.has(key)) return false;
  ctx.addIssue({ code: 'custom', message: 'admin:sheet.v.flag' });
  return z.NEVER;
});

/**
 * One sheet row, every cell as text (a column the file lacks is absent). Messages are `admin:sheet.v.*`
 * keys; the server names the column with them.
 * Whitespace, the same rule as the product form and API (products.ts): the catalog number, the size and the
 * names are trimmed (the form trims them too); every other text is kept as typed, spaces and all, so a
 * round trip through the sheet changes nothing. The reader keeps cells as typed (sheet-workbook.ts).
 */
export const sheetRowSchema = z.object({
  catalogNumber: z
    .string()
    .trim()
    .min(1, 'admin:sheet.v.required')
    .max(40, 'admin:sheet.v.tooLong')
    .regex(CATALOG_NUMBER, 'admin:sheet.v.catalogNumber'),
  size: z.string().trim().min(1, 'admin:sheet.v.required').max(60, 'admin:sheet.v.tooLong'),
  price: z.string().transform((v, ctx) => {
    const amount = parsePriceCell(v);
    if (amount !== undefined) return amount;
    ctx.addIssue({ code: 'custom', message: v.trim() === '' ? 'admin:sheet.v.priceRequired' : 'admin:sheet.v.price' });
    return z.NEVER;
  }),
  nameEn: required(300).optional(),
  nameZh: required(300).optional(),
  categoryId: z
    .string()
    .trim()
    .regex(/^[1-9]\d{0,8}$/, 'admin:sheet.v.categoryId')
    .transform(Number)
    .optional(),
  species: optional(40).optional(),
  proteinTag: optional(40).optional(),
  target: optional(200).optional(),
  coupling: optional(40).optional(),
  expressionSystem: optional(40).optional(),
  isNew: flag.optional(),
  isHot: flag.optional(),
  visible: flag.optional(),
  descriptionEn: text(20_000).optional(),
  descriptionZh: text(20_000).optional(),
  troubleshootingEn: text(20_000).optional(),
  troubleshootingZh: text(20_000).optional(),
  seoTitleEn: optional(300).optional(),
  seoTitleZh: optional(300).optional(),
  seoKeywordsEn: optional(500).optional(),
  seoKeywordsZh: optional(500).optional(),
  seoDescriptionEn: optional(1000).optional(),
  seoDescriptionZh: optional(1000).optional(),
  ...specificationRowShape,
  // Information columns (`infoColumns`): checked, never stored; the category's name is not read at all.
  currency: z
    .string()
    .refine((v) => v.trim() === '' || CURRENCY_WORDS.has(v.trim().toUpperCase()), 'admin:sheet.v.currency')
    .optional(),
  exportedAt: z
    .string()
    .transform((v, ctx) => {
      const text = v.trim();
      if (text === '') return null;
      if (EXPORT_TIME.test(text) && !Number.isNaN(Date.parse(text))) return new Date(text).toISOString();
      ctx.addIssue({ code: 'custom', message: 'admin:sheet.v.exportedAt' });
      return z.NEVER;
    })
    .optional(),
});
export type SheetRow = z.output<typeof sheetRowSchema>;

/** One problem of an import: the sheet's row number (the header is row 1), the column id, a translated message. */
export const importErrorSchema = z.strictObject({ row: z.number().int(), column: z.string(), message: z.string() });
export type ImportError = z.infer<typeof importErrorSchema>;

/**
 * One cell a row changes, as the sheet writes it (`CNY 1280.00`, `yes`, blank ''): before (null: a new size or
 * product) and after. A long text is cut to the part around its first difference, with "…" where it was cut.
 */
export const cellChangeSchema = z.strictObject({ column: z.string(), before: z.string().nullable(), after: z.string() });
export type CellChange = z.infer<typeof cellChangeSchema>;

/** One row that creates or changes something, the columns it changes and each changed cell before and after. */
export const importChangeSchema = z.strictObject({
  row: z.number().int(),
  catalogNumber: z.string(),
  size: z.string(),
  action: z.enum(['create', 'update']),
  columns: z.array(z.string()),
  cells: z.array(cellChangeSchema),
});

/** A row the import would change whose product was changed in the database after the file was exported. */
export const newerRowSchema = z.strictObject({
  row: z.number().int(),
  catalogNumber: z.string(),
  size: z.string(),
  /** When the product last changed, and when the row's file was exported (ISO 8601). */
  changedAt: z.string(),
  exportedAt: z.string(),
});
export type NewerRow = z.infer<typeof newerRowSchema>;
export type ImportChange = z.infer<typeof importChangeSchema>;

/** The answer of `POST /admin/catalogue/import`, the same for a dry run and an applied import. */
export const importReportSchema = z.strictObject({
  dryRun: z.boolean(),
  applied: z.boolean(),
  /** Rows (catalog number + size) that add a size, and products created with them. */
  create: z.number().int(),
  update: z.number().int(),
  unchanged: z.number().int(),
  errors: z.array(importErrorSchema),
  changes: z.array(importChangeSchema),
  /** Headers of the file that match no column (their cells are not read). */
  ignoredColumns: z.array(z.string()),
  /** How a text file was decoded (`utf-8`, `gb18030`, `windows-1252` ...); null for a workbook. */
  encoding: z.string().nullable(),
  /** When the file was exported (the earliest, when its rows say different times); null: no export time (a hand-made file), newer changes cannot be checked. */
  exportedAt: z.string().nullable(),
  /** Rows that would overwrite newer changes: applying them needs `overwriteNewer`. */
  newer: z.array(newerRowSchema),
  /** Rows changing an existing product that carry no export time (added by hand to an export): not checked for newer changes. */
  unchecked: z.number().int(),
});
export type ImportReport = z.infer<typeof importReportSchema>;

/** `GET /admin/catalogue/export?format=`: a workbook unless CSV is asked for. */
export const catalogueExportQuerySchema = z.object({
  format: z.enum(['xlsx', 'csv'], { error: 'admin:sheet.format' }).default('xlsx'),
});

/**
 * `POST /admin/catalogue/import?dryRun=&overwriteNewer=&mapping=`: `dryRun` 1 or true checks only; `mapping` stays text here, as
 * the multipart form's `mapping` field may carry it too (the handler reads the JSON of whichever came).
 */
export const catalogueImportQuerySchema = z.object({
  dryRun: z.enum(['0', '1', 'true', 'false'], { error: 'admin:sheet.dryRun' }).default('0').transform((v) => v === '1' || v === 'true'),
  /** Apply rows whose product changed after the export (the dry run's `newer`); without it such an import is refused (409). */
  overwriteNewer: z.enum(['0', '1', 'true', 'false'], { error: 'admin:sheet.overwriteNewer' }).default('0').transform((v) => v === '1' || v === 'true'),
  mapping: z.string().optional(),
});

/** The `mapping` parameter: a file header → column id, for files whose headers differ. */
export const columnMappingSchema = z.record(z.string(), z.enum(sheetColumnIds as [SheetColumnId, ...SheetColumnId[]], { error: 'admin:sheet.v.mapping' }));
