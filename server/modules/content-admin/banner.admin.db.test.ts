import { and, eq } from 'drizzle-orm';
import type { VersionedTable } from '../../db/versioned.ts';
import { beforeAll, expect, it } from 'vitest';
import type { BannerEditInput } from '../../../src/contracts/admin/content.ts';
import { auditLog, banners } from '../../db/schema/index.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { adminSession, type AdminKit } from '../admin/admin.test-kit.ts';

const BANNER: BannerEditInput = {
  titleEn: 'Autumn sale',
  titleZh: '秋季促销',
  subtitleEn: 'Ten percent off enzymes',
  subtitleZh: '工具酶九折',
  imageUrl: '/images/banners/toolbox.svg',
  linkUrl: '/new-products',
  sort: 5,
  visible: true,
};

describeEachDatabase('banners in the back office (permission content), audited and scheduled', (database) => {
  const db = () => database().db;
  /** A row's version as its list shows it (1 for none): the form sends it back with the change. */
  const versionOf = async (table: VersionedTable & { id: import('drizzle-orm/pg-core').PgColumn }, id: unknown): Promise<number> =>
    Number.isInteger(id) ? ((await db().select({ v: table.version }).from(table as never).where(eq(table.id, id as number)))[0] as { v: number } | undefined)?.v ?? 1 : 1;
  let k: AdminKit;
  let token: string;
  const auditRows = (key: string) => db().select().from(auditLog).where(and(eq(auditLog.entity, 'banner'), eq(auditLog.entityKey, key)));
  const shown = async (lang: 'en' | 'zh' = 'en') => (await k.call('GET', '/banner/show', { headers: { 'x-lang': lang } })).body.data as { id: number; title: string }[];

  beforeAll(async () => {
    ({ k, token } = await adminSession(db(), ['content']));
  });

  it('creates, edits and deletes a banner, one audit row each, and the carousel follows', async () => {
    const created = (await k.call('POST', '/admin/banners', { token, body: BANNER })).body.data;
    expect(created).toMatchObject({ titleZh: '秋季促销', sort: 5, showFrom: '', showUntil: '', untranslated: false });
    expect((await shown('zh'))[0]).toMatchObject({ id: created.id, title: '秋季促销' });
    const edited = await k.call('PUT', `/admin/banners/${created.id}`, { token, body: { version: await versionOf(banners, created.id), ...BANNER, titleZh: '秋季大促', sort: 100 } });
    expect(edited.body.data).toMatchObject({ titleZh: '秋季大促', sort: 100 });
    expect((await shown('zh')).at(-1)).toMatchObject({ id: created.id, title: '秋季大促' });
    expect((await k.call('DELETE', `/admin/banners/${created.id}?version=${await versionOf(banners, created.id)}`, { token })).body.data).toEqual({ id: created.id });
    expect((await shown()).map((b) => b.id)).not.toContain(created.id);
    const rows = await auditRows(String(created.id));
    expect(rows.map((r) => r.action)).toEqual(['create', 'update', 'delete']);
    expect(rows[1]).toMatchObject({ before: { titleZh: '秋季促销', sort: 5 }, after: { titleZh: '秋季大促', sort: 100 } });
    expect((await k.call('DELETE', `/admin/banners/${created.id}?version=${await versionOf(banners, created.id)}`, { token })).status).toBe(404);
  });

  it('shows a scheduled banner only between its start and end', async () => {
    // Steps of 10 minutes: the staff session stays within its idle limit.
    const now = k.clock.now.getTime();
    const at = (ms: number) => new Date(now + ms).toISOString();
    const { id } = (await k.call('POST', '/admin/banners', { token, body: { ...BANNER, showFrom: at(600_000), showUntil: at(1_200_000) } })).body.data;
    expect((await shown()).map((b) => b.id)).not.toContain(id);
    k.advance(600_000);
    expect((await shown()).map((b) => b.id)).toContain(id);
    k.advance(600_000);
    expect((await shown()).map((b) => b.id)).not.toContain(id);
    const list = (await k.call('GET', '/admin/banners', { token })).body.data as { id: number }[];
    expect(list.map((b) => b.id)).toContain(id);
  });

  it('refuses bad input naming the field, in the request language, and writes nothing', async () => {
    const before = (await db().select().from(auditLog).where(eq(auditLog.entity, 'banner'))).length;
    const bad = await k.call('POST', '/admin/banners', { token, body: { ...BANNER, imageUrl: '//evil.example/x.png', linkUrl: 'javascript:alert(1)', sort: 1.5 } });
    expect(bad.status).toBe(400);
    expect(bad.body.data.fields.map((f: { field: string }) => f.field)).toEqual(['imageUrl', 'linkUrl', 'sort']);
    expect(bad.body.data.fields[0].message).toBe('Please enter a path on this site starting with /');
    const zh = await k.call('POST', '/admin/banners', { token, body: { ...BANNER, showFrom: '2026-12-02T00:00:00Z', showUntil: '2026-12-01T00:00:00Z' }, headers: { 'x-lang': 'zh' } });
    expect(zh.body.data.fields).toEqual([{ field: 'showUntil', message: '结束时间必须晚于开始时间' }]);
    expect((await db().select().from(auditLog).where(eq(auditLog.entity, 'banner'))).length).toBe(before);
  });

  it('marks a banner whose subtitle has one language only as untranslated', async () => {
    const b = (await k.call('POST', '/admin/banners', { token, body: { ...BANNER, subtitleZh: '', visible: false } })).body.data;
    expect(b.untranslated).toBe(true);
    expect((await shown()).map((x) => x.id)).not.toContain(b.id);
  });

  it('refuses a staff member without the content permission (403)', async () => {
    const catalogue = (await k.newStaff(['catalogue'])).token;
    expect((await k.call('POST', '/admin/banners', { token: catalogue, body: BANNER })).status).toBe(403);
  });
});
