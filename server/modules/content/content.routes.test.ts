import { count, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { articles, banners, citations, services } from '../../db/schema/index.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { getJson, testApp } from '../../test/app.ts';

const ZH = { 'x-lang': 'zh' };
const HAN = /\p{Script=Han}/u;
const HOSTILE_HTML = '<p onclick="steal()">Hi <script>alert(1)</script><img src=x onerror=alert(2)><a href="javascript:alert(3)">x</a><a href="/ok">ok</a></p>';

type Paged<T> = { list: T[]; total: number; page: number; size: number };
type Article = { id: number; kind: string; title: string; publishedAt: string; eventStart: string | null };
type Citation = { id: number; year: number; impactFactor: number; productId: number | null; title: string; product: { catalogNumber: string } | null };

describeEachDatabase('content API', (database) => {
  const app = () => testApp(database().db);
  const data = async (path: string, headers: Record<string, string> = {}) => {
    const { status, body } = await getJson(app(), path, headers);
    expect(status, `${path} ${JSON.stringify(body)}`).toBe(200);
    expect(body.code).toBe('E0001');
    return body.data;
  };
  const expect400 = async (path: string, field: string) => {
    const { status, body } = await getJson(app(), path);
    expect(status, path).toBe(400);
    expect(body.data.fields.map((f: { field: string }) => f.field), path).toContain(field);
    expect(body.msg).toContain(field);
  };
  const expect404 = async (path: string) => {
    const { status, body } = await getJson(app(), path);
    expect(status, path).toBe(404);
    expect(body.code).toBe('E0404');
  };
  /** Checks two consecutive pages of a paged list: sizes, totals and no shared ids. */
  const checkPaging = async <T extends { id: number }>(path: string, size: number): Promise<Paged<T>> => {
    const sep = path.includes('?') ? '&' : '?';
    const p1: Paged<T> = await data(`${path}${sep}page=1&size=${size}`);
    const p2: Paged<T> = await data(`${path}${sep}page=2&size=${size}`);
    expect(p1.total).toBeGreaterThan(size);
    expect(p1).toMatchObject({ page: 1, size });
    expect(p2).toMatchObject({ page: 2, size, total: p1.total });
    expect(p1.list).toHaveLength(size);
    expect(p2.list.length).toBe(Math.min(size, p1.total - size));
    const first = new Set(p1.list.map((r) => r.id));
    expect(p2.list.filter((r) => first.has(r.id))).toEqual([]);
    return p1;
  };
  const commonPaging400 = async (path: string) => {
    await expect400(`${path}?page=0`, 'page');
    await expect400(`${path}?size=1000`, 'size');
    await expect400(`${path}?size=abc`, 'size');
  };

  it('GET /banner/show lists the visible banners in order, per language', async () => {
    const en = await data('/banner/show');
    const zh = await data('/banner/show', ZH);
    const [visible] = await database().db.select({ n: count() }).from(banners).where(eq(banners.visible, true));
    expect(en).toHaveLength(visible!.n);
    expect(en[0]).toEqual({ id: expect.any(Number), title: expect.any(String), subtitle: expect.any(String), imageUrl: expect.stringMatching(/^\//), linkUrl: expect.any(String) });
    expect(zh.map((b: { id: number }) => b.id)).toEqual(en.map((b: { id: number }) => b.id));
    expect(zh[0].title).not.toBe(en[0].title);
  });

  it('GET /article pages articles newest first, of one kind or all', async () => {
    const all: Paged<Article> = await checkPaging('/article', 5);
    const dates = all.list.map((a) => a.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(all.list[0]).toEqual({
      id: expect.any(Number), kind: expect.any(String), title: expect.any(String), summary: expect.any(String),
      publishedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), eventStart: expect.toBeOneOf([null, expect.any(String)]),
      eventEnd: expect.toBeOneOf([null, expect.any(String)]), location: expect.toBeOneOf([null, expect.any(String)]),
    });
    let sum = 0;
    for (const kind of ['news', 'event', 'investor']) {
      const page: Paged<Article> = await data(`/article?kind=${kind}&size=100`);
      expect(page.total).toBeGreaterThan(0);
      expect(page.list.every((a) => a.kind === kind)).toBe(true);
      sum += page.total;
    }
    expect(sum).toBe(all.total);
    const events: Paged<Article> = await data('/article?kind=event');
    expect(events.list.every((a) => a.eventStart !== null)).toBe(true);
    const zh: Paged<Article> = await data('/article?size=5', ZH);
    expect(zh.list[0]!.title).toMatch(HAN);
    expect(zh.list[0]!.title).not.toBe((await data('/article?size=5')).list[0].title);
  });

  it('GET /article?id= gives one article with its body, 404 when unknown', async () => {
    const { list } = (await data('/article?kind=news&size=1')) as Paged<Article>;
    const article = await data(`/article?id=${list[0]!.id}`);
    expect(article).toMatchObject({ ...list[0], body: expect.stringMatching(/^</) });
    expect((await data(`/article?id=${list[0]!.id}`, ZH)).body).toMatch(HAN);
    await expect404('/article?id=999999');
    await expect404(`/article?id=${list[0]!.id}&kind=event`);
  });

  it('GET /article rejects bad parameters with 400 naming the field', async () => {
    await commonPaging400('/article');
    await expect400('/article?kind=nope', 'kind');
    await expect400('/article?id=abc', 'id');
    await expect400('/article?id=0', 'id');
  });

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
    await commonPaging400('/reference');
    await expect400('/reference?year=abc', 'year');
    await expect400('/reference?year=20210', 'year');
    await expect400('/reference?productId=-1', 'productId');
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
    await commonPaging400('/resource');
    await expect400('/resource?kind=nope', 'kind');
    await expect400('/resource?categoryId=abc', 'categoryId');
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
    await commonPaging400('/recruitment_needs');
    await expect400('/recruitment_needs?hot=maybe', 'hot');

    const config = await data('/recruitment_needs/config');
    expect(config.recruitmentUrl).toMatch(/^https?:\/\//);
    expect(config.hotCount).toBe(hot.total);
    expect(new Set(config.departments).size).toBe(config.departments.length);
    const everyDept = new Set((await data('/recruitment_needs?size=100')).list.map((p: { department: string }) => p.department));
    expect(new Set(config.departments)).toEqual(everyDept);
    expect((await data('/recruitment_needs/config', ZH)).departments[0]).toMatch(HAN);
  });

  it('GET /service lists services by menu; /service/menu gives the service tree', async () => {
    const menu = await data('/service/menu');
    const tree = await data('/tree_structure?pid=3');
    expect(menu).toEqual(tree);
    expect(menu.length).toBeGreaterThan(0);
    const all = await data('/service');
    const menuIds = new Set(menu.map((m: { id: number }) => m.id));
    expect(all.every((s: { menuId: number }) => menuIds.has(s.menuId))).toBe(true);
    expect(all[0]).toEqual({ id: expect.any(Number), menuId: expect.any(Number), title: expect.any(String), summary: expect.any(String), body: expect.any(String) });
    const one = await data(`/service?menuId=${all[0].menuId}`);
    expect(one.length).toBeGreaterThan(0);
    expect(one.every((s: { menuId: number }) => s.menuId === all[0].menuId)).toBe(true);
    expect((await data('/service', ZH))[0].title).not.toBe(all[0].title);
    expect(await data('/service?menuId=1')).toEqual([]);
    await expect400('/service?menuId=abc', 'menuId');
  });

  // These write hostile HTML into the (per-file) test database, so they run last.
  it('sanitizes article and service bodies from the database', async () => {
    const { db } = database();
    const [inserted] = await db
      .insert(articles)
      .values({ kind: 'news', titleEn: 't', titleZh: '标题', bodyEn: HOSTILE_HTML, bodyZh: HOSTILE_HTML, publishedAt: '2000-01-01' })
      .returning({ id: articles.id });
    const { body } = await data(`/article?id=${inserted!.id}`);
    expect(body).toBe('<p>Hi <a>x</a><a href="/ok">ok</a></p>');

    const [svc] = await db.select({ id: services.id, categoryId: services.categoryId }).from(services).limit(1);
    await db.update(services).set({ bodyEn: HOSTILE_HTML }).where(eq(services.id, svc!.id));
    const list = await data(`/service?menuId=${svc!.categoryId}`);
    const served = list.find((s: { id: number }) => s.id === svc!.id);
    expect(served.body).toBe('<p>Hi <a>x</a><a href="/ok">ok</a></p>');
    expect(JSON.stringify(list)).not.toMatch(/script|onerror|onclick|javascript:/i);
  });

  it('leaves hidden banners out', async () => {
    const { db } = database();
    const [hidden] = await db
      .insert(banners)
      .values({ titleEn: 'hidden', titleZh: '隐藏', imageUrl: '/x.svg', linkUrl: '/', visible: false, sort: -1 })
      .returning({ id: banners.id });
    const shown = await data('/banner/show');
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.map((b: { id: number }) => b.id)).not.toContain(hidden!.id);
  });
});
