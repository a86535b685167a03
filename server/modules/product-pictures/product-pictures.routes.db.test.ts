import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { ProductRow } from '../../../src/contracts/catalogue.ts';
import { drawnPictures, products } from '../../db/schema/index.ts';
import { getData, testApp } from '../../test/app.ts';
import { describeEachDatabase } from '../../test/databases.ts';

describeEachDatabase('drawn product pictures', (database) => {
  const app = () => testApp(database().db);
  const firstRow = async () => ((await getData(app(), '/product?size=1')) as { list: ProductRow[] }).list[0]!;
  const get = (url: string, headers: Record<string, string> = {}) => app().request(url, { headers });

  it('draws a product without a photograph once, serves it for good, and moves its address when the label changes', async () => {
    const { db } = database();
    const row = await firstRow();
    expect(row.picture.drawn).toBe(true);
    const res = await get(row.picture.url);
    expect(res.status, await res.clone().text()).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toContain('immutable');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(new TextDecoder().decode(bytes.subarray(0, 4))).toBe('RIFF');
    // Kept in the database: the next request (any process) reads the same bytes instead of drawing again.
    const kept = await db.select().from(drawnPictures).where(eq(drawnPictures.productId, row.id));
    expect(kept).toHaveLength(1);
    expect(new Uint8Array(await (await get(row.picture.url)).arrayBuffer())).toEqual(bytes);
    expect((await get(row.picture.url, { 'if-none-match': res.headers.get('etag')! })).status).toBe(304);

    // A new name: a new address; the old one is gone and the old drawing removed when the new one is made.
    await db.update(products).set({ nameEn: `${row.name} (new)` }).where(eq(products.id, row.id));
    const renamed = await firstRow();
    expect(renamed.picture.url).not.toBe(row.picture.url);
    expect((await get(row.picture.url)).status).toBe(404);
    expect((await get(renamed.picture.url)).status).toBe(200);
    const now = await db.select({ key: drawnPictures.key }).from(drawnPictures).where(eq(drawnPictures.productId, row.id));
    expect(now.map((r) => r.key)).toEqual([renamed.picture.url.split('/').pop()!.replace('.webp', '')]);

    // A hidden product has no public picture.
    await db.update(products).set({ visible: false }).where(eq(products.id, row.id));
    expect((await get(renamed.picture.url)).status).toBe(404);
    await db.update(products).set({ visible: true, nameEn: row.name }).where(eq(products.id, row.id));
  });

  it('gives the product page and its related products the picture of each product\'s current label', async () => {
    const detail = (await getData(app(), '/product/CYT-H0201')) as { picture: { url: string }; related: { picture: { url: string } }[] };
    expect(detail.related.length).toBeGreaterThan(0);
    for (const url of [detail.picture.url, ...detail.related.map((r) => r.picture.url)]) expect((await get(url)).status, url).toBe(200);
  });

  it('refuses a malformed key with 400 and an unknown product with 404', async () => {
    expect((await get('/api/v1/product-picture/CYT-H0201/abc.webp')).status).toBe(400);
    expect((await get(`/api/v1/product-picture/ZZZ-0000/${'0'.repeat(20)}.webp`)).status).toBe(404);
  });
});
