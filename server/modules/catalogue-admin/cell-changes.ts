import type { CellChange } from '../../../src/contracts/admin/catalogue-sheet.ts';

/** The longest part of a changed cell the report shows; a description may hold 20,000 characters. */
export const CELL_SHOWN = 160;
/** How much of a long text before its first difference the report keeps, so the reader sees where it is. */
const LEAD = 40;

/** Where two texts first differ (the shorter one's length when one begins the other). */
function firstDifference(a: string, b: string): number {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return i;
}

/** `text` from `start`, at most CELL_SHOWN characters, with "…" where it was cut. */
function excerpt(text: string, start: number): string {
  const part = text.slice(start, start + CELL_SHOWN);
  return `${start > 0 ? '…' : ''}${part}${start + CELL_SHOWN < text.length ? '…' : ''}`;
}

/**
 * A changed cell as the report shows it: both sides as the sheet writes them; a text longer than CELL_SHOWN is cut
 * on both sides at the same place, a little before its first difference, so a change deep in a description shows.
 */
export function cellChange(column: string, before: string | null, after: string): CellChange {
  if (Math.max(before?.length ?? 0, after.length) <= CELL_SHOWN) return { column, before, after };
  const start = Math.max(0, firstDifference(before ?? '', after) - LEAD);
  return { column, before: before === null ? null : excerpt(before, start), after: excerpt(after, start) };
}
