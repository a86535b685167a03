import { expect, it } from 'vitest';
import { buildCategories } from '../../demo/categories.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { getJson, testApp } from '../../test/app.ts';

describeEachDatabase('new products of a New Products menu node', (database) => {
  const app = () => testApp(database().db);
  const areas = buildCategories().newProductAreas.filter((a) => a.productCategoryIds.length > 0);

  it('lists only new products of the linked product categories (category_links)', async () => {
    const area = areas[0]!;
    const { status, body } = await getJson(app(), `/product?newAreaId=${area.id}&size=100`);
    expect(status).toBe(200);
    expect(body.data.total).toBeGreaterThan(0);
    for (const p of body.data.list) expect(p.isNew).toBe(true);
    const all = await getJson(app(), '/product?isNew=true&size=1');
    expect(body.data.total).toBeLessThanOrEqual(all.body.data.total);
  });

  it('rejects a malformed newAreaId naming the field', async () => {
    const { status, body } = await getJson(app(), '/product?newAreaId=abc');
    expect(status).toBe(400);
    expect(body.data.fields[0].field).toBe('newAreaId');
  });
});
