import { expect, it } from 'vitest';
import { INQUIRY } from '../../../src/contracts/price.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { getJson } from '../../test/app.ts';
import { CN, INTL, PRICE, productApi, type Row, ZH } from './product.test-kit.ts';

describeEachDatabase('product list API', (database) => {
  const { app, list, expect400, il2 } = productApi(database);

  it('GET /product lists the first page of 20 with full rows', async () => {
    const data = await list('');
    expect(data).toMatchObject({ page: 1, size: 20 });
    expect(data.list).toHaveLength(20);
    expect(data.total).toBeGreaterThan(100);
    const row = data.list[0]!;
    expect(row).toMatchObject({
      id: expect.any(Number),
      catalogNumber: expect.stringMatching(/^[A-Z0-9-]+$/),
      name: expect.any(String),
      categoryId: expect.any(Number),
      treeName: expect.any(String),
      isNew: expect.any(Boolean),
      isHot: expect.any(Boolean),
    });
    expect(Object.keys(row)).toEqual(expect.arrayContaining(['species', 'proteinTag', 'sizes']));
    const catalogNumbers = data.list.map((r) => r.catalogNumber);
    expect(catalogNumbers).toEqual([...catalogNumbers].sort());
    const sizes = data.list.flatMap((r) => r.sizes);
    expect(sizes.length).toBeGreaterThan(20);
    for (const s of sizes) expect(s).toMatchObject({ id: expect.any(Number), size: expect.any(String), price: expect.any(String) });
  });

  it('names products and their categories in the page language', async () => {
    const en = await list('?size=5');
    const zh = await list('?size=5', ZH);
    expect(zh.list.map((r) => r.id)).toEqual(en.list.map((r) => r.id));
    expect(zh.list[0]!.name).not.toBe(en.list[0]!.name);
    expect((zh.list[0] as unknown as { treeName: string }).treeName).toMatch(/\p{Script=Han}/u);
    const zhIl2 = (await il2()) as unknown as { species: unknown; proteinTag: unknown };
    expect(zhIl2.species).toEqual({ value: 'human', label: '人' });
  });

  it('pages without overlap and with a stable total', async () => {
    const p1 = await list('?page=1&size=7');
    const p2 = await list('?page=2&size=7');
    expect(p2).toMatchObject({ page: 2, size: 7, total: p1.total });
    expect(p2.list).toHaveLength(7);
    const ids1 = new Set(p1.list.map((r) => r.id));
    expect(p2.list.some((r) => ids1.has(r.id))).toBe(false);
    const lastPage = Math.ceil(p1.total / 7);
    expect((await list(`?page=${lastPage}&size=7`)).list.length).toBe(p1.total - (lastPage - 1) * 7);
    expect((await list(`?page=${lastPage + 1}&size=7`)).list).toEqual([]);
    expect((await list('?size=100')).list).toHaveLength(100);
  });

  it('rejects bad query values with 400 naming the field', async () => {
    await expect400('/product?page=0', 'page');
    await expect400('/product?page=abc', 'page');
    await expect400('/product?size=1000', 'size');
    await expect400('/product?size=0', 'size');
    await expect400('/product?categoryId=abc', 'categoryId');
    await expect400('/product?categoryId=99999999999', 'categoryId');
    await expect400('/product?isNew=maybe', 'isNew');
    await expect400('/product?isHot=yes', 'isHot');
    await expect400(`/product?keyword=${'x'.repeat(101)}`, 'keyword');
  });

  it('filters by category including every descendant category', async () => {
    const all = await list('?size=1');
    expect((await list('?categoryId=1&size=1')).total).toBe(all.total);
    const tree = (await getJson(app(), '/tree_structure?pid=1')).body.data as { id: number; children: { id: number }[] }[];
    const area = tree.find((n) => n.children.length > 1)!;
    const areaRows = await list(`?categoryId=${area.id}&size=100`);
    expect(areaRows.total).toBeGreaterThan(0);
    let sum = 0;
    for (const child of area.children) sum += (await list(`?categoryId=${child.id}&size=1`)).total;
    expect(sum).toBe(areaRows.total);
    expect(areaRows.list.every((r) => (r as unknown as { categoryId: number }).categoryId !== area.id)).toBe(true);
    expect((await list('?categoryId=2147483647')).total).toBe(0);
  });

  it('filters new and hot products and searches catalog numbers and both names', async () => {
    const isNew = await list('?isNew=true&size=100');
    expect(isNew.total).toBeGreaterThan(0);
    expect(isNew.list.every((r) => r.isNew)).toBe(true);
    const hot = await list('?isHot=1&size=100');
    expect(hot.list.length).toBeGreaterThan(0);
    expect(hot.list.every((r) => r.isHot)).toBe(true);
    const notHot = await list('?isHot=false&size=1');
    expect(notHot.total + hot.total).toBe((await list('?size=1')).total);

    const product = await il2();
    expect(product.name).toContain('重组人白介素-2');
    const en = await list(`?keyword=${encodeURIComponent(product.catalogNumber.toLowerCase())}`);
    expect(en.list.map((r) => r.id)).toContain(product.id);
    expect((await list('?keyword=%25')).total).toBe(0); // a literal "%", not a wildcard
  });

  it('shows prices to visitors in China and only Inquiry to everyone else', async () => {
    const cn = await getJson(app(), '/product?size=100', CN);
    const prices = (cn.body.data.list as Row[]).flatMap((r) => r.sizes.map((s) => s.price));
    expect(prices.some((p) => PRICE.test(p))).toBe(true);
    expect(prices.every((p) => PRICE.test(p) || p === INQUIRY)).toBe(true);

    const intl = await getJson(app(), '/product?size=100', INTL);
    const intlPrices = (intl.body.data.list as Row[]).flatMap((r) => r.sizes.map((s) => s.price));
    expect(intlPrices.length).toBe(prices.length);
    expect(intlPrices.every((p) => p === INQUIRY)).toBe(true);
    expect(JSON.stringify(intl.body)).not.toContain('¥');
  });


  it('GET /popular_product lists hot products, 8 by default, in the list row shape', async () => {
    const { body } = await getJson(app(), '/popular_product', CN);
    expect(body.data).toHaveLength(8);
    expect(body.data.every((r: Row) => r.isHot)).toBe(true);
    expect(body.data[0]).toMatchObject({ catalogNumber: expect.any(String), treeName: expect.any(String), sizes: expect.any(Array) });
    expect(JSON.stringify(body)).toContain('¥');
    expect((await getJson(app(), '/popular_product?number=3')).body.data).toHaveLength(3);
    const zh = (await getJson(app(), '/popular_product?number=3', ZH)).body.data;
    expect(zh[0].name).not.toBe((await getJson(app(), '/popular_product?number=3')).body.data[0].name);
    const intl = await getJson(app(), '/popular_product?number=20', INTL);
    expect(JSON.stringify(intl.body)).not.toContain('¥');
    await expect400('/popular_product?number=21', 'number');
    await expect400('/popular_product?number=0', 'number');
    await expect400('/popular_product?number=x', 'number');
  });
});
