import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SETUP_ACTOR, STAFF_PASSWORD } from '../modules/admin/admin.test-kit.ts';
import { createStaffAccount } from '../modules/staff/staff.changes.ts';
import { createTestDatabase, type TestDatabase } from '../test/databases.ts';
import { bundledProgram } from '../test/bundled-programs.ts';
import { eventually } from '../test/eventually.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Starts server/test/api-server.ts on `url` and answers its base address once it listens. */
function startServer(url: string, children: ChildProcess[]): Promise<string> {
  const child = spawn(process.execPath, [bundledProgram('api-server')], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: url, PORT: '0', LOG_LEVEL: 'warn', NODE_ENV: 'test' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const port = /listening (\d+)/.exec(out)?.[1];
      if (port) resolve(`http://127.0.0.1:${port}/api/v1`);
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code} before listening`)));
  });
}

async function api(base: string, method: string, path: string, opts: { token?: string; body?: unknown } = {}) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json', 'x-lang': 'en', ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}) },
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
  return { status: res.status, body: (await res.json()) as { code: string; data: any } };
}

describe('change feed across two server processes on one PostgreSQL database', () => {
  let database: TestDatabase;
  const children: ChildProcess[] = [];
  let first: string;
  let second: string;
  const email = 'editor@example.com';

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    await createStaffAccount({ db: database.db, now: () => new Date() }, SETUP_ACTOR, { email, name: 'Eddie Editor', password: STAFF_PASSWORD, roles: ['content'] });
    [first, second] = await Promise.all([startServer(database.url!, children), startServer(database.url!, children)]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all(children.map((child) => new Promise((resolve) => (child.exitCode !== null ? resolve(null) : (child.once('exit', resolve), child.kill('SIGTERM'))))));
    await database?.close();
  });

  it('a configuration change made through one process is served by the other within 5 s', async () => {
    const hours = async () => (await api(second, 'GET', '/global_cfg?keyList=hours')).body.data[0].value as string;
    // The second process keeps this answer in its memo (60 s) from now on.
    expect(await hours()).toBe('9:00-17:30');
    expect(await hours()).toBe('9:00-17:30');

    const login = await api(first, 'POST', '/staff/login', { body: { email, password: STAFF_PASSWORD } });
    const token = login.body.data.token as string;
    const changed = await api(first, 'PUT', '/admin/config/hours', { token, body: { en: '8:30-18:00', zh: '8:30-18:00', version: 1 } });
    expect(changed.status).toBe(200);

    await eventually(async () => ((await hours()) === '8:30-18:00' ? true : undefined), 5_000, 'the other process serves the new hours');
  });
});
