import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { auditLog, globalConfig } from '../../db/schema/index.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { adminKit } from '../admin/admin.test-kit.ts';
import { withAudit } from './with-audit.ts';

describeEachDatabase('audit trail: written with each change, never changed', (database) => {
  const db = () => database().db;
  let k: ReturnType<typeof adminKit>;
  let actor: { staffId: number; ip: string; userAgent: string };

  beforeAll(async () => {
    k = adminKit(db());
    actor = { staffId: (await k.newStaff(['catalogue'])).id, ip: '10.1.2.3', userAgent: 'test' };
  });

  const setHours = (value: string) => db().update(globalConfig).set({ value }).where(and(eq(globalConfig.key, 'hours'), eq(globalConfig.lang, 'en')));
  const hours = async () => (await db().select().from(globalConfig).where(and(eq(globalConfig.key, 'hours'), eq(globalConfig.lang, 'en'))))[0]!.value;
  const rowsOf = (entity: string, key: string) => db().select().from(auditLog).where(and(eq(auditLog.entity, entity), eq(auditLog.entityKey, key)));

  it('stores a change and exactly one audit row in one transaction, then tells the change feed', async () => {
    k.heard.length = 0;
    const result = await withAudit(k.deps, actor, { entity: 'test-config', key: 'hours-1', action: 'update' }, async (tx) => {
      await tx.update(globalConfig).set({ value: '8:00-18:00' }).where(and(eq(globalConfig.key, 'hours'), eq(globalConfig.lang, 'en')));
      return { before: { hours: '9:00-17:30' }, after: { hours: '8:00-18:00' }, result: 'done' };
    });
    expect(result).toBe('done');
    expect(await hours()).toBe('8:00-18:00');
    const rows = await rowsOf('test-config', 'hours-1');
    expect(rows).toEqual([
      expect.objectContaining({ staffId: actor.staffId, action: 'update', before: { hours: '9:00-17:30' }, after: { hours: '8:00-18:00' }, ip: '10.1.2.3', userAgent: 'test', at: k.clock.now }),
    ]);
    expect(k.heard).toEqual([{ entity: 'test-config', key: 'hours-1', action: 'update' }]);
    await setHours('9:00-17:30');
  });

  it('writes no row, keeps no part of the change and tells nobody when the change fails', async () => {
    k.heard.length = 0;
    const failing = withAudit(k.deps, actor, { entity: 'test-config', key: 'hours-2', action: 'update' }, async (tx) => {
      await tx.update(globalConfig).set({ value: 'half-written' }).where(and(eq(globalConfig.key, 'hours'), eq(globalConfig.lang, 'en')));
      throw new Error('the second half failed');
    });
    await expect(failing).rejects.toThrow('the second half failed');
    expect(await hours()).toBe('9:00-17:30');
    expect(await rowsOf('test-config', 'hours-2')).toEqual([]);
    expect(k.heard).toEqual([]);
  });

  it('writes no row for a change that changed nothing', async () => {
    await withAudit(k.deps, actor, { entity: 'test-config', key: 'hours-3', action: 'update' }, async () => ({ before: { a: 1 }, after: { a: 1 }, result: null }));
    expect(await rowsOf('test-config', 'hours-3')).toEqual([]);
  });

  it('refuses UPDATE, DELETE and TRUNCATE of audit rows in the database itself', async () => {
    await withAudit(k.deps, actor, { entity: 'test-config', key: 'hours-4', action: 'update' }, async () => ({ before: 1, after: 2, result: null }));
    for (const statement of [
      sql`update audit_log set action = 'forged' where entity_key = 'hours-4'`,
      sql`delete from audit_log where entity_key = 'hours-4'`,
      sql`truncate audit_log`,
    ]) {
      const refused = await db().execute(statement).then(() => null, (err: unknown) => err as Error & { cause?: Error });
      expect(refused?.cause?.message ?? refused?.message).toMatch(/audit_log is append-only: (UPDATE|DELETE|TRUNCATE) refused/);
    }
    expect((await rowsOf('test-config', 'hours-4')).map((r) => r.action)).toEqual(['update']);
  });

  it("lists one entity's history newest first, with filters on staff, action and dates, paged", async () => {
    const other = (await k.newStaff(['catalogue'])).id;
    const change = (staffId: number, action: string, price: number) =>
      withAudit(k.deps, { ...actor, staffId }, { entity: 'product', key: 'CYT-H0201', action }, async () => ({ before: { price: price - 1 }, after: { price }, result: null }));
    await change(actor.staffId, 'update', 100);
    k.advance(86_400_000);
    await change(other, 'update', 200);
    await change(other, 'price', 300);
    const owner = await k.newStaff(['owner']);
    const get = (query: string) => k.call('GET', `/admin/audit?${query}`, { token: owner.token });

    const all = (await get('entity=product&key=CYT-H0201')).body.data;
    expect(all.total).toBe(3);
    expect(all.list.map((e: { after: { price: number } }) => e.after.price)).toEqual([300, 200, 100]);
    expect(all.list[0]).toMatchObject({ entity: 'product', key: 'CYT-H0201', action: 'price', staff: { id: other, name: 'Grace Hopper' }, ip: '10.1.2.3', userAgent: 'test' });
    expect((await get(`entity=product&key=CYT-H0201&staff=${actor.staffId}`)).body.data.list).toHaveLength(1);
    expect((await get('entity=product&key=CYT-H0201&action=price')).body.data.total).toBe(1);
    const day = k.clock.now.toISOString().slice(0, 10);
    expect((await get(`entity=product&key=CYT-H0201&from=${day}`)).body.data.total).toBe(2);
    expect((await get(`entity=product&key=CYT-H0201&to=${day}`)).body.data.total).toBe(3);
    expect((await get(`entity=product&key=CYT-H0201&to=${new Date(k.clock.now.getTime() - 1).toISOString()}`)).body.data.total).toBe(1);
    // Days are Beijing's: a change at 20:00 UTC falls on the next day there (04:00, UTC+8).
    k.advance(12 * 3600_000);
    const late = k.clock.now.toISOString();
    expect(late.slice(11, 16)).toBe('20:00');
    await change(other, 'late', 400);
    const nextDay = new Date(k.clock.now.getTime() + 8 * 3600_000).toISOString().slice(0, 10);
    expect(nextDay).not.toBe(late.slice(0, 10));
    // (A new session: the first one has been idle longer than a staff session lasts.)
    const fresh = (await k.newStaff(['owner'])).token;
    const later = (query: string) => k.call('GET', `/admin/audit?${query}`, { token: fresh });
    expect((await later(`entity=product&key=CYT-H0201&from=${nextDay}`)).body.data.list.map((e: { action: string }) => e.action)).toEqual(['late']);
    expect((await later(`entity=product&key=CYT-H0201&action=late&to=${late.slice(0, 10)}`)).body.data.total).toBe(0);
    const page2 = (await later('entity=product&key=CYT-H0201&page=2&size=2')).body.data;
    expect([page2.total, page2.page, page2.size, page2.list.map((e: { after: { price: number } }) => e.after.price)]).toEqual([4, 2, 2, [200, 100]]);
    const bad = await later('from=yesterday&entity=Product!');
    expect(bad.body.data.fields.map((f: { field: string }) => f.field)).toEqual(['entity', 'from']);
  });
});
