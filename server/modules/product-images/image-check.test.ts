import { describe, expect, it } from 'vitest';
import { cleanImage } from './image-check.ts';
import { pixelChunksOnly } from './png-chunks.ts';
import { handmadePng, sampleJpeg } from './product-images.test-kit.ts';

const chunkTypes = (png: Uint8Array) => {
  const types: string[] = [];
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  for (let at = 8; at + 12 <= png.length; at += 12 + view.getUint32(at)) types.push(Buffer.from(png.subarray(at + 4, at + 8)).toString('latin1'));
  return types;
};

describe('image check: decoded and encoded again, by content', () => {
  it('keeps only the chunks the pixels need, and refuses a broken chunk structure', () => {
    const png = handmadePng(3, 2);
    expect(chunkTypes(png)).toEqual(['IHDR', 'tEXt', 'IDAT', 'IEND']);
    expect(chunkTypes(pixelChunksOnly(png)!)).toEqual(['IHDR', 'IDAT', 'IEND']);
    expect(pixelChunksOnly(png.subarray(0, png.length - 5))).toBeNull();
  });

  it('re-encodes a PNG and a JPEG, refuses a JPEG past 4000 pixels, damaged data and other files', () => {
    expect(cleanImage(handmadePng(3, 2))).toMatchObject({ contentType: 'image/png', width: 3, height: 2 });
    expect(cleanImage(sampleJpeg(9, 7))).toMatchObject({ contentType: 'image/jpeg', width: 9, height: 7 });
    expect(cleanImage(sampleJpeg(4001, 1))).toBe('tooManyPixels');
    const damaged = handmadePng(8, 8);
    damaged.fill(0xff, 60, damaged.length - 12); // IDAT's deflate stream overwritten
    expect(cleanImage(damaged)).toBe('notImage');
    expect(cleanImage(sampleJpeg(8, 8).subarray(0, 40))).toBe('notImage');
    expect(cleanImage(new TextEncoder().encode('GIF89a not supported'))).toBe('notImage');
    expect(cleanImage(new Uint8Array())).toBe('notImage');
  });
});
