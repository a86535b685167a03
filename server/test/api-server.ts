/**
 * An API-only server process wired like server/main.ts (public-read memo, change feed, outbox sender,
 * graceful stop) but without the built pages, for tests that run several processes on one database.
 * Prints `listening <port>`.
 */
import type { AddressInfo } from 'node:net';
import { createApp } from '../app.ts';
import { openDatabase } from '../db/client.ts';
import { depsFromEnv } from '../deps-from-env.ts';
import { readEnv } from '../env.ts';
import { forgetOnChange, openChangeFeed } from '../events/open-change-feed.ts';
import { forgetAtScheduleEdges } from '../events/schedule-edges.ts';
import type { CachedBody } from '../http/cached-body.ts';
import { Memo } from '../http/memo.ts';
import { createLogger } from '../log.ts';
import { startOutboxSender } from '../mail/outbox-sender.ts';
import { queueLeadDigest } from '../modules/leads/lead-digest.ts';
import { installProcessGuards } from '../process/guards.ts';
import { listen } from '../server.ts';

const env = readEnv();
const log = createLogger(env.LOG_LEVEL);
installProcessGuards(log);
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
const changes = await openChangeFeed({ databaseUrl: env.DATABASE_URL, log });
// The production memo lifetime (server/main.ts): a change must show long before it would expire.
const apiMemo = new Memo<CachedBody>(60_000);
forgetOnChange(changes, { memos: [apiMemo], db: database.db });
const scheduleWatch = forgetAtScheduleEdges({ db: database.db, memos: [apiMemo], feed: changes, log });
const deps = { ...depsFromEnv(env, database.db, log), changes };
const app = createApp(deps, { memo: apiMemo });
const sender = startOutboxSender(deps, { intervalMs: env.OUTBOX_INTERVAL_MS, tasks: [() => queueLeadDigest(deps)] });
const server = await listen({ app, port: env.PORT, hostname: '127.0.0.1', log, onStop: [async () => scheduleWatch.stop(), () => sender.stop(), () => changes.close(), () => database.close()] });
process.stdout.write(`listening ${(server.address() as AddressInfo).port}\n`);
