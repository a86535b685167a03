import { expect, it } from 'vitest';
import { relatedProductSchema } from '../../../src/contracts/catalogue.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { getJson, testApp } from '../../test/app.ts';
import { apiChecks } from '../../test/api-checks.ts';

describeEachDatabase('GET /relaies: a product\'s related products', (database) => {
  const app = () => testApp(database().db);
  const { expect400, expect404 } = apiChecks(app);

  it('lists the same products, in the same order, as the product detail, named in the language asked', async () => {
    const detail = (await getJson(app(), '/product/CYT-H0201')).body.data as { related: unknown[] };
    expect(detail.related.length).toBeGreaterThan(0);
    const en = await getJson(app(), '/relaies?catalogNumber=CYT-H0201');
    expect(en.status).toBe(200);
    expect(en.body.data).toEqual(detail.related);
    for (const row of en.body.data) relatedProductSchema.parse(row);
    const zh = await getJson(app(), '/relaies?catalogNumber=CYT-H0201', { 'x-lang': 'zh' });
    const zhDetail = (await getJson(app(), '/product/CYT-H0201', { 'x-lang': 'zh' })).body.data as { related: { name: string }[] };
    expect(zh.body.data.map((r: { name: string }) => r.name)).toEqual(zhDetail.related.map((r) => r.name));
    expect(zh.body.data[0].name).not.toBe(en.body.data[0].name);
  });

  it('answers 404 for an unknown product and 400 naming catalogNumber when it is missing or malformed', async () => {
    await expect404('/relaies?catalogNumber=CYT-Z9999');
    await expect400('/relaies', 'catalogNumber');
    await expect400('/relaies?catalogNumber=%3Cscript%3E', 'catalogNumber');
  });
});
