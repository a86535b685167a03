import { count } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { products } from '../../db/schema/index.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { adminSession, type AdminKit } from '../admin/admin.test-kit.ts';
import { sampleJpeg, uploadImage } from '../product-images/product-images.test-kit.ts';

describeEachDatabase('back-office products: which lack a photograph', (database) => {
  const db = () => database().db;
  let k: AdminKit;
  let token: string;
  beforeAll(async () => {
    ({ k, token } = await adminSession(db(), ['catalogue']));
  });
  const listOf = async (query: string) => (await k.call('GET', `/admin/products?size=100${query}`, { token })).body.data;

  it('filters on the server by lacking a photo, counts them, and a photo takes a product off the list; the storefront shows the photo', async () => {
    const total = (await db().select({ total: count() }).from(products))[0]!.total;
    const before = await listOf('&noPhoto=1');
    expect(before.withoutPhoto).toBe(before.total);
    expect(before.list.every((p: { photos: number }) => p.photos === 0)).toBe(true);
    const target = before.list[0].catalogNumber as string;
    const res = await uploadImage(k, token, target, { bytes: sampleJpeg(64, 48), name: 'vial.jpg' });
    expect(res.status).toBe(200);
    const after = await listOf('&noPhoto=1');
    expect(after.total).toBe(before.total - 1);
    expect(after.list.some((p: { catalogNumber: string }) => p.catalogNumber === target)).toBe(false);
    const withPhoto = await listOf(`&noPhoto=0&q=${target}`);
    expect(withPhoto.list.map((p: { catalogNumber: string; photos: number }) => [p.catalogNumber, p.photos])).toEqual([[target, 1]]);
    expect((await listOf('')).total).toBe(total);
    const detail = (await k.call('GET', `/product/${target}`, {})).body.data;
    expect(detail.picture).toMatchObject({ width: 64, height: 48, drawn: false });
  });

  it('refuses a bad flag with 400 naming noPhoto', async () => {
    const res = await k.call('GET', '/admin/products?noPhoto=maybe', { token });
    expect(res.status).toBe(400);
    expect(res.body.data.fields.map((f: { field: string }) => f.field)).toContain('noPhoto');
  });
});
