import type { PDFFont } from 'pdf-lib';

/** Breaks `s` into lines of at most `width` points: at a space when the line has one, else between characters (Chinese). */
export function wrapText(font: PDFFont, s: string, width: number, size: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const ch of Array.from(s)) {
    if (font.widthOfTextAtSize(line + ch, size) <= width) {
      line += ch;
      continue;
    }
    const space = line.lastIndexOf(' ');
    const cut = space > 0 && ch !== ' ' ? space : line.length;
    lines.push(line.slice(0, cut));
    line = (line.slice(cut) + ch).trimStart();
  }
  return [...lines, line];
}

/** A number as the report prints it: fixed decimals, a minus sign, '—' for none. */
export function num(v: number | null | undefined, decimals: number): string {
  return v === null || v === undefined || !Number.isFinite(v) ? '—' : v.toFixed(decimals).replace('-', '−');
}

/** A parameter's value in one line (lists joined, yes/no in the report's language). */
export function parameterText(v: unknown, yes: string, no: string): string {
  if (v === null || v === undefined || v === '') return '—';
  if (typeof v === 'boolean') return v ? yes : no;
  if (Array.isArray(v)) return v.length ? v.join(', ') : '—';
  return String(v);
}
