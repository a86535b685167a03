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
