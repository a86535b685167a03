import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { documentFiles } from '../../db/schema/index.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { adminSession, type AdminKit } from '../admin/admin.test-kit.ts';
import { handmadePng, sampleJpeg, uploadImage } from './product-images.test-kit.ts';

const CAT = 'CYT-H0203';

/** Width and height of a lossless WebP (VP8L bitstream: signature 0x2f, then 14 bits each of width-1 and height-1). */
function losslessSize(bytes: Uint8Array): { width: number; height: number } {
  const bits = bytes[21]! | (bytes[22]! << 8) | (bytes[23]! << 16) | (bytes[24]! << 24);
  return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
}
const fourCc = (bytes: Uint8Array, at: number) => Buffer.from(bytes.subarray(at, at + 4)).toString('latin1');

describeEachDatabase('product images: a WebP copy beside the PNG or JPEG, with the size on the product page', (database) => {
  const db = () => database().db;
  let k: AdminKit;
  let catalogue: string;
  const stored = async (sha256: string) => (await db().select().from(documentFiles).where(eq(documentFiles.sha256, sha256)))[0];

  beforeAll(async () => {
    ({ k, token: catalogue } = await adminSession(db(), ['catalogue']));
  });

  it('keeps a lossless WebP copy of a PNG, smaller than it, served as image/webp and named on the product page', async () => {
    const res = await uploadImage(k, catalogue, CAT, { bytes: handmadePng(160, 120), name: 'gel.png' }, { altEn: 'Gel', altZh: '凝胶' });
    expect(res.status).toBe(200);
    const [image] = (await k.call('GET', `/product/${CAT}`)).body.data.images;
    expect(image).toMatchObject({ url: res.body.data.url, width: 160, height: 120, alt: 'Gel' });
    expect(image.webpUrl).toMatch(/^\/api\/v1\/images\/[0-9a-f]{64}\.webp$/);

    const served = await k.app.request(image.webpUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const webp = new Uint8Array(await served.arrayBuffer());
    expect([fourCc(webp, 0), fourCc(webp, 8), fourCc(webp, 12)]).toEqual(['RIFF', 'WEBP', 'VP8L']);
    expect(losslessSize(webp)).toEqual({ width: 160, height: 120 });
    expect(webp.length).toBeLessThan(res.body.data.sizeBytes);
    // The copy's address answers only as WebP, and the PNG's only as PNG.
    expect((await k.app.request(image.webpUrl.replace('.webp', '.png'))).status).toBe(404);
    expect((await k.app.request(res.body.data.url.replace('.png', '.webp'))).status).toBe(404);
  });

  it('keeps a lossy WebP copy of a photograph and drops it with the image', async () => {
    const res = await uploadImage(k, catalogue, CAT, { bytes: sampleJpeg(200, 150), name: 'vial.jpg', type: 'image/jpeg' });
    expect(res.status).toBe(200);
    const images = (await k.call('GET', `/product/${CAT}`)).body.data.images as { url: string; webpUrl: string | null }[];
    const photo = images.find((i) => i.url === res.body.data.url)!;
    const webp = new Uint8Array(await (await k.app.request(photo.webpUrl!)).arrayBuffer());
    expect([fourCc(webp, 0), fourCc(webp, 12)]).toEqual(['RIFF', 'VP8 ']);

    const webpSha = photo.webpUrl!.slice('/api/v1/images/'.length, -'.webp'.length);
    expect(await stored(webpSha)).toBeDefined();
    expect((await k.call('DELETE', `/admin/products/${CAT}/images/${res.body.data.id}`, { token: catalogue })).status).toBe(200);
    expect(await stored(webpSha)).toBeUndefined();
    expect((await k.app.request(photo.webpUrl!)).status).toBe(404);
  });
});
