import * as upngModule from '@pdf-lib/upng';
import jpeg from 'jpeg-js';
import { pixelChunksOnly } from './png-chunks.ts';

/**
 * Product images are checked by their bytes alone (the file's name and the browser's type say nothing):
 * decoded as PNG or JPEG, then encoded again from the pixels. What is stored is therefore only an image
 * this server drew: a file that is also something else (a polyglot: a PNG with a ZIP or script after its
 * end), metadata (EXIF with a location, comments) and anything the decoder skipped are gone.
 * Pure JavaScript on purpose: no native library parses untrusted files in the server process.
 */

/**
 * The package is Babel's CommonJS (`exports.default = UPNG`): Node's ESM loader wraps it once more
 * (`{default: {default: UPNG}}`), Vite's interop less; unwrap until the API is found.
 */
function unwrap(m: unknown): typeof upngModule {
  let at = m as { default?: unknown; decode?: unknown };
  while (typeof at.decode !== 'function' && at.default) at = at.default as typeof at;
  return at as unknown as typeof upngModule;
}
export const UPNG = unwrap(upngModule);

export const MAX_IMAGE_MB = 10;
/** Larger than any product photo needs; bounds the pixels decoded (4000 × 4000 × 4 bytes = 64 MB). */
export const MAX_IMAGE_SIDE = 4000;
/** Quality of the re-encoded JPEG: visually lossless for photographs, a fraction of the size at 100. */
const JPEG_QUALITY = 90;

export type ImageType = 'image/png' | 'image/jpeg';
export interface CleanImage {
  contentType: ImageType;
  width: number;
  height: number;
  bytes: Uint8Array;
  /** The decoded pixels (RGBA, 4 bytes a pixel), from which the WebP copy is drawn. */
  rgba: Uint8Array;
}
/** Why an upload is refused: not a PNG or JPEG that decodes, or too many pixels. */
export type ImageProblem = 'notImage' | 'tooManyPixels';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const startsWith = (bytes: Uint8Array, head: number[]) => head.every((b, i) => bytes[i] === b);
export const isPng = (bytes: Uint8Array) => startsWith(bytes, PNG_SIGNATURE);
export const isJpeg = (bytes: Uint8Array) => startsWith(bytes, [0xff, 0xd8, 0xff]);

const tooLarge = (w: number, h: number) => w > MAX_IMAGE_SIDE || h > MAX_IMAGE_SIDE;

function cleanPng(bytes: Uint8Array): CleanImage | ImageProblem {
  // The size is in the first chunk (IHDR, PNG spec §11.2.2): checked before anything is inflated.
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.length < 33 || String.fromCharCode(...bytes.subarray(12, 16)) !== 'IHDR') return 'notImage';
  const width = view.getUint32(16);
  const height = view.getUint32(20);
  if (width === 0 || height === 0) return 'notImage';
  if (tooLarge(width, height)) return 'tooManyPixels';
  const pixels = pixelChunksOnly(bytes);
  if (!pixels) return 'notImage';
  const decoded = UPNG.decode(pixels.buffer as ArrayBuffer);
  const [rgba] = UPNG.toRGBA8(decoded); // an animated PNG keeps its first frame
  if (!rgba || decoded.width !== width || decoded.height !== height || rgba.byteLength !== width * height * 4) return 'notImage';
  return { contentType: 'image/png', width, height, bytes: new Uint8Array(UPNG.encode([rgba], width, height, 0)), rgba: new Uint8Array(rgba) };
}

function cleanJpeg(bytes: Uint8Array): CleanImage | ImageProblem {
  let decoded: { width: number; height: number; data: Uint8Array };
  try {
    decoded = jpeg.decode(bytes, { useTArray: true, formatAsRGBA: true, maxResolutionInMP: (MAX_IMAGE_SIDE * MAX_IMAGE_SIDE) / 1e6, maxMemoryUsageInMB: 256 });
  } catch (err) {
    return /maxResolutionInMP|maxMemoryUsageInMB/.test(String(err)) ? 'tooManyPixels' : 'notImage';
  }
  const { width, height, data } = decoded;
  if (width === 0 || height === 0) return 'notImage';
  if (tooLarge(width, height)) return 'tooManyPixels';
  return { contentType: 'image/jpeg', width, height, bytes: new Uint8Array(jpeg.encode({ width, height, data }, JPEG_QUALITY).data), rgba: data };
}

/** The upload decoded and encoded again, or why it is refused. */
export function cleanImage(bytes: Uint8Array): CleanImage | ImageProblem {
  try {
    if (isPng(bytes)) return cleanPng(bytes);
    if (isJpeg(bytes)) return cleanJpeg(bytes);
  } catch {
    // A decoder's error on a damaged or crafted file is the client's mistake, never a 500.
  }
  return 'notImage';
}
