import { count, eq, inArray } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { productDetailSchema, type ProductDetail, type ProductRow } from '../../../src/contracts/catalogue.ts';
import { citations, products, productSizes } from '../../db/schema/index.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { getData, getJson, testApp } from '../../test/app.ts';

const ZH = { 'x-lang': 'zh' };
const HAN = /[\u4e00-\u9fff]/;

describeEachDatabase('product specification and stock in the API', (database) => {
  const app = () => testApp(database().db);
  const detail = async (catalogNumber: string, headers: Record<string, string> = {}) =>
    productDetailSchema.parse(await getData(app(), `/product/${catalogNumber}`, headers)) as ProductDetail;

  it('GET /product/:catalogNumber carries the datasheet values as stored, prose in the page language', async () => {
    const [row] = await database().db.select().from(products).where(eq(products.catalogNumber, 'CYT-H0201'));
    const en = await detail('CYT-H0201');
    const zh = await detail('CYT-H0201', ZH);
    expect(en.specification).toMatchObject({
      mwPredictedKda: row!.mwPredictedKda,
      mwObservedKda: row!.mwObservedKda,
      purityPercent: row!.purityPercent,
      purityMethod: 'SDS-PAGE',
      expressionHost: 'E. coli',
      accession: 'P60568',
      constructRange: 'Ala21-Thr153',
      tag: null,
      shippingTemperature: row!.shippingTemperature,
      ed50NgPerMl: row!.ed50NgPerMl,
    });
    expect(en.specification.purityPercent).toBeGreaterThanOrEqual(90);
    expect(en.specification.activity).toContain('CTLL-2');
    expect([en.specification.formulation, en.specification.storage, en.specification.activity]).toEqual([row!.formulationEn, row!.storageEn, row!.activityEn]);
    expect([zh.specification.formulation, zh.specification.storage, zh.specification.reconstitution]).toEqual([row!.formulationZh, row!.storageZh, row!.reconstitutionZh]);
    for (const text of [zh.specification.formulation, zh.specification.storage, zh.specification.activity]) expect(text).toMatch(HAN);
    expect(zh.specification.mwPredictedKda).toBe(en.specification.mwPredictedKda);
  });

  it('names a tag with its position in the page language', async () => {
    const [row] = await database().db.select().from(products).where(eq(products.catalogNumber, 'TGP-H0101'));
    const position = row!.tagPosition === 'n_term' ? ['N-terminus', 'N端'] : ['C-terminus', 'C端'];
    expect((await detail('TGP-H0101')).specification.tag).toBe(`His (${position[0]})`);
    expect((await detail('TGP-H0101', ZH)).specification.tag).toBe(`His（${position[1]}）`);
  });

  it('gives every size its stock state and lead time, in display order', async () => {
    const en = await detail('CYT-H0201');
    const stored = await database()
      .db.select({ id: productSizes.id, stock: productSizes.stock, leadTimeDays: productSizes.leadTimeDays })
      .from(productSizes)
      .where(inArray(productSizes.id, en.sizes.map((s) => s.id)));
    const byId = new Map(stored.map((s) => [s.id, s]));
    expect(en.sizes.length).toBeGreaterThan(0);
    for (const s of en.sizes) expect({ stock: s.stock, leadTimeDays: s.leadTimeDays }).toEqual({ stock: byId.get(s.id)!.stock, leadTimeDays: byId.get(s.id)!.leadTimeDays });
    expect(en.sizes.every((s) => s.stock !== null)).toBe(true);
    // Somewhere in the catalogue a size ships after a lead time: it says how many days.
    const [lead] = await database().db.select().from(productSizes).where(eq(productSizes.stock, 'lead_time')).limit(1);
    const [owner] = await database().db.select().from(products).where(eq(products.id, lead!.productId));
    const size = (await detail(owner!.catalogNumber)).sizes.find((s) => s.id === lead!.id)!;
    expect(size).toMatchObject({ stock: 'lead_time', leadTimeDays: expect.any(Number) });
  });

  it('lists products with how many publications cite each', async () => {
    const { body } = await getJson(app(), '/product?size=100');
    const list = body.data.list as ProductRow[];
    const counts = await database()
      .db.select({ productId: citations.productId, n: count() })
      .from(citations)
      .where(inArray(citations.productId, list.map((r) => r.id)))
      .groupBy(citations.productId);
    const expected = new Map(counts.map((c) => [c.productId, c.n]));
    expect(list.map((r) => r.citationCount)).toEqual(list.map((r) => expected.get(r.id) ?? 0));
    expect(list.some((r) => r.citationCount > 0)).toBe(true);
  });
});
