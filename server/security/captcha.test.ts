import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { drawableCharacters } from './captcha-font.ts';
import { CAPTCHA_HEIGHT, CAPTCHA_WIDTH, captchaPng } from './captcha-picture.ts';
import { ALPHABET, captchaText } from './captcha.ts';
import { failureDelayMs } from './captcha-gate.ts';

/** A repeatable stand-in for the picture's random jitter (a linear congruential generator, Numerical Recipes' constants). */
function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** The picture's pixels (filter bytes removed), after checking the chunks a PNG decoder reads. */
function pixelsOf(png: Buffer): { width: number; height: number; rgb: Buffer } {
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const chunks: { type: string; data: Buffer }[] = [];
  for (let at = 8; at < png.length; ) {
    const length = png.readUInt32BE(at);
    chunks.push({ type: png.toString('latin1', at + 4, at + 8), data: png.subarray(at + 8, at + 8 + length) });
    at += 12 + length;
  }
  expect(chunks.map((c) => c.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
  const ihdr = chunks[0]!.data;
  const width = ihdr.readUInt32BE(0);
  const height = ihdr.readUInt32BE(4);
  expect([...ihdr.subarray(8)]).toEqual([8, 2, 0, 0, 0]);
  const rows = inflateSync(chunks[1]!.data);
  expect(rows.length).toBe(height * (width * 3 + 1));
  const rgb = Buffer.concat(Array.from({ length: height }, (_, y) => rows.subarray(y * (width * 3 + 1) + 1, (y + 1) * (width * 3 + 1))));
  return { width, height, rgb };
}

/** Columns whose pixels differ between two pictures. */
function differingColumns(a: Buffer, b: Buffer, width: number): Set<number> {
  const columns = new Set<number>();
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) columns.add(Math.floor(i / 3) % width);
  return columns;
}

describe('image captcha', () => {
  it('uses 4 characters that do not look alike, each of which the font draws', () => {
    expect(captchaText()).toMatch(/^[A-HJKMNP-Z2-9]{4}$/);
    for (const ch of ALPHABET) expect(drawableCharacters).toContain(ch);
  });

  it('is a truecolour PNG of pixels only, whose bytes never hold the answer', () => {
    for (let i = 0; i < 40; i++) {
      const text = captchaText();
      const png = captchaPng(text);
      const { width, height, rgb } = pixelsOf(png);
      expect([width, height]).toEqual([CAPTCHA_WIDTH, CAPTCHA_HEIGHT]);
      for (const bytes of [png, rgb]) {
        expect(bytes.includes(text, 0, 'latin1')).toBe(false);
        expect(bytes.includes(text.toLowerCase(), 0, 'latin1')).toBe(false);
      }
    }
  });

  it('draws the text: with the same jitter, changing the last character changes only the right of the picture', () => {
    const a = pixelsOf(captchaPng('AB3D', seeded(7)));
    const same = pixelsOf(captchaPng('AB3D', seeded(7)));
    const b = pixelsOf(captchaPng('AB3E', seeded(7)));
    expect(same.rgb.equals(a.rgb)).toBe(true);
    const columns = [...differingColumns(a.rgb, b.rgb, a.width)];
    // The fourth glyph stands around x = 22 + 3 × 38 = 136; D and E differ in many pixels there, nowhere else.
    expect(columns.length).toBeGreaterThan(5);
    expect(Math.min(...columns)).toBeGreaterThan(110);
  });

  it('jitters every picture: the same text twice gives two different pictures', () => {
    expect(captchaPng('K7PQ').equals(captchaPng('K7PQ'))).toBe(false);
  });

  it('makes a failing account wait 1 s from the fifth failure, doubling to 30 s', () => {
    expect([0, 1, 4, 5, 6, 7, 8, 9, 10, 50].map(failureDelayMs)).toEqual([0, 0, 0, 1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });
});
