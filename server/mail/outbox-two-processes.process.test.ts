import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnApiServer, stopServer, type SpawnedServer } from '../process/spawn-server.ts';
import { outbox } from '../db/schema/index.ts';
import { createTestDatabase, type TestDatabase } from '../test/databases.ts';
import { eventually } from '../test/eventually.ts';
import { smtpSink } from '../test/smtp-sink.ts';

describe('two server processes sending one outbox (PostgreSQL)', () => {
  let database: TestDatabase;
  // One SMTP server per process, to see which process sent what.
  const smtp: Awaited<ReturnType<typeof smtpSink>>[] = [];
  const servers: SpawnedServer[] = [];

  beforeAll(async () => {
    database = await createTestDatabase('postgres', { seed: false });
    smtp.push(await smtpSink(), await smtpSink());
    servers.push(...(await Promise.all(smtp.map((s) => spawnApiServer(database.url!, { SMTP_URL: s.url, OUTBOX_INTERVAL_MS: '50' })))));
  }, 120_000);

  afterAll(async () => {
    for (const s of servers) await stopServer(s.child);
    for (const s of smtp) await s.close();
    await database?.close();
  });

  it('sends every message left in the outbox exactly once', async () => {
    const n = 120;
    const now = new Date();
    // Rows as a crashed process leaves them: committed with their submission, never handed to a transport.
    await database.db.insert(outbox).values(Array.from({ length: n }, (_, i) => ({ channel: 'email' as const, recipient: `lead${i}@example.com`, subject: `backlog ${i}`, body: `message ${i}`, createdAt: now, nextAttemptAt: now })));
    const backlog = (i: number) => [...smtp[i]!.subjects()].filter(([s]) => s.startsWith('backlog '));
    await eventually(() => (backlog(0).length + backlog(1).length >= n ? true : undefined), 60_000, 'every message received');
    // A second look after more rounds of both senders: still once each, and no message sent by both.
    await new Promise((r) => setTimeout(r, 500));
    const [a, b] = [backlog(0), backlog(1)];
    const subjects = [...a, ...b].map(([s]) => s);
    expect(new Set(subjects).size).toBe(n);
    expect(subjects).toHaveLength(n);
    expect([...a, ...b].filter(([, c]) => c !== 1)).toEqual([]);
    // Both processes took part: each claims batches of 20 every 50 ms.
    expect(a.length).toBeGreaterThan(0);
    expect(b.length).toBeGreaterThan(0);
    const rows = await database.db.select().from(outbox).where(like(outbox.subject, 'backlog %'));
    expect(rows.filter((r) => !r.sentAt || r.attempts !== 1)).toEqual([]);
    expect(servers.map((s) => s.log()).join('')).not.toMatch(/delivery failed/);
  });
});
