import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { drawPicture } from './draw-picture.ts';
import { PICTURE_SIZE, isKit, pictureSvg, sizesLine, wrapLabel } from './picture-svg.ts';
import { drawnPictureUrl, pictureKey, productPicture } from './picture-ref.ts';

type Decode = (bytes: ArrayBuffer) => Promise<{ width: number; height: number; data: Uint8ClampedArray }>;

/** libwebp's decoder (the same package as the encoder): the picture must decode, not merely start with "RIFF". */
async function webpDecoder(): Promise<Decode> {
  const require = createRequire(import.meta.url);
  const entry = require.resolve('@jsquash/webp/decode.js');
  const mod = (await import(entry)) as { init(module: object): Promise<unknown>; default: Decode };
  const wasm = await readFile(entry.replace(/decode\.js$/, 'codec/dec/webp_dec.wasm'));
  await mod.init(await (globalThis as unknown as { WebAssembly: { compile(b: Uint8Array): Promise<object> } }).WebAssembly.compile(wasm));
  return mod.default;
}

const il2 = { catalogNumber: 'CYT-H0201', nameEn: 'Recombinant Human IL-2 Protein, His Tag', nameZh: '重组人白细胞介素-2蛋白，His标签', sizes: ['10 µg', '50 µg', '100 µg', '1 mg'] };

describe('drawn product picture', () => {
  it('is a WebP of the declared width and height, with a Chinese name, and not blank', async () => {
    const decode = await webpDecoder();
    for (const label of [il2, { catalogNumber: 'KIT-0001', nameEn: 'T7 RNA Synthesis Kit', nameZh: 'T7 RNA合成试剂盒', sizes: [] }]) {
      const bytes = await drawPicture(label);
      expect(new TextDecoder().decode(bytes.subarray(8, 12))).toBe('WEBP');
      const image = await decode(bytes.slice().buffer);
      expect({ width: image.width, height: image.height }).toEqual({ width: PICTURE_SIZE, height: PICTURE_SIZE });
      expect(productPicture(label, null)).toMatchObject({ width: image.width, height: image.height, drawn: true });
      // The label's dark letters are drawn: some pixels near black (the background and the glass are light).
      let dark = 0;
      for (let i = 0; i < image.data.length; i += 4) if (image.data[i]! < 60 && image.data[i + 1]! < 60 && image.data[i + 2]! < 90) dark++;
      expect(dark).toBeGreaterThan(500);
      // Small enough for a list of twenty (measured ~8-11 KB).
      expect(bytes.length).toBeLessThan(40_000);
    }
  });

  it('says it is an illustration and names the product on its label', () => {
    const svg = pictureSvg(il2, 'Noto Sans Hans');
    expect(svg).toContain('Illustration · 示意图');
    expect(svg).toContain('CYT-H0201');
    expect(svg).toContain('10 µg · 50 µg · 100 µg +1');
    expect(pictureSvg({ ...il2, nameEn: 'A <b>&"name\'' }, 'x')).not.toMatch(/<b>/);
  });

  it('draws a kit as a box and everything else as a vial', () => {
    expect(isKit({ nameEn: 'T7 High Yield RNA Synthesis Kit', nameZh: '' })).toBe(true);
    expect(isKit({ nameEn: '', nameZh: 'RNA合成试剂盒' })).toBe(true);
    expect(isKit({ nameEn: 'Kitten IL-2', nameZh: '' })).toBe(false);
  });

  it('wraps a label within its width and never starts a line with Chinese punctuation', () => {
    const lines = wrapLabel('重组人白细胞介素-2蛋白，His标签', 12, 3);
    expect(lines.every((l) => !l.startsWith('，'))).toBe(true);
    expect(wrapLabel('one two three four five six seven eight nine ten eleven twelve', 8, 2)).toHaveLength(2);
    expect(wrapLabel('one two three four five six seven eight nine ten eleven twelve', 8, 2)[1]).toMatch(/…$/);
    expect(sizesLine([])).toBe('');
  });

  it('changes its address when what the label shows changes, and only then', () => {
    expect(pictureKey(il2)).toBe(pictureKey({ ...il2 }));
    expect(pictureKey({ ...il2, nameEn: 'Other' })).not.toBe(pictureKey(il2));
    expect(pictureKey({ ...il2, sizes: ['1 mg'] })).not.toBe(pictureKey(il2));
    expect(drawnPictureUrl(il2)).toMatch(/^\/api\/v1\/product-picture\/CYT-H0201\/[0-9a-f]{20}\.webp$/);
  });

  it('shows the main photograph, as WebP when there is a copy, instead of the drawing', () => {
    const photo = { sha256: 'a'.repeat(64), webpSha256: 'b'.repeat(64), contentType: 'image/jpeg', width: 800, height: 600 };
    expect(productPicture(il2, photo)).toEqual({ url: `/api/v1/images/${'b'.repeat(64)}.webp`, width: 800, height: 600, drawn: false });
    expect(productPicture(il2, { ...photo, webpSha256: null }).url).toBe(`/api/v1/images/${'a'.repeat(64)}.jpg`);
  });
});
