import { createHash } from 'node:crypto';
import { bandY, MARKER_LADDER_KDA, markerY } from '../../../src/science/figures/figure-geometry.ts';
import { UPNG } from '../product-images/image-check.ts';

/**
 * The product page's representative SDS-PAGE figure as a picture file (PNG), for the places that take
 * a picture and not a page: the product's JSON-LD `image` and `og:image` when no photo was uploaded.
 * The same gel as the page's SVG (src/pages/product-detail/SdsPageFigure.tsx): marker ladder, reducing
 * and non-reducing lanes, bands placed by `bandY`; no text, the page's caption says what it is.
 */

export interface GelInput {
  reducingKda: number;
  nonReducingKda: number;
  /** A glycoprotein runs as a broader band. */
  diffuse: boolean;
}

/**
 * Twice the SVG's units, cut to the gel (the SVG's left margin holds the mass labels this picture has
 * not): sharp on a high-density screen and above the 50,000 pixels search engines ask for.
 */
const SCALE = 2;
const ORIGIN = { x: 44, y: 20 };
const WIDTH = (298 - ORIGIN.x) * SCALE;
const HEIGHT = (290 - ORIGIN.y) * SCALE;
/** An SVG coordinate (x or y) in this picture's pixels. */
const px = (units: number, axis: 'x' | 'y') => (units - ORIGIN[axis]) * SCALE;
const GEL = { top: px(46, 'y'), bottom: px(272, 'y') };
const LANES = [88, 172, 252].map((x) => px(x, 'x'));
const LANE_HALF = 28 * SCALE;

/** Colours of the SVG: the destained gel, the wells and the Coomassie-stained band. */
const GEL_RGB = [0xe9, 0xee, 0xf7];
const PAGE_RGB = [0xff, 0xff, 0xff];
const WELL_RGB = [0xcf, 0xd8, 0xe8];
const BAND_RGB = [0x1b, 0x2a, 0x6b];

interface Band {
  lane: number;
  y: number;
  /** Half the band's height in pixels (the SVG's height / 2), and how dark its middle is (0-1). */
  halfHeight: number;
  strength: number;
}

/** How much of a band covers pixel row `py`: a soft-edged bar, darkest in its middle (a stained band seen from above). */
function bandCover(band: Band, py: number): number {
  const d = Math.abs(py + 0.5 - band.y) / band.halfHeight;
  return d >= 1.4 ? 0 : band.strength * Math.exp(-2.2 * d * d);
}

/** Across a lane, the band fades over its last 3 units towards the lane's edges. */
function laneCover(lane: number, x: number): number {
  const d = LANE_HALF - Math.abs(x + 0.5 - lane);
  return d <= 0 ? 0 : Math.min(1, d / (3 * SCALE));
}

const mix = (from: number[], to: number[], t: number) => from.map((c, i) => Math.round(c + (to[i]! - c) * t));

function bandsOf(input: GelInput): Band[] {
  const half = (input.diffuse ? 11 : 6) * SCALE * 0.5;
  return [
    ...MARKER_LADDER_KDA.map((kda) => ({ lane: LANES[0]!, y: markerY(kda, GEL), halfHeight: 1.75 * SCALE, strength: 0.55 })),
    { lane: LANES[1]!, y: bandY(input.reducingKda, GEL), halfHeight: half, strength: 0.9 },
    { lane: LANES[2]!, y: bandY(input.nonReducingKda, GEL), halfHeight: half, strength: 0.9 },
  ];
}

/** The gel's pixels, RGBA. */
export function gelPixels(input: GelInput): Uint8Array {
  const rgba = new Uint8Array(WIDTH * HEIGHT * 4);
  const bands = bandsOf(input);
  const gel = { x0: px(52, 'x'), x1: px(290, 'x'), y0: px(26, 'y'), y1: px(284, 'y') };
  const wells = { y0: px(28, 'y'), y1: px(34, 'y') };
  for (let y = 0; y < HEIGHT; y++) {
    // Only the bands that reach this row are looked at for its pixels.
    const rowBands = bands.map((band) => ({ band, cover: bandCover(band, y) })).filter((b) => b.cover > 0);
    for (let x = 0; x < WIDTH; x++) {
      let rgb = PAGE_RGB;
      if (x >= gel.x0 && x < gel.x1 && y >= gel.y0 && y < gel.y1) {
        rgb = GEL_RGB;
        if (y >= wells.y0 && y < wells.y1 && LANES.some((lane) => Math.abs(x + 0.5 - lane) <= LANE_HALF + 2 * SCALE)) rgb = WELL_RGB;
        let dark = 0;
        for (const { band, cover } of rowBands) dark = Math.max(dark, cover * laneCover(band.lane, x));
        if (dark > 0) rgb = mix(rgb, BAND_RGB, dark);
      }
      rgba.set([rgb[0]!, rgb[1]!, rgb[2]!, 255], (y * WIDTH + x) * 4);
    }
  }
  return rgba;
}

/** The gel as a PNG file, with the ETag naming what it was drawn from. */
export function gelPng(input: GelInput): { bytes: Uint8Array; etag: string; width: number; height: number } {
  const rgba = gelPixels(input);
  const bytes = new Uint8Array(UPNG.encode([rgba.buffer as ArrayBuffer], WIDTH, HEIGHT, 0));
  const etag = `"gel-${createHash('sha256').update(JSON.stringify(input)).digest('hex').slice(0, 32)}"`;
  return { bytes, etag, width: WIDTH, height: HEIGHT };
}
