import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/databases.ts';
import { testApp } from '../../test/app.ts';

const post = (app: ReturnType<typeof testApp>, path: string, body: unknown) =>
  app.request(`/api/v1${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describeEachDatabase('analytics API', (database) => {
  const app = () => testApp(database().db);
  const sid = 'a1b2c3d4-0000-4000-8000-000000000001';

  it('stores a session once and its events', async () => {
    const body = { sessionStorageId: sid, userName: null, userType: 'external', source: 'baidu', sourceValue: 'www.baidu.com' };
    expect((await post(app(), '/channel_analyse', body)).status).toBe(200);
    expect((await post(app(), '/channel_analyse', body)).status).toBe(200);
    const detail = await post(app(), '/detail', { sessionStorageId: sid, operateType: 'first_show', operateTypeId: '/', source: 'baidu' });
    expect(detail.status).toBe(200);
    const rows = await database().db.execute(sql`select count(*)::int as n from channel_sessions where session_storage_id = ${sid}`);
    const list = (Array.isArray(rows) ? rows : (rows as { rows: unknown[] }).rows) as { n: number }[];
    expect(list[0]!.n).toBe(1);
  });

  it('rejects bad input naming the fields', async () => {
    const res = await post(app(), '/channel_analyse', { sessionStorageId: 'x', userType: 'robot', source: 'yahoo' });
    expect(res.status).toBe(400);
    const fields = ((await res.json()) as { data: { fields: { field: string }[] } }).data.fields.map((f) => f.field);
    expect(fields).toEqual(expect.arrayContaining(['sessionStorageId', 'userType', 'source']));
  });
});
