import { PGlite, types } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGliteWithStatements } from './pglite-statements.ts';

// The kept-statement client answers as PGlite's own query does, keeps one statement per text, survives errors
// and schema changes, and bounds what it keeps.
describe('PGliteWithStatements', () => {
  let kept: PGliteWithStatements;
  let plain: PGlite;
  const setup = `create table t (id int primary key, name text not null, price numeric(10,2), at timestamptz, tags json);
    insert into t values (1, 'one', 1.50, '2026-01-02T03:04:05Z', '[1,2]'), (2, 'two', null, null, '{"a":"b"}'), (3, 'three', 3.25, null, null);`;

  beforeAll(async () => {
    kept = await PGliteWithStatements.open({ dataDir: 'memory://' });
    plain = await PGlite.create({ dataDir: 'memory://' });
    await kept.exec(setup);
    await plain.exec(setup);
  });
  afterAll(async () => {
    await kept.close();
    await plain.close();
  });

  const keptNames = async () => (await kept.query<{ name: string }>(`select name from pg_prepared_statements where name like 'kept_%'`)).rows.map((r) => r.name);

  it.each([
    ['objects', 'select * from t where id >= $1 order by id', [1], undefined],
    ['arrays with parsers', 'select id, price, at, tags from t where name = any($1) order by id', [['one', 'two']], { rowMode: 'array' as const, parsers: { [types.TIMESTAMPTZ]: (v: string) => v } }],
    ['no parameters', 'select count(*)::int as n from t', [], undefined],
    ['a null parameter', 'select coalesce($1::text, $2) as v', [null, 'fallback'], undefined],
  ])('answers %s as PGlite does, the first time and when kept', async (_, text, params, options) => {
    const expected = await plain.query(text, params, options);
    for (let i = 0; i < 3; i++) {
      const got = await kept.query(text, params, options);
      expect(got.rows).toEqual(expected.rows);
      expect(got.fields).toEqual(expected.fields);
    }
  });

  it("applies each query's own parsers over the database's, whichever came first", async () => {
    const text = 'select id, at from t where id = $1';
    const a = { parsers: { [types.TIMESTAMPTZ]: (v: string) => `a:${v}` } };
    const b = { parsers: { [types.INT4]: (v: string) => `b:${v}` } };
    for (let i = 0; i < 2; i++) {
      expect((await kept.query(text, [1], a)).rows).toEqual([{ id: 1, at: 'a:2026-01-02 03:04:05+00' }]);
      expect((await kept.query(text, [1], b)).rows).toEqual([{ id: 'b:1', at: new Date('2026-01-02T03:04:05Z') }]);
      expect((await kept.query(text, [1])).rows).toEqual([{ id: 1, at: new Date('2026-01-02T03:04:05Z') }]);
    }
  });

  it('keeps one statement per text, parsed once', async () => {
    const before = (await keptNames()).length;
    for (let id = 1; id <= 3; id++) await kept.query('select name from t where id = $1', [id]);
    expect((await keptNames()).length).toBe(before + 1);
  });

  it('reports an error with its code and keeps working after it', async () => {
    const insert = 'insert into t (id, name) values ($1, $2)';
    await kept.query(insert, [10, 'ten']);
    await expect(kept.query(insert, [10, 'again'])).rejects.toMatchObject({ code: '23505', query: insert });
    await expect(kept.query('select nonsense from t')).rejects.toMatchObject({ code: '42703' });
    await kept.query(insert, [11, 'eleven']);
    expect((await kept.query<{ n: number }>('select count(*)::int as n from t where id >= $1', [10])).rows).toEqual([{ n: 2 }]);
  });

  it('parses again when a migration changed what a kept statement answers', async () => {
    const text = 'select * from t where id = $1';
    expect(Object.keys((await kept.query<object>(text, [1])).rows[0]!)).not.toContain('extra');
    await kept.exec(`alter table t add column extra text default 'x'`);
    expect((await kept.query<{ extra: string }>(text, [1])).rows[0]!.extra).toBe('x');
  });

  it('leaves transactions and queries with other options to PGlite', async () => {
    await kept.transaction(async (tx) => {
      await tx.query('insert into t (id, name) values ($1, $2)', [20, 'twenty']);
    });
    expect((await kept.query<{ n: number }>('select count(*)::int as n from t where id = $1', [20])).rows).toEqual([{ n: 1 }]);
    expect((await kept.query<{ v: number }>('select $1 as v', ['7'], { paramTypes: [types.INT4] })).rows).toEqual([{ v: 7 }]);
  });

  it('keeps at most 256 statements, closing the least recently used', async () => {
    for (let i = 0; i < 300; i++) await kept.query(`select ${i} as n`);
    const names = await keptNames();
    expect(names.length).toBeLessThanOrEqual(256);
    expect((await kept.query<{ n: number }>('select 0 as n')).rows).toEqual([{ n: 0 }]);
  });
});
