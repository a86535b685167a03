import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

/** One word as poppler places it on a page, in PDF points from the page's top left. */
export interface TextBox {
  page: number;
  text: string;
  xMin: number;
  yMin: number;
  xMax: number;
  yMax: number;
}

const run = promisify(execFile);

/**
 * Every word of a PDF with its box, as poppler's `pdftotext -bbox` lays the file out (Debian's poppler-utils,
 * installed for the tests by scripts/ensure-chromium.sh): an independent reader of the file, not our writer's
 * own idea of where it drew things. A word's box is its font size tall.
 */
export async function textBoxes(pdf: Uint8Array): Promise<TextBox[]> {
  const child = run('pdftotext', ['-q', '-bbox', '-', '-'], { maxBuffer: 32 << 20, encoding: 'utf8' });
  child.child.stdin!.end(Buffer.from(pdf));
  const { stdout } = await child;
  const boxes: TextBox[] = [];
  let page = 0;
  for (const line of stdout.split('\n')) {
    if (line.includes('<page ')) page++;
    const m = /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">(.*)<\/word>/.exec(line);
    if (m) boxes.push({ page, xMin: +m[1]!, yMin: +m[2]!, xMax: +m[3]!, yMax: +m[4]!, text: m[5]! });
  }
  return boxes;
}

/** Overlaps smaller than this (points) are a glyph's side bearing reaching past its neighbour's, not a collision. */
const TOLERANCE = 0.5;

/** Every pair of words on one page whose boxes overlap, as "a / b" (page n) for a readable failure. */
export function overlappingWords(boxes: readonly TextBox[]): string[] {
  const found: string[] = [];
  boxes.forEach((a, i) => {
    for (const b of boxes.slice(i + 1)) {
      if (a.page !== b.page) continue;
      const w = Math.min(a.xMax, b.xMax) - Math.max(a.xMin, b.xMin);
      const h = Math.min(a.yMax, b.yMax) - Math.max(a.yMin, b.yMin);
      if (w > TOLERANCE && h > TOLERANCE) found.push(`page ${a.page}: "${a.text}" / "${b.text}"`);
    }
  });
  return found;
}
