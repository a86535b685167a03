import { deflateSync } from 'node:zlib';
import jpeg from 'jpeg-js';
import type { adminKit } from '../admin/admin.test-kit.ts';

/** CRC-32 of PNG chunks (PNG spec §5.5, ISO 3309 polynomial). */
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Uint8Array): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const out = Buffer.alloc(body.length + 8);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), body.length + 4);
  return out;
}

/** The pixel at (x, y) of the test images: a gradient, so a decoder's mistake shows. */
export const pixelAt = (x: number, y: number) => [(x * 40) % 256, (y * 60) % 256, 128, 255];

/**
 * A truecolour PNG of `width` × `height` written by hand (no encoder of the server's), with a tEXt
 * chunk of `comment`: metadata the server must not keep.
 */
export function handmadePng(width: number, height: number, comment = 'Comment\0camera serial 1234'): Uint8Array {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 6, 0, 0, 0], 8); // 8 bits, RGBA, deflate, no filter method variants, not interlaced
  const rows = Buffer.alloc(height * (1 + width * 4));
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) rows.set(pixelAt(x, y), y * (1 + width * 4) + 1 + x * 4);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', ihdr), chunk('tEXt', Buffer.from(comment, 'latin1')), chunk('IDAT', deflateSync(rows, { level: 1 })), chunk('IEND', new Uint8Array())]);
}

/** A JPEG of the gradient at quality 50 carrying a COM segment. */
export function sampleJpeg(width: number, height: number, comment = 'camera serial 1234'): Uint8Array {
  const data = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) data.set(pixelAt(x, y), (y * width + x) * 4);
  return new Uint8Array(jpeg.encode({ width, height, data, comments: [comment] }, 50).data);
}

/** Uploads through POST /api/v1/admin/products/{cat}/images as a browser would (multipart). */
export async function uploadImage(k: ReturnType<typeof adminKit>, token: string | undefined, cat: string, file: { bytes: Uint8Array; name: string; type?: string } | null, fields: Record<string, string> = {}, lang = 'en') {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  if (file) form.set('file', new File([file.bytes as Uint8Array<ArrayBuffer>], file.name, { type: file.type ?? 'image/png' }));
  const headers: Record<string, string> = { 'x-forwarded-for': k.ip, 'user-agent': 'admin-kit', 'x-lang': lang };
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await k.app.request(`/api/v1/admin/products/${cat}/images`, { method: 'POST', headers, body: form });
  return { status: res.status, body: (await res.json()) as { code: string; msg: string; data: any } };
}
