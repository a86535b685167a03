import { count } from 'drizzle-orm';
import { distributorItemSchema } from '../../../src/contracts/content.ts';
import { expect, it } from 'vitest';
import { citations } from '../../db/schema/index.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { testApp } from '../../test/app.ts';
import { apiChecks, type Paged } from '../../test/api-checks.ts';

const ZH = { 'x-lang': 'zh' };
const HAN = /\p{Script=Han}/u;

type Citation = { id: number; year: number; impactFactor: number; productId: number | null; title: string; product: { catalogNumber: string } | null };

describeEachDatabase('content API: citations, distributors, resources, job posts', (database) => {
  const app = () => testApp(database().db);
  const { data, expect400, checkPaging, commonPaging400 } = apiChecks(app);


  it('GET /reference pages citations by year, then impact factor, with filters', async () => {
    const page: Paged<Citation> = await checkPaging('/reference', 50);
    for (let k = 1; k < page.list.length; k++) {
      const [a, b] = [page.list[k - 1]!, page.list[k]!];
      expect(a.year > b.year || (a.year === b.year && a.impactFactor >= b.impactFactor)).toBe(true);
    }
    expect(page.list[0]).toMatchObject({ title: expect.any(String), journal: expect.any(String), impactFactor: expect.any(Number), doi: expect.any(String) });
    const linked = page.list.find((c) => c.productId !== null)!;
    expect(linked.product).toMatchObject({ id: linked.productId, catalogNumber: expect.any(String), name: expect.any(String) });

    const byProduct: Paged<Citation> = await data(`/reference?productId=${linked.productId}&size=100`);
    expect(byProduct.total).toBeGreaterThan(0);
    expect(byProduct.list.every((c) => c.productId === linked.productId)).toBe(true);
    const y2019: Paged<Citation> = await data('/reference?year=2019&size=100');
    expect(y2019.total).toBeGreaterThan(100);
    expect(y2019.list.every((c) => c.year === 2019)).toBe(true);
    const word = linked.title.split(' ').find((w) => w.length > 4)!;
    const byTitle: Paged<Citation> = await data(`/reference?keyword=${encodeURIComponent(word.toUpperCase())}&size=100`);
    expect(byTitle.total).toBeGreaterThan(0);
    expect(byTitle.list.every((c) => c.title.toLowerCase().includes(word.toLowerCase()))).toBe(true);
    expect((await data('/reference?year=1999')).total).toBe(0);
  });

  it('GET /reference rejects bad parameters with 400 naming the field', async () => {
    await commonPaging400('/reference', { 'year=abc': 'year', 'year=20210': 'year', 'productId=-1': 'productId' });
  });

  it('GET /reference/stats computes the citation facts from the data', async () => {
    const stats = await data('/reference/stats');
    // About 1,500 citations by the end of 2021, highest impact factor 54.94, average 6.03.
    const [rows] = await database().db.select({ n: count() }).from(citations);
    expect(stats).toEqual({ count: rows!.n, countThrough2021: expect.any(Number), maxImpactFactor: 54.94, meanImpactFactor: 6.03 });
    expect(stats.countThrough2021).toBeGreaterThanOrEqual(1400);
    expect(stats.countThrough2021).toBeLessThanOrEqual(1600);
  });

  it('GET /distributor lists distributors with their area, filtered by area', async () => {
    const all = await data('/distributor');
    for (const item of all) distributorItemSchema.parse(item);
    expect(all.length).toBeGreaterThan(5);
    expect(all[0]).toEqual({
      id: expect.any(Number), name: expect.any(String), area: { id: expect.any(Number), name: expect.any(String) },
      contact: expect.any(String), phone: expect.any(String), email: expect.stringContaining('@'), address: expect.any(String),
    });
    const areaId = all[0].area.id;
    const inArea = await data(`/distributor?areaId=${areaId}`);
    expect(inArea.length).toBe(all.filter((d: { area: { id: number } }) => d.area.id === areaId).length);
    const zh = await data(`/distributor?areaId=${areaId}`, ZH);
    expect(zh[0].name).toMatch(HAN);
    expect(zh[0].area.name).not.toBe(inArea[0].area.name);
    expect(await data('/distributor?areaId=999999')).toEqual([]);
    await expect400('/distributor?areaId=abc', 'areaId');
  });

  it('GET /resource pages documents, filtered by kind and category', async () => {
    const all: Paged<{ id: number; kind: string; sizeBytes: number; title: string }> = await checkPaging('/resource', 4);
    expect(all.list[0]).toEqual({ id: expect.any(Number), kind: expect.any(String), title: expect.any(String), fileName: expect.any(String), sizeBytes: expect.any(Number), publishedAt: expect.any(String) });
    const kind = all.list[0]!.kind;
    const ofKind: Paged<{ kind: string }> = await data(`/resource?kind=${kind}&size=100`);
    expect(ofKind.total).toBeGreaterThan(0);
    expect(ofKind.list.every((r) => r.kind === kind)).toBe(true);
    expect((await data('/resource?categoryId=999999')).total).toBe(0);
    // Documents hang on product categories: the Products root (1) takes in every one below it.
    expect((await data('/resource?categoryId=1&size=1')).total).toBe(all.total);
    expect((await data('/resource', ZH)).list[0].title).not.toBe(all.list[0]!.title);
    await commonPaging400('/resource', { 'kind=nope': 'kind', 'categoryId=abc': 'categoryId' });
  });

  it('GET /recruitment_needs pages job posts with lines as arrays, filtered by hot', async () => {
    const all: Paged<{ id: number; isHot: boolean; welfare: string[]; content: string[]; requirements: string[]; title: string }> = await checkPaging('/recruitment_needs', 3);
    const post = all.list[0]!;
    expect(post).toMatchObject({ title: expect.any(String), department: expect.any(String), location: expect.any(String), salary: expect.any(String), headcount: expect.any(Number) });
    for (const lines of [post.welfare, post.content, post.requirements]) {
      expect(lines.length).toBeGreaterThan(0);
      expect(lines.every((l) => l.length > 0 && !l.includes('\n'))).toBe(true);
    }
    const hot: Paged<{ isHot: boolean }> = await data('/recruitment_needs?hot=true&size=100');
    expect(hot.total).toBeGreaterThan(0);
    expect(hot.list.every((p) => p.isHot)).toBe(true);
    expect((await data('/recruitment_needs', ZH)).list[0].title).toMatch(HAN);
    await commonPaging400('/recruitment_needs', { 'hot=maybe': 'hot' });

    const config = await data('/recruitment_needs/config');
    expect(config.recruitmentUrl).toMatch(/^https?:\/\//);
    expect(config.hotCount).toBe(hot.total);
    expect(new Set(config.departments).size).toBe(config.departments.length);
    const everyDept = new Set((await data('/recruitment_needs?size=100')).list.map((p: { department: string }) => p.department));
    expect(new Set(config.departments)).toEqual(everyDept);
    expect((await data('/recruitment_needs/config', ZH)).departments[0]).toMatch(HAN);
  });
});
