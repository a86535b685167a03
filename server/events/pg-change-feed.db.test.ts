import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../log.ts';
import { withAudit } from '../modules/audit/with-audit.ts';
import { createTestDatabase, type TestDatabase } from '../test/databases.ts';
import { eventually } from '../test/eventually.ts';
import type { SiteChange } from './change-feed.ts';
import { pgChangeFeed, type PgChangeFeed } from './pg-change-feed.ts';

const actor = { staffId: null, ip: null, userAgent: 'test' };

describe('change feed on PostgreSQL (LISTEN/NOTIFY)', () => {
  let database: TestDatabase;
  let listener: PgChangeFeed;
  let publisher: PgChangeFeed;
  const heard: (SiteChange | null)[] = [];

  beforeAll(async () => {
    database = await createTestDatabase('postgres', { seed: false });
    listener = pgChangeFeed(database.url!, silentLogger);
    publisher = pgChangeFeed(database.url!, silentLogger);
    await Promise.all([listener.ready, publisher.ready]);
    listener.subscribe((change) => heard.push(change));
  }, 60_000);
  afterAll(async () => {
    await listener?.close();
    await publisher?.close();
    await database?.close();
  });

  const change = (key: string, fail = false) =>
    withAudit({ db: database.db, now: () => new Date(), changes: publisher }, actor, { entity: 'test', key, action: 'update' }, async () => {
      if (fail) throw new Error('refused');
      return { before: 1, after: 2, result: null };
    });
  const heardKey = (key: string) => () => (heard.some((c) => c?.key === key) ? true : undefined);

  it('tells another connection of a committed change, never of one that rolled back', async () => {
    expect(listener.listening).toBe(true);
    await expect(change('rolled-back', true)).rejects.toThrow('refused');
    // A NOTIFY sent inside a transaction that then rolls back is never delivered.
    const notifiedThenFailed = database.db.transaction(async (tx) => {
      await publisher.inTransaction(tx as never, { entity: 'test', key: 'rolled-back', action: 'update' });
      throw new Error('after the notify');
    });
    await expect(notifiedThenFailed).rejects.toThrow('after the notify');
    await change('committed');
    await eventually(heardKey('committed'), 5_000, 'the committed change is heard');
    expect(heard).toContainEqual({ entity: 'test', key: 'committed', action: 'update' });
    expect(heard.some((c) => c?.key === 'rolled-back')).toBe(false);
  });

  it('listens again after its connection is killed, says changes may have been missed, and hears new ones', async () => {
    const admin = postgres(database.url!, { max: 1, onnotice: () => {} });
    try {
      const killed = await admin`select pg_terminate_backend(pid) as done from pg_stat_activity where application_name = 'change-feed' and datname = current_database()`;
      expect(killed.length).toBeGreaterThan(0);
    } finally {
      await admin.end();
    }
    await eventually(() => (heard.includes(null) ? true : undefined), 10_000, 'the feed listens again');
    expect(listener.listening).toBe(true);
    await change('after-reconnect');
    await eventually(heardKey('after-reconnect'), 5_000, 'a change after the reconnection is heard');
  });

  it('does not fail when the database cannot be reached; it keeps trying until closed', async () => {
    const lost = pgChangeFeed('postgres://postgres@127.0.0.1:1/none', silentLogger);
    await expect(lost.ready).resolves.toBeUndefined();
    expect(lost.listening).toBe(false);
    await lost.close();
  });
});
