import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

/**
 * WebP copies of product images, drawn by libwebp compiled to WebAssembly (npm `@jsquash/webp`, the
 * Squoosh app's codec): no native library and no download at install time. A browser that takes WebP
 * (every current one) loads the copy; the PNG or JPEG stays for the rest and for the JSON-LD.
 */

/** Node's WebAssembly global (the server's type set, Node only, declares the namespace's types but not the value). */
const wasmRuntime = (globalThis as unknown as { WebAssembly: { compile(bytes: Uint8Array): Promise<object> } }).WebAssembly;

type Encode = (image: { data: Uint8ClampedArray; width: number; height: number }, options: Record<string, number>) => Promise<ArrayBuffer>;

/**
 * Quality of a copy of a photograph (JPEG source): libwebp's own guidance puts 75-85 at visually
 * lossless for photos (https://developers.google.com/speed/webp/docs/cwebp, `-q`).
 */
const PHOTO_QUALITY = 82;

let encoder: Promise<Encode> | undefined;

/** Loads the codec once: its module is read from the package's folder (Node's fetch reads no file: URLs). */
function loadEncoder(): Promise<Encode> {
  encoder ??= (async () => {
    const require = createRequire(import.meta.url);
    const entry = require.resolve('@jsquash/webp/encode.js');
    const mod = (await import(entry)) as { init(module: object): Promise<unknown>; default: Encode };
    // Node 20 runs WebAssembly SIMD, which the codec's faster build needs (the one its init picks there).
    const wasm = await readFile(entry.replace(/encode\.js$/, 'codec/enc/webp_enc_simd.wasm'));
    await mod.init(await wasmRuntime.compile(wasm));
    return mod.default;
  })();
  encoder.catch(() => (encoder = undefined));
  return encoder;
}

/**
 * The WebP copy of decoded pixels (RGBA, 4 bytes a pixel): lossless for a PNG source (figures, gels and
 * drawings keep their sharp edges), lossy for a photograph. Null when the copy is not smaller than `original`
 * bytes: then there is nothing to gain from it.
 */
export async function webpCopy(rgba: Uint8Array, width: number, height: number, source: 'image/png' | 'image/jpeg', originalBytes: number): Promise<Uint8Array | null> {
  const options: Record<string, number> = source === 'image/png' ? { lossless: 1, quality: 100, method: 4 } : { quality: PHOTO_QUALITY, method: 4 };
  const bytes = await encodeWebp(rgba, width, height, options);
  return bytes.length < originalBytes ? bytes : null;
}

/** Decoded pixels (RGBA, 4 bytes a pixel) as WebP with libwebp's `options` (quality, lossless, method). */
export async function encodeWebp(rgba: Uint8Array, width: number, height: number, options: Record<string, number>): Promise<Uint8Array> {
  const encode = await loadEncoder();
  const data = new Uint8ClampedArray(rgba.buffer, rgba.byteOffset, rgba.byteLength);
  return new Uint8Array(await encode({ data, width, height }, options));
}
