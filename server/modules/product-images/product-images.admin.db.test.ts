import { and, eq } from 'drizzle-orm';
import jpeg from 'jpeg-js';
import { beforeAll, expect, it } from 'vitest';
import { auditLog, documentFiles, productImages } from '../../db/schema/index.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { adminSession, type AdminKit } from '../admin/admin.test-kit.ts';
import { UPNG } from './image-check.ts';
import { handmadePng, pixelAt, sampleJpeg, uploadImage } from './product-images.test-kit.ts';

const CAT = 'CYT-H0202';
const text = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1');

describeEachDatabase('product images in the back office: decoded, re-encoded, audited, served by content address', (database) => {
  const db = () => database().db;
  let k: AdminKit;
  let catalogue: string;
  const auditRows = (action: string) => db().select().from(auditLog).where(and(eq(auditLog.entity, 'product-image'), eq(auditLog.entityKey, CAT), eq(auditLog.action, action)));
  const stored = async (sha256: string) => (await db().select().from(documentFiles).where(eq(documentFiles.sha256, sha256)))[0]?.bytes;

  beforeAll(async () => {
    ({ k, token: catalogue } = await adminSession(db(), ['catalogue']));
  });

  it('refuses a visitor (401) and staff without the catalogue permission (403), writing nothing', async () => {
    const png = { bytes: handmadePng(4, 3), name: 'a.png' };
    expect((await uploadImage(k, undefined, CAT, png)).status).toBe(401);
    const content = (await k.newStaff(['content'])).token;
    expect((await uploadImage(k, content, CAT, png)).status).toBe(403);
    expect((await k.call('DELETE', `/admin/products/${CAT}/images/1`, { token: content })).status).toBe(403);
    expect(await db().select().from(productImages)).toEqual([]);
  });

  it('re-encodes a PNG without its metadata, audits it, shows it on the product and serves it with ETag and 304', async () => {
    const upload = handmadePng(5, 4);
    const res = await uploadImage(k, catalogue, CAT.toLowerCase(), { bytes: upload, name: 'photo.png' }, { altEn: 'Vial and box', altZh: '试剂瓶与包装盒' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ contentType: 'image/png', width: 5, height: 4, altEn: 'Vial and box' });
    const bytes = (await stored(res.body.data.sha256))!;
    expect(Buffer.from(bytes).equals(Buffer.from(upload))).toBe(false);
    expect(text(bytes)).not.toContain('camera serial');
    const decoded = UPNG.decode(new Uint8Array(bytes).buffer);
    expect(new Uint8Array(UPNG.toRGBA8(decoded)[0]!).slice(4 * 6, 4 * 7)).toEqual(new Uint8Array(pixelAt(1, 1)));
    const audit = await auditRows('create');
    expect(audit).toHaveLength(1);
    expect(audit[0]!.after).toMatchObject({ sha256: res.body.data.sha256, width: 5, height: 4 });

    const en = await k.call('GET', `/product/${CAT}`);
    expect(en.body.data.images).toEqual([expect.objectContaining({ url: res.body.data.url, alt: 'Vial and box', width: 5, height: 4 })]);
    const zh = await k.call('GET', `/product/${CAT}`, { headers: { 'x-lang': 'zh' } });
    expect(zh.body.data.images[0].alt).toBe('试剂瓶与包装盒');

    const served = await k.app.request(res.body.data.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('etag')).toBe(`"${res.body.data.sha256}"`);
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(Buffer.from(bytes))).toBe(true);
    expect((await k.app.request(res.body.data.url, { headers: { 'if-none-match': `"${res.body.data.sha256}"` } })).status).toBe(304);
    expect((await k.app.request(res.body.data.url.replace('.png', '.jpg'))).status).toBe(404);
  });

  it('re-encodes a JPEG (comment gone) and drops what a polyglot PNG carries after its end', async () => {
    const upload = sampleJpeg(16, 8);
    const res = await uploadImage(k, catalogue, CAT, { bytes: upload, name: 'photo.jpeg', type: 'image/jpeg' });
    expect(res.body.data).toMatchObject({ contentType: 'image/jpeg', width: 16, height: 8 });
    const bytes = (await stored(res.body.data.sha256))!;
    expect(Buffer.from(bytes).equals(Buffer.from(upload))).toBe(false);
    expect(text(bytes)).not.toContain('camera serial');
    expect(jpeg.decode(bytes, { useTArray: true })).toMatchObject({ width: 16, height: 8 });

    const payload = 'PK\u0003\u0004<script>alert(1)</script>';
    const polyglot = Buffer.concat([handmadePng(3, 3), Buffer.from(payload, 'latin1')]);
    const poly = await uploadImage(k, catalogue, CAT, { bytes: polyglot, name: 'archive.png' });
    expect(poly.status).toBe(200);
    const kept = (await stored(poly.body.data.sha256))!;
    expect(text(kept)).not.toContain('<script>');
    expect(UPNG.decode(new Uint8Array(kept).buffer)).toMatchObject({ width: 3, height: 3 });
  });

  it('refuses a text file named .png, a PNG past 4000 pixels and a missing file with a translated 400 naming the field', async () => {
    const before = await db().select().from(productImages);
    const fake = await uploadImage(k, catalogue, CAT, { bytes: new TextEncoder().encode('just text, honestly'), name: 'photo.png', type: 'image/png' });
    expect(fake.status).toBe(400);
    expect(fake.body.data.fields).toEqual([{ field: 'file', message: 'The file is not a PNG or JPEG image that can be read' }]);
    const zh = await uploadImage(k, catalogue, CAT, { bytes: new TextEncoder().encode('<svg/>'), name: 'a.png' }, {}, 'zh');
    expect(zh.body.data.fields).toEqual([{ field: 'file', message: '该文件不是可读取的 PNG 或 JPEG 图片' }]);
    const wide = await uploadImage(k, catalogue, CAT, { bytes: handmadePng(4001, 1), name: 'wide.png' });
    expect(wide.body.data.fields).toEqual([{ field: 'file', message: 'The image is larger than 4000 × 4000 pixels' }]);
    expect((await uploadImage(k, catalogue, CAT, null)).body.data.fields[0].field).toBe('file');
    expect((await uploadImage(k, catalogue, 'NOPE-0000', { bytes: handmadePng(2, 2), name: 'a.png' })).body.data.fields[0].field).toBe('catalogNumber');
    expect(await db().select().from(productImages)).toEqual(before);
  });

  it('orders the images (every id once) and deletes one with its bytes, each audited', async () => {
    const list = (await k.call('GET', `/admin/products/${CAT}/images`, { token: catalogue })).body.data as { id: number; url: string; sha256: string }[];
    expect(list.length).toBeGreaterThanOrEqual(3);
    const reversed = list.map((i) => i.id).reverse();
    const ordered = await k.call('PUT', `/admin/products/${CAT}/images/order`, { token: catalogue, body: { ids: reversed } });
    expect(ordered.body.data.map((i: { id: number }) => i.id)).toEqual(reversed);
    expect((await k.call('GET', `/product/${CAT}`)).body.data.images[0].url).toBe(list.at(-1)!.url);
    const partial = await k.call('PUT', `/admin/products/${CAT}/images/order`, { token: catalogue, body: { ids: reversed.slice(1) } });
    expect(partial.body.data.fields).toEqual([{ field: 'ids', message: 'Please list every image of the product once' }]);
    expect(await auditRows('order')).toHaveLength(1);

    const gone = list[0]!;
    expect((await k.call('DELETE', `/admin/products/${CAT}/images/${gone.id}`, { token: catalogue })).status).toBe(200);
    expect((await k.call('DELETE', `/admin/products/${CAT}/images/${gone.id}`, { token: catalogue })).status).toBe(404);
    expect(await stored(gone.sha256)).toBeUndefined();
    expect((await k.app.request(gone.url)).status).toBe(404);
    expect(await auditRows('delete')).toHaveLength(1);
  });
});
