/**
 * The drawn picture of a product that has no photograph: a vial (or a kit box for kits) whose label carries
 * the catalog number, the size and the name, with an "Illustration · 示意图" mark so nobody takes it for a photo.
 * Pure: data in, SVG text out; rasterized and encoded by draw-picture.ts.
 */

/** Width and height of every drawn picture, in pixels: square, sharp at a 240-px gallery on a 2x screen. */
export const PICTURE_SIZE = 480;

export interface PictureLabel {
  catalogNumber: string;
  nameEn: string;
  nameZh: string;
  /** The sizes the product is sold in, in display order ("50 µg", "1 mg"). */
  sizes: readonly string[];
}

/** A kit is drawn as a box: its English or Chinese name says so. */
export const isKit = (l: Pick<PictureLabel, 'nameEn' | 'nameZh'>) => /\bkits?\b/i.test(l.nameEn) || l.nameZh.includes('试剂盒');

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Approximate advance of a character in em: CJK glyphs are square, Latin ones about half as wide (Noto Sans). */
const advanceEm = (ch: string) => (/[\u2e80-\u9fff\uff00-\uffef]/.test(ch) ? 1 : /[A-Z0-9]/.test(ch) ? 0.62 : 0.52);

/**
 * `text` broken into at most `maxLines` lines of at most `widthEm` em (at spaces where there are some, anywhere
 * in Chinese); the last line ends in "…" when the text is longer.
 */
export function wrapLabel(text: string, widthEm: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  let width = 0;
  // A Chinese character is a token of its own, with the punctuation after it (a line never starts with "，").
  const tokens = text.trim().split(/(\s+|[\u3400-\u9fff][，。、；：）》]*)/u).filter((t) => t !== '');
  for (const token of tokens) {
    const w = [...token].reduce((s, ch) => s + advanceEm(ch), 0);
    if (width + w > widthEm && line.trim() !== '') {
      lines.push(line.trim());
      line = '';
      width = 0;
    }
    if (/^\s+$/.test(token) && line === '') continue;
    line += token;
    width += w;
  }
  if (line.trim()) lines.push(line.trim());
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]!.replace(/.$/u, '')}…`;
  return kept;
}

/** The sizes as one line: the first three, then "+N". */
export function sizesLine(sizes: readonly string[]): string {
  if (sizes.length === 0) return '';
  const shown = sizes.slice(0, 3).join(' · ');
  return sizes.length > 3 ? `${shown} +${sizes.length - 3}` : shown;
}

function labelText(l: PictureLabel, x: number, top: number, widthPx: number): string {
  const small = 17;
  const out: string[] = [];
  let y = top + 30;
  out.push(`<text x="${x}" y="${y}" font-size="26" font-weight="700" fill="#0f2a4a">${escapeXml(l.catalogNumber)}</text>`);
  const sizes = sizesLine(l.sizes);
  if (sizes) out.push(`<text x="${x}" y="${(y += 26)}" font-size="${small}" fill="#1f5f99">${escapeXml(sizes)}</text>`);
  y += 8;
  for (const line of wrapLabel(l.nameEn, widthPx / small, 3)) out.push(`<text x="${x}" y="${(y += 22)}" font-size="${small}" fill="#222">${escapeXml(line)}</text>`);
  if (l.nameZh && l.nameZh !== l.nameEn) for (const line of wrapLabel(l.nameZh, widthPx / small, 2)) out.push(`<text x="${x}" y="${(y += 22)}" font-size="${small}" fill="#444">${escapeXml(line)}</text>`);
  return out.join('');
}

/** A screw-cap vial seen from the front; the label spans its body. */
function vial(l: PictureLabel): string {
  return [
    `<rect x="110" y="96" width="260" height="334" rx="26" fill="url(#glass)" stroke="#9fb3c8" stroke-width="3"/>`,
    `<rect x="150" y="40" width="180" height="70" rx="10" fill="#1f5f99"/>`,
    `<rect x="150" y="96" width="180" height="14" fill="#174a78"/>`,
    ...[0, 1, 2, 3, 4, 5].map((i) => `<rect x="${166 + i * 28}" y="48" width="8" height="44" rx="3" fill="#2b74b8"/>`),
    `<rect x="122" y="160" width="236" height="230" rx="6" fill="#fff" stroke="#c9d6e3" stroke-width="2"/>`,
    `<rect x="122" y="160" width="236" height="10" fill="#1f5f99"/>`,
    labelText(l, 136, 170, 208),
  ].join('');
}

/** A kit box in two-point view: top and side faces shaded, the label on the front. */
function kitBox(l: PictureLabel): string {
  return [
    `<polygon points="70,150 330,150 410,100 150,100" fill="#2b74b8"/>`,
    `<polygon points="330,150 410,100 410,380 330,430" fill="#174a78"/>`,
    `<rect x="70" y="150" width="260" height="280" fill="#f7fafc" stroke="#9fb3c8" stroke-width="3"/>`,
    `<rect x="70" y="150" width="260" height="16" fill="#1f5f99"/>`,
    labelText(l, 86, 176, 228),
  ].join('');
}

/** The SVG of a product's drawn picture ({@link PICTURE_SIZE} square). `fontFamily` names the font the rasterizer loads. */
export function pictureSvg(l: PictureLabel, fontFamily: string): string {
  const s = PICTURE_SIZE;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${s}" height="${s}" viewBox="0 0 ${s} ${s}" font-family="${escapeXml(fontFamily)}">`,
    `<defs><linearGradient id="glass" x1="0" x2="1"><stop offset="0" stop-color="#e3ecf4"/><stop offset="0.45" stop-color="#fbfdff"/><stop offset="1" stop-color="#d5e1ec"/></linearGradient></defs>`,
    `<rect width="${s}" height="${s}" fill="#f1f4f7"/>`,
    `<ellipse cx="240" cy="446" rx="190" ry="16" fill="#dde3ea"/>`,
    isKit(l) ? kitBox(l) : vial(l),
    `<rect x="12" y="12" width="150" height="28" rx="14" fill="#fff" stroke="#b8c4d0"/>`,
    `<text x="87" y="31" font-size="14" fill="#5a6878" text-anchor="middle">Illustration · 示意图</text>`,
    `</svg>`,
  ].join('');
}
