import { count, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { serviceItemSchema } from '../../../src/contracts/content.ts';
import { articles, banners, services } from '../../db/schema/index.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { testApp } from '../../test/app.ts';
import { apiChecks, type Paged } from '../../test/api-checks.ts';

const ZH = { 'x-lang': 'zh' };
const HAN = /\p{Script=Han}/u;
const HOSTILE_HTML = '<p onclick="steal()">Hi <script>alert(1)</script><img src=x onerror=alert(2)><a href="javascript:alert(3)">x</a><a href="/ok">ok</a></p>';

type Article = { id: number; kind: string; title: string; publishedAt: string; eventStart: string | null };

describeEachDatabase('content API', (database) => {
  const app = () => testApp(database().db);
  const { data, expect400, expect404, checkPaging, commonPaging400 } = apiChecks(app);

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
    await commonPaging400('/article', { 'kind=nope': 'kind', 'id=abc': 'id', 'id=0': 'id' });
  });

  it('GET /service lists services by menu; /service/menu gives the service tree', async () => {
    const menu = await data('/service/menu');
    const tree = await data('/tree_structure?pid=3');
    expect(menu).toEqual(tree);
    expect(menu.length).toBeGreaterThan(0);
    const all = await data('/service');
    // The answer is the contract's shape exactly (no field more or less).
    for (const item of all) serviceItemSchema.parse(item);
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
