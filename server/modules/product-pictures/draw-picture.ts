import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import { encodeWebp } from '../product-images/webp.ts';
import { PICTURE_SIZE, pictureSvg, type PictureLabel } from './picture-svg.ts';

/**
 * Draws a product's picture: the SVG of picture-svg.ts rasterized by resvg (npm `@resvg/resvg-js`, a Rust
 * renderer shipped prebuilt inside the package) with Noto Sans Hans (the font the PDFs embed, from
 * `@embedpdf/fonts-sc`: Latin and Chinese in one face), then encoded as WebP by libwebp (`@jsquash/webp`).
 */

const FONT_FAMILY = 'Noto Sans Hans';
/** The regular and bold faces; resvg reads the files itself (system fonts off: the same picture on every machine). */
const fontFiles = () => {
  const dir = join(dirname(createRequire(import.meta.url).resolve('@embedpdf/fonts-sc')), '..', 'fonts');
  return [join(dir, 'NotoSansHans-Regular.otf'), join(dir, 'NotoSansHans-Bold.otf')];
};

/**
 * WebP quality of a drawing: flat colours and text, where lossy 85 keeps the letters clean at about a third of
 * the lossless size (measured on the demo catalogue: ~12 KB against ~35 KB).
 */
const DRAWING_QUALITY = 85;

/** The drawn picture of `label` as WebP bytes ({@link PICTURE_SIZE} square). */
export async function drawPicture(label: PictureLabel): Promise<Uint8Array> {
  const svg = pictureSvg(label, FONT_FAMILY);
  const rendered = new Resvg(svg, {
    fitTo: { mode: 'width', value: PICTURE_SIZE },
    font: { loadSystemFonts: false, fontFiles: fontFiles(), defaultFontFamily: FONT_FAMILY },
  }).render();
  const rgba = rendered.pixels;
  return encodeWebp(new Uint8Array(rgba.buffer, rgba.byteOffset, rgba.byteLength), rendered.width, rendered.height, { quality: DRAWING_QUALITY, method: 4 });
}
