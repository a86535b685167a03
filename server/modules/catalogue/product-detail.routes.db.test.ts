import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { INQUIRY } from '../../../src/contracts/price.ts';
import { products } from '../../db/schema/index.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { getJson } from '../../test/app.ts';
import { CN, INTL, PRICE, productApi, ZH } from './product.test-kit.ts';

describeEachDatabase('product detail API', (database) => {
  const { app, list, il2 } = productApi(database);

  it('GET /product/:catalogNumber gives the detail with path, sizes, related products and citations', async () => {
    const { catalogNumber, id } = await il2();
    const { status, body } = await getJson(app(), `/product/${catalogNumber}`, CN);
    expect(status).toBe(200);
    const d = body.data;
    expect(d).toMatchObject({ id, catalogNumber, name: 'Recombinant Human IL-2 Protein', isHot: true });
    expect(d.description.length).toBeGreaterThan(20);
    expect(typeof d.troubleshooting).toBe('string');
    expect(d.species).toEqual({ value: 'human', label: 'Human' });
    expect(d.breadcrumb[0]).toEqual({ id: 1, name: 'Products' });
    expect(d.breadcrumb.at(-1).id).toBe(d.categoryId);
    expect(d.breadcrumb.length).toBeGreaterThanOrEqual(3);
    expect(d.sizes.every((s: { price: string }) => PRICE.test(s.price))).toBe(true);
    for (const r of d.related) expect(r).toMatchObject({ id: expect.any(Number), catalogNumber: expect.any(String), name: expect.any(String) });
    expect(d.citations.total).toBeGreaterThan(0);
    expect(d.citations.list.length).toBe(Math.min(20, d.citations.total));
    const years = d.citations.list.map((c: { year: number }) => c.year);
    expect(years).toEqual([...years].sort((a, b) => b - a));
    expect(d.citations.list.every((c: { productId: number }) => c.productId === id)).toBe(true);

    const zh = await getJson(app(), `/product/${catalogNumber}`, ZH);
    expect(zh.body.data.name).toContain('重组人白介素-2');
    expect(zh.body.data.breadcrumb[0]).toEqual({ id: 1, name: '产品中心' });
    expect(zh.body.data.description).not.toBe(d.description);
  });

  it('GET /product/:catalogNumber shows only Inquiry outside China', async () => {
    const { catalogNumber } = await il2();
    const { body } = await getJson(app(), `/product/${catalogNumber}`, INTL);
    expect(body.data.sizes.length).toBeGreaterThan(0);
    expect(body.data.sizes.every((s: { price: string }) => s.price === INQUIRY)).toBe(true);
    expect(JSON.stringify(body)).not.toContain('¥');
  });

  it('answers 404 for unknown and 400 for malformed catalog numbers', async () => {
    for (const path of ['/product/NOPE-0000', '/product/NOPE-0000/seo']) {
      const { status, body } = await getJson(app(), path);
      expect(status, path).toBe(404);
      expect(body.code).toBe('E0404');
    }
    for (const bad of ['bad%20number', 'x'.repeat(41), 'a_b', '%E7%99%BD']) {
      for (const suffix of ['', '/seo', '/isExist']) {
        const { status, body } = await getJson(app(), `/product/${bad}${suffix}`);
        expect(status, bad + suffix).toBe(400);
        expect(body.data.fields[0].field).toBe('catalogNumber');
        expect(body.msg).toContain('letters, digits and dashes');
      }
    }
  });

  it('GET /product/:catalogNumber/seo gives localized SEO fields, falling back to name and description', async () => {
    const { catalogNumber, id } = await il2();
    const en = (await getJson(app(), `/product/${catalogNumber}/seo`)).body.data;
    const zh = (await getJson(app(), `/product/${catalogNumber}/seo`, ZH)).body.data;
    for (const seo of [en, zh]) expect(seo).toEqual({ title: expect.any(String), keywords: expect.any(String), description: expect.any(String) });
    expect(en.title).toContain(catalogNumber);
    expect(zh.title).not.toBe(en.title);

    // Another product with its SEO fields blanked: the name and description stand in.
    const other = (await list('?size=1&isHot=false')).list[0]!;
    await database().db.update(products).set({ seoTitleEn: null, seoKeywordsEn: '', seoDescriptionEn: null }).where(eq(products.id, other.id));
    const fallback = (await getJson(app(), `/product/${other.catalogNumber}/seo`)).body.data;
    const detail = (await getJson(app(), `/product/${other.catalogNumber}`)).body.data;
    expect(fallback.title).toBe(detail.name);
    expect(fallback.keywords).toContain(other.catalogNumber);
    expect(fallback.description).toBe(detail.description);
    expect(id).not.toBe(other.id);
  });

  it('GET /product/:catalogNumber/isExist answers true or false', async () => {
    const { catalogNumber } = await il2();
    expect((await getJson(app(), `/product/${catalogNumber}/isExist`)).body).toMatchObject({ code: 'E0001', data: true });
    expect((await getJson(app(), '/product/NOPE-0000/isExist')).body).toMatchObject({ code: 'E0001', data: false });
  });
});
