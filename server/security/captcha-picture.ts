import { randomInt } from 'node:crypto';
import { GLYPH_HEIGHT, GLYPH_WIDTH, inkAt } from './captcha-font.ts';
import { encodePng } from './png.ts';

export const CAPTCHA_WIDTH = 160;
export const CAPTCHA_HEIGHT = 56;

/** A uniform number in [0, 1) from the operating system's generator: the picture's jitter is not predictable. */
const unit = () => randomInt(0, 1_000_000) / 1_000_000;
const between = (low: number, high: number, random: () => number) => low + (high - low) * random();

/**
 * The login captcha as a PNG: the text's glyphs scaled, each rotated and sheared its own way, the whole picture
 * bent by two sine waves, over a mottled background, crossed by wavy strokes in ink colours and sprinkled with
 * dots. A script reading the image gets pixels, never the characters (an SVG of `<text>` elements was read by
 * sorting them by `x`); what a reader gains by solving one is small, as each answer is single use and a failed
 * login waits longer each time (captcha-gate.ts).
 */
export function captchaPng(text: string, random: () => number = unit): Buffer {
  const W = CAPTCHA_WIDTH;
  const H = CAPTCHA_HEIGHT;
  const glyphs = [...text].map((ch, i) => {
    const angle = between(-0.38, 0.38, random);
    return {
      ch,
      cx: 22 + i * 38 + between(-3, 3, random),
      cy: H / 2 + between(-4, 4, random),
      scale: between(3.8, 4.6, random),
      cos: Math.cos(angle),
      sin: Math.sin(angle),
      shear: between(-0.3, 0.3, random),
      ink: inkColour(random),
    };
  });
  const wave = { ax: between(1.5, 3, random), px: between(5, 9, random), fx: random() * 6.3, ay: between(1.5, 3, random), py: between(9, 14, random), fy: random() * 6.3 };
  const strokes = Array.from({ length: 3 }, () => ({ y: between(10, H - 10, random), amp: between(4, 12, random), period: between(18, 40, random), phase: random() * 6.3, ink: inkColour(random) }));
  const paper = [between(225, 250, random), between(225, 250, random), between(225, 250, random)];

  const rgb = new Uint8Array(W * H * 3);
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const wx = x + wave.ax * Math.sin(y / wave.px + wave.fx);
      const wy = y + wave.ay * Math.sin(x / wave.py + wave.fy);
      let colour: number[] | null = null;
      for (const g of glyphs) {
        const dx = wx - g.cx;
        const dy = wy - g.cy;
        const ly = -dx * g.sin + dy * g.cos;
        const lx = dx * g.cos + dy * g.sin - g.shear * ly;
        if (inkAt(g.ch, Math.floor(lx / g.scale + GLYPH_WIDTH / 2), Math.floor(ly / g.scale + GLYPH_HEIGHT / 2))) colour = g.ink;
      }
      for (const s of strokes) if (Math.abs(y - (s.y + s.amp * Math.sin(x / s.period + s.phase))) < 1.1) colour = s.ink;
      const shade = random() < 0.05 ? between(-90, 90, random) : between(-8, 8, random);
      const base = colour ?? paper;
      for (let k = 0; k < 3; k++) rgb[(y * W + x) * 3 + k] = Math.max(0, Math.min(255, Math.round(base[k]! + shade)));
    }
  }
  return encodePng(W, H, rgb);
}

/** A dark colour of a random hue, so strokes and glyphs cannot be told apart by colour alone. */
function inkColour(random: () => number): number[] {
  const hue = random() * 6;
  const strong = between(90, 150, random);
  const weak = between(20, 60, random);
  const sector = Math.floor(hue);
  const table = [
    [strong, weak, weak],
    [strong, strong, weak],
    [weak, strong, weak],
    [weak, strong, strong],
    [weak, weak, strong],
    [strong, weak, strong],
  ];
  return table[sector % 6]!;
}
