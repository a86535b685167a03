import { roundTo } from '../roundTo.ts';
import type { BatchColumn, BatchRow } from './batchColumns.ts';

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote, CR or LF (quotes doubled). Text that a
 * spreadsheet would run as a formula (= + - @ first) gets a leading apostrophe (OWASP CSV injection).
 */
export function csvField(value: string | number | null | undefined, decimals?: number): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(decimals === undefined ? value : roundTo(value, decimals));
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The header line of the batch CSV, CRLF-terminated. */
export function csvHeader(columns: readonly BatchColumn[]): string {
  return `${columns.map((c) => csvField(c.header)).join(',')}\r\n`;
}

/** CSV lines of a chunk of rows (numbers rounded to each column's decimals), CRLF-terminated. */
export function csvLines(columns: readonly BatchColumn[], rows: readonly BatchRow[]): string {
  let text = '';
  for (const row of rows) text += `${columns.map((c) => csvField(row[c.key], c.decimals)).join(',')}\r\n`;
  return text;
}
