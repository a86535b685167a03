import { randomInt, randomUUID } from 'node:crypto';

/** Letters and digits that do not look alike (no 0/O, 1/I/l). */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export function captchaText(length = 4): string {
  let out = '';
  for (let i = 0; i < length; i++) out += ALPHABET[randomInt(ALPHABET.length)];
  return out;
}

export const newCaptchaId = (): string => randomUUID();

/**
 * A small SVG picture of `text`: each glyph rotated and shifted, with noise lines, so the answer is not in
 * the markup as plain text order. No dependencies; drawn with the system sans-serif font.
 */
export function captchaSvg(text: string, width = 120, height = 40): string {
  const glyphs = [...text]
    .map((ch, i) => {
      const x = 14 + i * 26 + randomInt(-3, 4);
      const y = 28 + randomInt(-4, 5);
      const rot = randomInt(-25, 26);
      const hue = randomInt(0, 360);
      return `<text x="${x}" y="${y}" transform="rotate(${rot} ${x} ${y})" fill="hsl(${hue},60%,35%)" font-size="24" font-family="sans-serif" font-weight="bold">${ch}</text>`;
    })
    .sort(() => randomInt(3) - 1);
  const lines = Array.from({ length: 5 }, () => {
    const hue = randomInt(0, 360);
    return `<line x1="${randomInt(width)}" y1="${randomInt(height)}" x2="${randomInt(width)}" y2="${randomInt(height)}" stroke="hsl(${hue},50%,55%)" stroke-width="1.5"/>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="100%" height="100%" fill="#f4f6f8"/>${glyphs.join('')}${lines.join('')}</svg>`;
}
