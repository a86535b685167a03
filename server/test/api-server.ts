/**
 * An API-only server process wired like server/main.ts (public-read memo, change feed) but without the
 * built pages, for tests that run several processes on one database. Prints `listening <port>`.
 */
import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { createApp } from '../app.ts';
import { openDatabase } from '../db/client.ts';
import { depsFromEnv } from '../deps-from-env.ts';
import { readEnv } from '../env.ts';
import { forgetOnChange, openChangeFeed } from '../events/open-change-feed.ts';
import { Memo, type CachedBody } from '../http/etag.ts';
import { createLogger } from '../log.ts';

const env = readEnv();
const log = createLogger(env.LOG_LEVEL);
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
const changes = await openChangeFeed({ databaseUrl: env.DATABASE_URL, log });
// The production memo lifetime (server/main.ts): a change must show long before it would expire.
const apiMemo = new Memo<CachedBody>(60_000);
forgetOnChange(changes, { memos: [apiMemo], db: database.db });
const app = createApp({ ...depsFromEnv(env, database.db, log), changes }, { memo: apiMemo });
const server = serve({ fetch: app.fetch, port: env.PORT, hostname: '127.0.0.1' }, (info: AddressInfo) => process.stdout.write(`listening ${info.port}\n`));
process.once('SIGTERM', () => {
  server.close();
  void changes.close().then(() => database.close()).then(() => process.exit(0));
});
