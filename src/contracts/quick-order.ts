import { z } from 'zod';

/**
 * Quick order: lines of "catalog number, size, quantity" pasted or read from a CSV/XLSX file, matched to the
 * catalogue, and the matched ones put in the cart in one step. The parsing is shared by the page (it shows
 * what it read) and the server (it reads the same lines again).
 */
export const MAX_QUICK_LINES = 100;
export const MAX_QUICK_QUANTITY = 9999;

export interface QuickLine {
  /** 1-based line (or row) of the input, for the messages. */
  line: number;
  catalogNumber: string;
  /** Blank when the line gives none (a product with one size takes it). */
  size: string;
  quantity: number;
}

/**
 * Sizes compare without spaces or case, the micro sign (U+00B5), Greek mu (U+03BC) and "u" alike, and "mcg"
 * as "ug": "50 µg" = "50ug" = "50 μg" = "50 mcg". NFKC also folds full-width digits and letters typed on a
 * Chinese keyboard ("５０ｕｇ").
 */
export const sizeKey = (size: string) =>
  size
    .normalize('NFKC')
    .toLowerCase()
    .replace(/\s+/g, '')
    .replace(/[µμ]/g, 'u')
    .replace(/mcg\b/g, 'ug');

const HEADER = /^(catalog|cat\.?\s*no|catalogue|product|sku|货号|产品编号|目录号)/i;

/** One row of cells (from a line split at commas, tabs or semicolons, or a sheet's row) as a line, or null when blank or a header. */
function lineOf(cells: readonly unknown[], line: number): QuickLine | null {
  const [catalog = '', size = '', quantity = ''] = cells.map((c) => String(c ?? '').trim());
  if (!catalog || HEADER.test(catalog)) return null;
  const n = quantity === '' ? 1 : Number(quantity.replace(/[^\d.]/g, ''));
  return { line, catalogNumber: catalog.toUpperCase(), size, quantity: Number.isInteger(n) && n > 0 ? Math.min(n, MAX_QUICK_QUANTITY) : 0 };
}

/**
 * A line's cells: split at commas, tabs or semicolons (full-width ones too) when it has any; otherwise at
 * spaces, where the catalog number is the first word, the quantity the last when it is a bare whole number,
 * and the words between are the size ("cyt-h0202 50 µg 2" → CYT-H0202, 50 µg, 2).
 */
function cellsOf(raw: string): string[] {
  if (/[,\t;，；]/.test(raw)) return raw.split(/[,\t;，；]/);
  const [catalog = '', ...rest] = raw.trim().split(/\s+/);
  const quantity = rest.length && /^\d+$/.test(rest.at(-1)!) ? rest.pop()! : '';
  return [catalog, rest.join(' '), quantity];
}

/** Pasted text: one line each, cells separated by a comma, tab, semicolon or spaces (see cellsOf). */
export function parseQuickText(text: string): QuickLine[] {
  return text.split(/\r?\n/).flatMap((raw, i) => lineOf(cellsOf(raw), i + 1) ?? []).slice(0, MAX_QUICK_LINES);
}

/** Rows of a sheet (the first three columns: catalog number, size, quantity). */
export function parseQuickRows(rows: readonly (readonly unknown[])[]): QuickLine[] {
  return rows.flatMap((row, i) => lineOf(row, i + 1) ?? []).slice(0, MAX_QUICK_LINES);
}

const quickLineSchema = z.object({
  line: z.number().int().min(1).max(100_000),
  catalogNumber: z.string().trim().min(1).max(60),
  size: z.string().trim().max(60),
  quantity: z.number({ error: 'account:quick.v.quantity' }).int('account:quick.v.quantity').min(1, 'account:quick.v.quantity').max(MAX_QUICK_QUANTITY, 'account:quick.v.quantity'),
});

/** `POST /order/quick`: the lines, and whether to put the matched ones in the cart (else only match them). */
export const quickOrderSchema = z.object({
  lines: z.array(quickLineSchema).min(1, 'account:quick.v.empty').max(MAX_QUICK_LINES, 'account:quick.v.tooMany'),
  add: z.boolean().default(false),
});
export type QuickOrderInput = z.input<typeof quickOrderSchema>;

export const quickMatchSchema = z.strictObject({
  line: z.number().int(),
  catalogNumber: z.string(),
  productName: z.string(),
  sizeId: z.number().int(),
  size: z.string(),
  quantity: z.number().int(),
  /** A price text (`¥1280.00`) or `inquiry`. */
  price: z.string(),
});
export type QuickMatch = z.infer<typeof quickMatchSchema>;

export const quickMissSchema = z.strictObject({
  line: z.number().int(),
  catalogNumber: z.string(),
  size: z.string(),
  /** `catalog`: no product has this number; `size`: the product has no such size (or several, none named). */
  reason: z.enum(['catalog', 'size']),
  /** Catalog numbers close to the one given, or the product's sizes. */
  suggestions: z.array(z.string()),
});
export type QuickMiss = z.infer<typeof quickMissSchema>;

export const quickOrderResultSchema = z.strictObject({
  matched: z.array(quickMatchSchema),
  unmatched: z.array(quickMissSchema),
  /** Lines put in the cart (0 when only matching). */
  added: z.number().int(),
});
export type QuickOrderResult = z.infer<typeof quickOrderResultSchema>;
