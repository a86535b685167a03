import { count, eq, like } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { auditLog, citations } from '../../db/schema/index.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { adminSession, type AdminKit } from '../admin/admin.test-kit.ts';

const HEADER = 'DOI,Title,Journal,Year,Authors,Catalog numbers';
const GOOD = '10.1038/s41586-024-07000-1,"Capped mRNA, made well",Nature,2024,"Li M, Wang J",cyt-h0201';

describeEachDatabase('the citations spreadsheet: a dry run, then applied', (database) => {
  const db = () => database().db;
  let k: AdminKit;
  let token: string;
  beforeAll(async () => {
    ({ k, token } = await adminSession(db(), ['catalogue']));
  });
  const send = async (lines: string[], query: string, lang = 'en') => {
    const res = await k.app.request(`/api/v1/admin/citations/import?${query}`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': k.ip, 'x-lang': lang, 'content-type': 'text/csv' }, body: lines.join('\n') });
    return { status: res.status, data: ((await res.json()) as { data: any }).data };
  };
  const ours = async () => (await db().select({ n: count() }).from(citations).where(eq(citations.doi, '10.1038/s41586-024-07000-1')))[0]!.n;
  const examples = async () => (await db().select({ n: count() }).from(citations).where(like(citations.doi, '10.5555/%')))[0]!.n;

  it('reports each bad cell by row and column and applies nothing; a clean sheet is checked, applied once, then updated', async () => {
    const bad = await send([HEADER, GOOD, 'doi:10.1/x,,Cell,1850,,NOPE-0001'], 'dryRun=0', 'zh');
    expect(bad.status).toBe(200);
    expect(bad.data.errors.map((e: { row: number; column: string }) => `${e.row} ${e.column}`)).toEqual(['3 DOI', '3 Title', '3 Year', '3 Catalog numbers']);
    expect(bad.data.errors[3].message).toBe('没有货号为 NOPE-0001 的产品');
    expect(await ours()).toBe(0);

    const dry = await send([HEADER, GOOD], 'dryRun=1&removeExamples=1');
    const before = await examples();
    expect(before).toBeGreaterThan(0);
    expect(dry.data).toEqual({ dryRun: true, rows: 1, added: 1, updated: 0, removedExamples: before, errors: [] });
    expect(await ours()).toBe(0);

    const applied = await send([HEADER, GOOD], 'removeExamples=1');
    expect(applied.data).toMatchObject({ dryRun: false, added: 1, updated: 0, removedExamples: before });
    expect([await ours(), await examples()]).toEqual([1, 0]);
    expect((await send([HEADER, GOOD], '')).data).toMatchObject({ added: 0, updated: 1 });
    expect(await ours()).toBe(1);
    expect((await db().select().from(auditLog).where(eq(auditLog.entity, 'citations'))).length).toBe(2);
    expect((await send([HEADER], 'dryRun=1')).status).toBe(400);
  });
});
