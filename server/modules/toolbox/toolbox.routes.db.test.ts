import { desc } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { calculatorUsage } from '../../db/schema/index.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { testApp } from '../../test/app.ts';

async function post(app: ReturnType<typeof testApp>, body: unknown, headers: Record<string, string> = {}) {
  const res = await app.request('/api/v1/calculator', { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json', ...headers } });
  return { status: res.status, body: (await res.json()) as { code: string; msg: string; data: any } };
}

describeEachDatabase(
  'toolbox usage API',
  (database) => {
    const app = () => testApp(database().db);
    const lastRow = async () => (await database().db.select().from(calculatorUsage).orderBy(desc(calculatorUsage.id)).limit(1))[0];

    it('stores an accepted use without a user', async () => {
      const { status, body } = await post(app(), { module: 'batch', records: 12, totalLength: 3456 });
      expect(status).toBe(200);
      expect(body.code).toBe('E0001');
      const row = await lastRow();
      expect(row).toMatchObject({ id: body.data.id, module: 'batch', records: 12, totalLength: 3456, userId: null });
    });

    it('refuses a body that carries a sequence and stores nothing', async () => {
      const before = await lastRow();
      const { status, body } = await post(app(), { module: 'probe_design', records: 1, totalLength: 19, sequence: 'GGGAGACGCUCGAUCCAGC' });
      expect(status).toBe(400);
      expect(body.data.fields.map((f: { field: string }) => f.field)).toContain('sequence');
      expect((await lastRow())?.id).toBe(before?.id);
      const all = await database().db.select().from(calculatorUsage);
      expect(JSON.stringify(all)).not.toContain('GGGAGACG');
    });

    it('answers 400 naming the bad field, in the page language', async () => {
      const bad = await post(app(), { module: 'probe_design', records: -1, totalLength: 10 });
      expect(bad.status).toBe(400);
      expect(bad.body.data.fields[0].field).toBe('records');
      expect(bad.body.msg).toContain('records');
      const zh = await post(app(), { module: 'nope', records: 1, totalLength: 1.5 }, { 'x-lang': 'zh' });
      expect(zh.status).toBe(400);
      expect(zh.body.data.fields.map((f: { field: string }) => f.field).sort()).toEqual(['module', 'totalLength']);
    });
  },
  { seed: false },
);
