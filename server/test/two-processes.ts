import { afterAll, beforeAll } from 'vitest';
import { pgChangeFeed, type PgChangeFeed } from '../events/pg-change-feed.ts';
import { silentLogger } from '../log.ts';
import { createTestDatabase, type TestDatabase } from './databases.ts';

/**
 * A seeded PostgreSQL database shared by two server processes, each with its own change-feed connection (what two
 * `node dist/main.js` on one database have), for tests of what one process's change does to the other's memory.
 * Made before the file's tests and closed after them.
 */
export function twoProcessesOnOneDatabase(): { database: () => TestDatabase; feeds: () => [PgChangeFeed, PgChangeFeed] } {
  let database: TestDatabase | undefined;
  let feeds: [PgChangeFeed, PgChangeFeed] | undefined;
  beforeAll(async () => {
    database = await createTestDatabase('postgres', { seed: true });
    feeds = [pgChangeFeed(database.url!, silentLogger), pgChangeFeed(database.url!, silentLogger)];
    await Promise.all(feeds.map((f) => f.ready));
  }, 120_000);
  afterAll(async () => {
    await Promise.all((feeds ?? []).map((f) => f.close()));
    await database?.close();
  });
  return { database: () => database!, feeds: () => feeds! };
}
