import { inArray } from 'drizzle-orm';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, type Database } from '../db/client.ts';
import { leaveWords } from '../db/schema/index.ts';
import { seedDemo } from '../demo/index.ts';
import { eventually } from '../test/eventually.ts';
import { startPrivatePostgres, type PrivatePostgres } from '../test/private-postgres.ts';
import { startLoad } from './load-driver.ts';
import { spawnApiServer, stopServer, type SpawnedServer } from './spawn-server.ts';

// The database server itself goes away and comes back (a restart, a failover): on a private cluster, since the
// shared PostgreSQL of the suite must keep serving the other tests.
describe('the server keeps running while PostgreSQL restarts', () => {
  let cluster: PrivatePostgres;
  let server: SpawnedServer;
  let url: string;

  beforeAll(async () => {
    cluster = await startPrivatePostgres();
    const admin = postgres(cluster.adminUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe('create database site');
    await admin.end();
    url = cluster.adminUrl.replace(/\/postgres$/, '/site');
    const setup = await openPostgres(url);
    await seedDemo(setup.db);
    await setup.close();
    server = await spawnApiServer(url);
  }, 120_000);

  afterAll(async () => {
    if (server) await stopServer(server.child);
    await cluster?.destroy();
  });

  it('answers 503 while the database is down, resumes after it is back, and keeps every acknowledged submission', async () => {
    const load = startLoad(server.base, { prefix: 'restart', forms: 2, reads: 1, timeoutMs: 20_000, pauseMs: 10 });
    const restarts = async () => {
      for (let round = 0; round < 2; round++) {
        await new Promise((r) => setTimeout(r, 1_500));
        await cluster.stop();
        await new Promise((r) => setTimeout(r, 2_000));
        await cluster.start();
      }
      await new Promise((r) => setTimeout(r, 1_000));
    };

    await restarts();
    // Answers resume once the database is back, with no wall-clock limit beyond the test's own (the machines are
    // shared and noisy). Measured from the second restart's end to the first 200: 10.2 s on a quiet machine, 0.03 to
    // 11.7 s with both CPUs busy (four runs); a 10-second limit here failed a suite run. Why it is sometimes about
    // ten seconds and sometimes at once is not known yet: the time is printed below so runs show it.
    const backAt = Date.now();
    await eventually(async () => ((await load.post('after-restart-01'))?.status === 200 ? true : undefined), 60_000, 'answers resume');
    const resumedMs = Date.now() - backAt;
    const { statuses, acknowledged } = await load.stop();
    acknowledged.push('after-restart-01');

    expect(server.child.exitCode, server.log().slice(-3000)).toBeNull();
    // Never a 500, nor a cut connection (0): requests the outage hits answer 503 (E0503), the others succeed.
    expect([...statuses.keys()].filter((s) => s !== 200 && s !== 503), JSON.stringify(Object.fromEntries(statuses))).toEqual([]);
    expect(statuses.get(503) ?? 0).toBeGreaterThan(0);

    const check: Database = await openPostgres(url);
    const stored = await check.db.select({ id: leaveWords.submissionId }).from(leaveWords).where(inArray(leaveWords.submissionId, acknowledged));
    await check.close();
    expect(stored.length).toBe(acknowledged.length);
    expect(acknowledged.length).toBeGreaterThan(3);
    console.info('restart: answers by status', Object.fromEntries(statuses), 'acknowledged', acknowledged.length, 'resumed after', resumedMs, 'ms');
    expect(server.log()).not.toMatch(/uncaught exception, exiting/);
  }, 120_000);
});
