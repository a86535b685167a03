import { inArray } from 'drizzle-orm';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, type Database } from '../db/client.ts';
import { leaveWords } from '../db/schema/index.ts';
import { seedDemo } from '../demo/index.ts';
import { eventually } from '../test/eventually.ts';
import { startPrivatePostgres, type PrivatePostgres } from '../test/private-postgres.ts';
import { spawnApiServer, stopServer, type SpawnedServer } from './spawn-server.ts';

const message = (submissionId: string) => ({
  submissionId,
  name: 'Li Ming',
  company: 'Fudan University',
  department: 'School of Life Sciences',
  address: 'Shanghai',
  phone: '13812345678',
  email: 'li.ming@example.edu.cn',
  content: 'Please quote CYT-H0201, 1 mg.',
});

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
    const acknowledged: string[] = [];
    const statuses = new Map<number, number>();
    const count = (status: number) => statuses.set(status, (statuses.get(status) ?? 0) + 1);
    let running = true;
    let seq = 0;

    const post = (id: string) => fetch(`${server.base}/leave_word`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(message(id)), signal: AbortSignal.timeout(20_000) });
    const formLoad = async () => {
      while (running) {
        const id = `restart-${(seq++).toString().padStart(6, '0')}`;
        const res = await post(id).catch(() => null);
        if (!res) (count(0), await new Promise((r) => setTimeout(r, 20)));
        if (!res) continue;
        count(res.status);
        const body = (await res.json()) as { code: string };
        if (res.status === 200 && body.code === 'E0001') acknowledged.push(id);
        await new Promise((r) => setTimeout(r, 10));
      }
    };
    const readLoad = async () => {
      for (let i = 0; running; i++) {
        const res = await fetch(`${server.base}/${i % 2 ? 'product?page=1&size=10' : 'tree_structure/child'}`, { signal: AbortSignal.timeout(20_000) }).catch(() => null);
        if (res) (count(res.status), await res.arrayBuffer());
        else (count(0), await new Promise((r) => setTimeout(r, 20)));
      }
    };
    const restarts = async () => {
      for (let round = 0; round < 2; round++) {
        await new Promise((r) => setTimeout(r, 1_500));
        await cluster.stop();
        await new Promise((r) => setTimeout(r, 2_000));
        await cluster.start();
      }
      await new Promise((r) => setTimeout(r, 1_000));
    };

    const loads = [formLoad(), formLoad(), readLoad()];
    await restarts();
    // Answers resume within a few seconds of the database coming back.
    await eventually(async () => ((await post('after-restart-01').catch(() => null))?.status === 200 ? true : undefined), 10_000, 'answers resume');
    acknowledged.push('after-restart-01');
    running = false;
    await Promise.all(loads);

    expect(server.child.exitCode, server.log().slice(-3000)).toBeNull();
    // Never a 500, nor a cut connection (0): requests the outage hits answer 503 (E0503), the others succeed.
    expect([...statuses.keys()].filter((s) => s !== 200 && s !== 503), JSON.stringify(Object.fromEntries(statuses))).toEqual([]);
    expect(statuses.get(503) ?? 0).toBeGreaterThan(0);

    const check: Database = await openPostgres(url);
    const stored = await check.db.select({ id: leaveWords.submissionId }).from(leaveWords).where(inArray(leaveWords.submissionId, acknowledged));
    await check.close();
    expect(stored.length).toBe(acknowledged.length);
    expect(acknowledged.length).toBeGreaterThan(3);
    console.info('restart: answers by status', Object.fromEntries(statuses), 'acknowledged', acknowledged.length);
    expect(server.log()).not.toMatch(/uncaught exception, exiting/);
  }, 120_000);
});
