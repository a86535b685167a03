import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

/**
 * Font subsetting with HarfBuzz's hb-subset (harfbuzzjs, MIT; the WebAssembly build, no native code): keeps only
 * the glyphs of the characters a document draws. pdf-lib's own subsetting (fontkit) drops Chinese glyphs of Noto
 * Sans CJK — the PDF's text extracts fine but shows blanks in a viewer — so a PDF embeds the subset HarfBuzz
 * made, whole (a quote: ~10 KB of font instead of 8 MB).
 */
interface HbSubset {
  memory: { buffer: ArrayBuffer };
  malloc(size: number): number;
  free(ptr: number): void;
  hb_blob_create(data: number, length: number, mode: number, userData: number, destroy: number): number;
  hb_blob_destroy(blob: number): void;
  hb_blob_get_data(blob: number, length: number): number;
  hb_blob_get_length(blob: number): number;
  hb_face_create(blob: number, index: number): number;
  hb_face_destroy(face: number): void;
  hb_face_reference_blob(face: number): number;
  hb_set_add(set: number, codepoint: number): void;
  hb_subset_input_create_or_fail(): number;
  hb_subset_input_destroy(input: number): void;
  hb_subset_input_unicode_set(input: number): number;
  hb_subset_or_fail(face: number, input: number): number;
}

/** HB_MEMORY_MODE_WRITABLE: HarfBuzz may use the copied bytes in place. */
const MEMORY_MODE_WRITABLE = 2;

/** The global WebAssembly API (Node has it; its types come with the DOM library, which server code does not load). */
const wasm = (globalThis as unknown as { WebAssembly: { instantiate(bytes: Uint8Array, imports: object): Promise<{ instance: { exports: unknown } }> } }).WebAssembly;

let loading: Promise<HbSubset> | null = null;

/** The hb-subset module, compiled once per process on first use (~0.7 MB of WebAssembly from node_modules). */
function harfbuzz(): Promise<HbSubset> {
  loading ??= readFile(createRequire(import.meta.url).resolve('harfbuzzjs/dist/harfbuzz-subset.wasm'))
    .then((bytes) => wasm.instantiate(bytes, {}))
    .then(({ instance }) => instance.exports as unknown as HbSubset)
    .catch((err: unknown) => {
      loading = null;
      throw err;
    });
  return loading;
}

/** The font `font` (TrueType or OpenType/CFF bytes) cut down to the glyphs of the characters in `text`. */
export async function subsetFont(font: Uint8Array, text: string): Promise<Uint8Array> {
  const hb = await harfbuzz();
  const ptr = hb.malloc(font.byteLength);
  new Uint8Array(hb.memory.buffer).set(font, ptr);
  const blob = hb.hb_blob_create(ptr, font.byteLength, MEMORY_MODE_WRITABLE, 0, 0);
  const face = hb.hb_face_create(blob, 0);
  hb.hb_blob_destroy(blob);
  const input = hb.hb_subset_input_create_or_fail();
  const unicodes = hb.hb_subset_input_unicode_set(input);
  for (const ch of new Set(text)) hb.hb_set_add(unicodes, ch.codePointAt(0)!);
  const subset = hb.hb_subset_or_fail(face, input);
  hb.hb_subset_input_destroy(input);
  try {
    if (!subset) throw new Error('hb-subset could not subset the font');
    const out = hb.hb_face_reference_blob(subset);
    const bytes = new Uint8Array(hb.memory.buffer, hb.hb_blob_get_data(out, 0), hb.hb_blob_get_length(out)).slice();
    hb.hb_blob_destroy(out);
    return bytes;
  } finally {
    if (subset) hb.hb_face_destroy(subset);
    hb.hb_face_destroy(face);
    hb.free(ptr);
  }
}

/**
 * Layout features for text drawn with a subset font: no ligatures. A ligature ("fi" in "Certificate") is one glyph
 * the PDF's text map cannot give back as its letters, so copying or searching the text found "Certi�cate".
 */
export const NO_LIGATURES = { liga: false, clig: false } as const;
