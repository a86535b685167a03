import { and, eq } from 'drizzle-orm';
import type { VersionedTable } from '../../db/versioned.ts';
import { beforeAll, expect, it } from 'vitest';
import type { DistributorEditInput, RecruitmentEditInput } from '../../../src/contracts/admin/directory.ts';
import { areas, auditLog, distributors, recruitmentPosts } from '../../db/schema/index.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { adminSession, type AdminKit } from '../admin/admin.test-kit.ts';

const POST: RecruitmentEditInput = {
  titleEn: 'QC analyst', titleZh: '质量控制分析员', departmentEn: 'Quality', departmentZh: '质量部', locationEn: 'Suzhou', locationZh: '苏州',
  welfareEn: 'Meals\nHousing', welfareZh: '餐补\n住房', contentEn: 'Run ELISA', contentZh: '开展ELISA检测', requirementsEn: 'BSc', requirementsZh: '本科',
  salary: '10k-15k', headcount: 2, isHot: true, publishedAt: '2026-11-01',
};

describeEachDatabase('distributors and recruitment posts in the back office (permission content), audited', (database) => {
  const db = () => database().db;
  /** A row's version as its list shows it (1 for none): the form sends it back with the change. */
  const versionOf = async (table: VersionedTable & { id: import('drizzle-orm/pg-core').PgColumn }, id: unknown): Promise<number> =>
    Number.isInteger(id) ? ((await db().select({ v: table.version }).from(table as never).where(eq(table.id, id as number)))[0] as { v: number } | undefined)?.v ?? 1 : 1;
  let k: AdminKit;
  let token: string;
  let distributor: DistributorEditInput;
  const auditRows = (entity: string, key: string) => db().select().from(auditLog).where(and(eq(auditLog.entity, entity), eq(auditLog.entityKey, key)));

  beforeAll(async () => {
    ({ k, token } = await adminSession(db(), ['content']));
    const [area] = await db().select().from(areas).where(eq(areas.code, 'SH'));
    distributor = { areaId: area!.id, nameEn: 'Pudong Reagents', nameZh: '浦东试剂', addressEn: '1 Cailun Road', addressZh: '蔡伦路1号', contact: 'Li Na', phone: '021-5555-0999', email: 'sales@pudong.example.com' };
  });

  it('creates, edits and deletes a distributor with one audit row each; the storefront list follows', async () => {
    const created = (await k.call('POST', '/admin/distributors', { token, body: distributor })).body.data;
    expect(created).toMatchObject({ nameZh: '浦东试剂', untranslated: false });
    const shown = async () => (await k.call('GET', `/distributor?areaId=${distributor.areaId}`, { headers: { 'x-lang': 'zh' } })).body.data as { id: number; name: string }[];
    expect((await shown()).find((d) => d.id === created.id)?.name).toBe('浦东试剂');
    await k.call('PUT', `/admin/distributors/${created.id}`, { token, body: { version: await versionOf(distributors, created.id), ...distributor, nameZh: '浦东生物试剂', addressZh: '' } });
    expect((await shown()).find((d) => d.id === created.id)?.name).toBe('浦东生物试剂');
    const listed = (await k.call('GET', `/admin/distributors?areaId=${distributor.areaId}`, { token })).body.data as { id: number; untranslated: boolean }[];
    expect(listed.find((d) => d.id === created.id)?.untranslated).toBe(true);
    expect((await k.call('DELETE', `/admin/distributors/${created.id}?version=${await versionOf(distributors, created.id)}`, { token })).status).toBe(200);
    expect((await shown()).map((d) => d.id)).not.toContain(created.id);
    const rows = await auditRows('distributor', String(created.id));
    expect(rows.map((r) => r.action)).toEqual(['create', 'update', 'delete']);
    expect(rows[1]).toMatchObject({ before: { nameZh: '浦东试剂' }, after: { nameZh: '浦东生物试剂' } });
  });

  it('refuses an unknown region and bad contact details naming the field, writing nothing', async () => {
    const written = async () => (await db().select().from(auditLog).where(eq(auditLog.entity, 'distributor'))).length;
    const before = await written();
    const area = await k.call('POST', '/admin/distributors', { token, body: { ...distributor, areaId: 999_999 }, headers: { 'x-lang': 'zh' } });
    expect([area.status, area.body.data.fields]).toEqual([400, [{ field: 'areaId', message: '请从列表中选择地区' }]]);
    const bad = await k.call('POST', '/admin/distributors', { token, body: { ...distributor, email: 'nope', nameEn: '', nameZh: '' } });
    expect(bad.body.data.fields).toEqual([
      { field: 'email', message: 'Please enter a valid e-mail address' },
      { field: 'nameEn', message: 'Please fill this in at least one language' },
    ]);
    expect(await written()).toBe(before);
  });

  it('creates, edits and deletes a recruitment post; the storefront shows it with its lists', async () => {
    const created = (await k.call('POST', '/admin/recruitment', { token, body: POST })).body.data;
    const page = async () => (await k.call('GET', '/recruitment_needs?size=100', { headers: { 'x-lang': 'zh' } })).body.data.list as { id: number; title: string; welfare: string[] }[];
    expect((await page()).find((p) => p.id === created.id)).toMatchObject({ title: '质量控制分析员', welfare: ['餐补', '住房'] });
    const edited = await k.call('PUT', `/admin/recruitment/${created.id}`, { token, body: { version: await versionOf(recruitmentPosts, created.id), ...POST, titleZh: '质量分析员', requirementsZh: '' } });
    expect(edited.body.data).toMatchObject({ titleZh: '质量分析员', untranslated: true });
    expect((await page()).find((p) => p.id === created.id)?.title).toBe('质量分析员');
    expect((await k.call('DELETE', `/admin/recruitment/${created.id}?version=${await versionOf(recruitmentPosts, created.id)}`, { token })).status).toBe(200);
    expect((await page()).map((p) => p.id)).not.toContain(created.id);
    expect((await auditRows('recruitment', String(created.id))).map((r) => r.action)).toEqual(['create', 'update', 'delete']);
    const bad = await k.call('PUT', `/admin/recruitment/${created.id}`, { token, body: { version: await versionOf(recruitmentPosts, created.id), ...POST, headcount: 0 } });
    expect(bad.body.data.fields).toEqual([{ field: 'headcount', message: 'Please enter a whole number of openings from 1 to 1000' }]);
    expect((await k.call('PUT', `/admin/recruitment/${created.id}`, { token, body: { ...POST, version: 1 } })).status).toBe(404);
  });

  it('refuses a staff member without the content permission (403)', async () => {
    const sales = (await k.newStaff(['sales'])).token;
    expect((await k.call('POST', '/admin/recruitment', { token: sales, body: POST })).status).toBe(403);
    expect((await k.call('GET', '/admin/distributors', { token: sales })).status).toBe(403);
  });
});
