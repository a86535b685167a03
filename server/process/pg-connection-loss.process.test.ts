import { inArray } from 'drizzle-orm';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leaveWords } from '../db/schema/index.ts';
import { createTestDatabase, TEST_PG_ADMIN_URL, type TestDatabase } from '../test/databases.ts';
import { eventually } from '../test/eventually.ts';
import { startLoad } from './load-driver.ts';
import { spawnApiServer, stopServer, type SpawnedServer } from './spawn-server.ts';

describe('the server keeps running while PostgreSQL drops its connections', () => {
  let database: TestDatabase;
  let server: SpawnedServer;
  let admin: postgres.Sql;

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    server = await spawnApiServer(database.url!);
    admin = postgres(TEST_PG_ADMIN_URL, { max: 1, onnotice: () => {} });
  }, 120_000);

  afterAll(async () => {
    if (server) await stopServer(server.child);
    await admin?.end();
    await database?.close();
  });

  it('answers 503 to the requests a connection loss hits, resumes, and keeps every acknowledged submission', async () => {
    const dbName = new URL(database.url!).pathname.slice(1);
    const load = startLoad(server.base, { prefix: 'loss', forms: 2, reads: 2, timeoutMs: 15_000 });
    const killer = async () => {
      for (let round = 0; round < 10; round++) {
        await new Promise((r) => setTimeout(r, 400));
        await admin`select pg_terminate_backend(pid) from pg_stat_activity where datname = ${dbName} and pid <> pg_backend_pid()`;
      }
    };

    await killer();
    const { statuses, acknowledged } = await load.stop();

    expect(server.child.exitCode, server.log().slice(-3000)).toBeNull();
    // Never a 500 nor a hang or cut connection (0): requests hit by the loss answer 503, the others succeed.
    expect([...statuses.keys()].filter((s) => s !== 200 && s !== 503)).toEqual([]);
    expect(statuses.get(503) ?? 0).toBeGreaterThan(0);
    await eventually(async () => ((await load.post('after-loss-01'))?.status === 200 ? true : undefined), 5_000, 'answers resume');
    acknowledged.push('after-loss-01');

    const stored = await database.db.select({ id: leaveWords.submissionId }).from(leaveWords).where(inArray(leaveWords.submissionId, acknowledged));
    expect(stored.length).toBe(acknowledged.length);
    expect(acknowledged.length).toBeGreaterThan(3);
    console.info('connection loss: answers by status', Object.fromEntries(statuses), 'acknowledged', acknowledged.length);
    expect(server.log()).not.toMatch(/uncaught exception, exiting/);
  }, 90_000);
});
