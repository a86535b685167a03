import { spawn, type ChildProcess } from 'node:child_process';
import { request, Agent } from 'node:http';
import { createServer } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leaveWords } from '../db/schema/index.ts';
import { createTestDatabase, type TestDatabase } from '../test/databases.ts';
import { eventually } from '../test/eventually.ts';
import { sampleMessage } from '../../tests/fixtures/form-samples.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const freePort = () => new Promise<number>((resolve) => { const s = createServer().listen(0, '127.0.0.1', () => { const { port } = s.address() as { port: number }; s.close(() => resolve(port)); }); });

const message = (submissionId: string) => JSON.stringify(sampleMessage(submissionId));

/** A form post whose body arrives in three parts over ~1.2 s: in flight when the signal comes. */
function slowPost(port: number, id: string): Promise<{ status: number; body: string }> {
  const body = message(id);
  const third = Math.ceil(body.length / 3);
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: '/api/v1/leave_word', method: 'POST', agent: false, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } }, (res) => {
      let text = '';
      res.on('data', (c: Buffer) => (text += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode!, body: text }));
    });
    req.on('error', reject);
    req.write(body.slice(0, third));
    setTimeout(() => req.write(body.slice(third, 2 * third)), 600);
    setTimeout(() => req.end(body.slice(2 * third)), 1_200);
  });
}

/** One keep-alive GET; answers its status and Connection header, or the error code. */
function get(port: number, agent: Agent): Promise<{ status?: number; connection?: string; error?: string }> {
  return new Promise((resolve) => {
    const req = request({ host: '127.0.0.1', port, path: '/api/v1/product?page=1&size=10', agent }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode, connection: res.headers.connection }));
    });
    req.on('error', (err: NodeJS.ErrnoException) => resolve({ error: err.code ?? err.message }));
    req.end();
  });
}

describe('npm start stops gracefully on SIGTERM to its process group', () => {
  let database: TestDatabase;
  let child: ChildProcess;
  let output = '';
  let port: number;
  const dataDir = mkdtempSync(join(tmpdir(), 'graceful-'));

  beforeAll(async () => {
    database = await createTestDatabase('postgres', { seed: false });
    port = await freePort();
    // Its own process group, as a terminal, systemd or a container runtime starts it.
    child = spawn('npm', ['start'], { cwd: root, detached: true, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: database.url!, DATA_DIR: dataDir, LOG_LEVEL: 'info', NODE_ENV: 'production' } });
    child.stdout!.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr!.on('data', (c: Buffer) => (output += c.toString()));
    await eventually(() => (output.includes('"listening"') ? true : undefined), 110_000, `the site listens:\n${output}`, 100);
  }, 120_000);

  afterAll(async () => {
    if (child.exitCode === null) process.kill(-child.pid!, 'SIGKILL');
    await database?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('finishes the requests in flight, closes keep-alive connections, stops and exits 0', async () => {
    const ids = Array.from({ length: 6 }, (_, i) => `graceful-${Date.now().toString(36)}-${i}`);
    const agent = new Agent({ keepAlive: true, maxSockets: 2 });
    const before = await Promise.all([get(port, agent), get(port, agent)]);
    expect(before.map((r) => r.status)).toEqual([200, 200]);
    const posts = ids.map((id) => slowPost(port, id));
    await new Promise((r) => setTimeout(r, 400));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    process.kill(-child.pid!, 'SIGTERM');
    // A request that reaches the server before it has handled the signal is answered as usual: ask once it has.
    await eventually(() => (output.includes('"shutting down"') ? true : undefined), 5_000, 'the server handles the signal', 10);
    // Keep-alive clients go on asking: they get answers that close the connection, then no connection at all.
    const after: Awaited<ReturnType<typeof get>>[] = [];
    for (let i = 0; i < 50; i++) {
      const r = await get(port, agent);
      after.push(r);
      if (r.error) break;
      await new Promise((res) => setTimeout(res, 50));
    }
    const answered = await Promise.all(posts);
    expect(answered.map((a) => [a.status, JSON.parse(a.body).code])).toEqual(ids.map(() => [200, 'E0001']));
    expect(after.filter((r) => r.status).every((r) => r.connection === 'close')).toBe(true);
    expect(after.at(-1)?.error, JSON.stringify(after)).toBe('ECONNREFUSED');
    expect(await exited).toBe(0);
    expect(output).toContain('"shutting down"');
    expect(output).toContain('"stopped"');
    expect(output).not.toMatch(/unhandled|uncaught/i);
    const stored = await database.db.select({ id: leaveWords.submissionId }).from(leaveWords).where(inArray(leaveWords.submissionId, ids));
    expect(stored).toHaveLength(ids.length);
  });
});
