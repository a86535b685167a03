import { and, eq } from 'drizzle-orm';
import type { VersionedTable } from '../../db/versioned.ts';
import { beforeAll, expect, it } from 'vitest';
import type { ArticleEditInput } from '../../../src/contracts/admin/content.ts';
import { auditLog, articles } from '../../db/schema/index.ts';
import type { CachedBody } from '../../http/cached-body.ts';
import { Memo } from '../../http/memo.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { adminSession, type AdminKit } from '../admin/admin.test-kit.ts';

const NEWS: ArticleEditInput = {
  kind: 'news',
  titleEn: 'Spring open day',
  titleZh: '春季开放日',
  summaryEn: 'Visit our Suzhou site.',
  summaryZh: '欢迎参观苏州基地。',
  bodyEn: '<p onclick="steal()">Welcome<script>alert(1)</script></p>',
  bodyZh: '<p>欢迎</p>',
  locationEn: '',
  locationZh: '',
  publishedAt: '2026-03-01',
  visible: true,
};

describeEachDatabase('articles in the back office (permission content), audited', (database) => {
  const db = () => database().db;
  /** A row's version as its list shows it (1 for none): the form sends it back with the change. */
  const versionOf = async (table: VersionedTable & { id: import('drizzle-orm/pg-core').PgColumn }, id: unknown): Promise<number> =>
    Number.isInteger(id) ? ((await db().select({ v: table.version }).from(table as never).where(eq(table.id, id as number)))[0] as { v: number } | undefined)?.v ?? 1 : 1;
  let k: AdminKit;
  let token: string;
  const memo = new Memo<CachedBody>(60_000);
  const auditRows = (key: string) => db().select().from(auditLog).where(and(eq(auditLog.entity, 'article'), eq(auditLog.entityKey, key)));
  const storefront = (id: number, lang: 'en' | 'zh' = 'en') => k.call('GET', `/article?id=${id}`, { headers: { 'x-lang': lang } });

  beforeAll(async () => {
    ({ k, token } = await adminSession(db(), ['content'], { memo }));
  });

  it('creates an article with one audit row, its body sanitized, shown on the storefront', async () => {
    const res = await k.call('POST', '/admin/articles', { token, body: NEWS });
    expect(res.status).toBe(200);
    const created = res.body.data;
    expect(created).toMatchObject({ kind: 'news', titleZh: '春季开放日', bodyEn: '<p>Welcome</p>', eventStart: '', visible: true, untranslated: false });
    const rows = await auditRows(String(created.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: 'create', before: null, after: { id: created.id, titleEn: 'Spring open day' } });
    expect((await storefront(created.id, 'zh')).body.data).toMatchObject({ title: '春季开放日', body: '<p>欢迎</p>' });
  });

  it('edits a Chinese title: one audit row with before and after, and the storefront shows it at once despite its memo', async () => {
    const { id } = (await k.call('POST', '/admin/articles', { token, body: NEWS })).body.data;
    expect((await storefront(id, 'zh')).body.data.title).toBe('春季开放日');
    expect(memo.size).toBeGreaterThan(0);
    const res = await k.call('PUT', `/admin/articles/${id}`, { token, body: { version: await versionOf(articles, id), ...NEWS, titleZh: '春季开放日（更新）' } });
    expect(res.body.data.titleZh).toBe('春季开放日（更新）');
    expect((await storefront(id, 'zh')).body.data.title).toBe('春季开放日（更新）');
    const rows = await auditRows(String(id));
    expect(rows.map((r) => r.action)).toEqual(['create', 'update']);
    expect(rows[1]).toMatchObject({ before: { titleZh: '春季开放日' }, after: { titleZh: '春季开放日（更新）' } });
    // The same values again change nothing and write nothing.
    await k.call('PUT', `/admin/articles/${id}`, { token, body: { version: await versionOf(articles, id), ...NEWS, titleZh: '春季开放日（更新）' } });
    expect(await auditRows(String(id))).toHaveLength(2);
  });

  it('hides an article from the storefront list and page, and keeps it in the back office', async () => {
    const { id } = (await k.call('POST', '/admin/articles', { token, body: { ...NEWS, titleEn: 'Draft notice zq' } })).body.data;
    expect((await storefront(id)).status).toBe(200);
    await k.call('PUT', `/admin/articles/${id}`, { token, body: { version: await versionOf(articles, id), ...NEWS, titleEn: 'Draft notice zq', visible: false } });
    expect((await storefront(id)).status).toBe(404);
    const list = (await k.call('GET', '/article?kind=news&size=100')).body.data.list as { id: number }[];
    expect(list.map((a) => a.id)).not.toContain(id);
    const admin = (await k.call('GET', '/admin/articles?q=draft%20notice%20zq', { token })).body.data;
    expect(admin.list).toEqual([expect.objectContaining({ id, visible: false })]);
  });

  it('deletes an article with an audit row of what it was; a second delete is a 404', async () => {
    const { id, version } = (await k.call('POST', '/admin/articles', { token, body: NEWS })).body.data;
    // The version the list showed is required: a delete without it names the field.
    const unversioned = await k.call('DELETE', `/admin/articles/${id}`, { token });
    expect([unversioned.status, unversioned.body.data.fields.map((f: { field: string }) => f.field)]).toEqual([400, ['version']]);
    expect((await k.call('DELETE', `/admin/articles/${id}?version=${version}`, { token })).body.data).toEqual({ id });
    expect((await storefront(id)).status).toBe(404);
    const rows = await auditRows(String(id));
    expect(rows.map((r) => [r.action, r.after])).toEqual([['create', expect.any(Object)], ['delete', null]]);
    expect(rows[1]!.before).toMatchObject({ titleEn: 'Spring open day' });
    expect((await k.call('DELETE', `/admin/articles/${id}?version=${version}`, { token })).status).toBe(404);
    expect((await k.call('PUT', `/admin/articles/${id}`, { token, body: { ...NEWS, version: 1 } })).status).toBe(404);
    expect(await auditRows(String(id))).toHaveLength(2);
  });

  it('lists by kind and search, marks and counts the untranslated', async () => {
    const { id } = (await k.call('POST', '/admin/articles', { token, body: { ...NEWS, kind: 'investor', titleEn: 'Interim report xk', titleZh: '', summaryZh: '' } })).body.data;
    const page = (await k.call('GET', '/admin/articles?kind=investor&q=interim%20report%20xk', { token })).body.data;
    expect(page).toMatchObject({ total: 1, page: 1, size: 20, untranslated: 1 });
    expect(page.list[0]).toMatchObject({ id, kind: 'investor', untranslated: true });
    const only = (await k.call('GET', '/admin/articles?untranslated=1&size=100', { token })).body.data;
    expect(only.list.every((a: { untranslated: boolean }) => a.untranslated)).toBe(true);
    expect(only.total).toBe(only.untranslated);
    const events = (await k.call('GET', '/admin/articles?kind=event&size=5&page=2', { token })).body.data;
    expect(events.list.length).toBeGreaterThan(0);
    expect(events.list.every((a: { kind: string }) => a.kind === 'event')).toBe(true);
  });

  it('refuses bad input naming the field, in the request language, and writes nothing', async () => {
    const before = (await db().select().from(auditLog).where(eq(auditLog.entity, 'article'))).length;
    const bad = await k.call('POST', '/admin/articles', { token, body: { ...NEWS, titleEn: '', titleZh: '', publishedAt: '2026-13-40' } });
    expect(bad.status).toBe(400);
    expect(bad.body.data.fields).toEqual([
      { field: 'publishedAt', message: 'Please enter a date (YYYY-MM-DD)' },
      { field: 'titleEn', message: 'Please enter a title in at least one language' },
    ]);
    const event = await k.call('POST', '/admin/articles', { token, body: { ...NEWS, kind: 'event', eventStart: '2026-05-02', eventEnd: '2026-05-01' }, headers: { 'x-lang': 'zh' } });
    expect(event.body.data.fields).toEqual([{ field: 'eventEnd', message: '结束日期不能早于开始日期' }]);
    const kind = await k.call('PUT', '/admin/articles/1', { token, body: { version: await versionOf(articles, 1), ...NEWS, kind: 'blog' } });
    expect(kind.body.data.fields).toEqual([{ field: 'kind', message: 'Please choose news, event or investor notice' }]);
    expect((await k.call('GET', '/admin/articles?kind=blog', { token })).status).toBe(400);
    expect((await k.call('PUT', '/admin/articles/abc', { token, body: { ...NEWS, version: 1 } })).body.data.fields).toEqual([{ field: 'id', message: 'Please give a valid number' }]);
    expect((await db().select().from(auditLog).where(eq(auditLog.entity, 'article'))).length).toBe(before);
  });

  it('keeps event days for events only, a one-day event ending when it starts', async () => {
    const event = (await k.call('POST', '/admin/articles', { token, body: { ...NEWS, kind: 'event', eventStart: '2026-05-02', locationEn: 'Suzhou', locationZh: '苏州' } })).body.data;
    expect(event).toMatchObject({ eventStart: '2026-05-02', eventEnd: '2026-05-02', locationZh: '苏州' });
    const news = (await k.call('PUT', `/admin/articles/${event.id}`, { token, body: { version: await versionOf(articles, event.id), ...NEWS, eventStart: '2026-05-02' } })).body.data;
    expect(news).toMatchObject({ kind: 'news', eventStart: '', eventEnd: '' });
  });

  it('refuses a staff member without the content permission (403) and writes nothing', async () => {
    const sales = (await k.newStaff(['sales'])).token;
    expect((await k.call('POST', '/admin/articles', { token: sales, body: NEWS })).status).toBe(403);
    expect((await k.call('DELETE', '/admin/articles/1?version=1', { token: sales })).status).toBe(403);
    expect((await storefront(1)).status).toBe(200);
  });
});
