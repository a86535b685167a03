import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compress } from 'hono/compress';
import { createApp } from './app.ts';
import { depsFromEnv } from './deps-from-env.ts';
import { openDatabase } from './db/client.ts';
import { seedDemo } from './demo/index.ts';
import { announceDemoCustomer } from './demo/customer.ts';
import { announceDemoOwner } from './demo/staff.ts';
import { EnvError, readEnv } from './env.ts';
import { forgetOnChange, openChangeFeed } from './events/open-change-feed.ts';
import { forgetAtScheduleEdges } from './events/schedule-edges.ts';
import type { CachedBody } from './http/cached-body.ts';
import { Memo } from './http/memo.ts';
import { createLogger } from './log.ts';
import { installProcessGuards } from './process/guards.ts';
import { startOutboxSender } from './mail/outbox-sender.ts';
import { queueLeadDigest } from './modules/leads/lead-digest.ts';
import { listen } from './server.ts';
import { createPageHandler, type RenderedPage, type RenderFn } from './web/page-handler.ts';
import { createStaticFiles } from './web/static-files.ts';
import { ShellMemo } from './web/shell-memo.ts';
import type { AppDeps } from './deps.ts';
import type { Lang } from '../src/contracts/lang.ts';
import { announcePublicOrigin } from './public-origin.ts';

/**
 * How long public API reads and rendered pages are kept in memory. Back-office changes clear them at once
 * in every process (the change feed, server/events/), so this only bounds how late a change made directly
 * in the database shows (like the search index's 60 s, server/modules/search/search-index.ts). At 500
 * requests per second it turns seconds of database work per second into one render per page and minute
 * (bench/README.md).
 */
const MEMO_TTL_MS = 60_000;

type Manifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;

/**
 * `<link rel="modulepreload">` of each language's translations chunk (src/i18n/load-language.ts), so the
 * browser fetches it with the entry instead of after running it. From the client build's manifest.
 */
function translationPreloads(manifest: Manifest): Partial<Record<Lang, string>> {
  const entry = Object.values(manifest).find((m) => m.isEntry);
  const loaded = new Set([entry?.file, ...(entry?.imports ?? []).map((k) => manifest[k]?.file)]);
  const out: Partial<Record<Lang, string>> = {};
  for (const lang of ['en', 'zh'] as const) {
    const files = new Set<string>();
    const walk = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || loaded.has(chunk.file) || files.has(chunk.file)) return;
      files.add(chunk.file);
      chunk.imports?.forEach(walk);
    };
    walk(`src/i18n/bundles/${lang}.ts`);
    out[lang] = [...files].map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`).join('');
  }
  return out;
}

/**
 * Production start (`node dist/main.js`, built from this file by scripts/build-server.mjs; `npm start`
 * builds first when needed): built client in dist/client, server renderer in dist/server.
 */
async function main() {
  let env;
  try {
    env = readEnv();
  } catch (err) {
    if (err instanceof EnvError) {
      process.stderr.write(`${err.message}\n`);
      process.exit(1);
    }
    throw err;
  }
  const log = createLogger(env.LOG_LEVEL);
  installProcessGuards(log);
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  const seeded = await seedDemo(database.db);
  log.info('database ready', { driver: database.driver, demoLoaded: seeded.loaded });
  await announceDemoOwner(database.db, log);
  await announceDemoCustomer(database.db, log);

  // Built, this file is dist/main.js with the build beside it; run from source, the build is in DIST_DIR.
  const here = fileURLToPath(new URL('.', import.meta.url));
  const dist = (existsSync(`${here}client/index.html`) ? here : resolve(here, '..', env.DIST_DIR)) + '/';
  const template = await readFile(`${dist}client/index.html`, 'utf8');
  const adminTemplate = await readFile(`${dist}client/admin.html`, 'utf8');
  // React, which the renderer imports from node_modules, picks its build by process.env.NODE_ENV: without this,
  // a start without NODE_ENV (`npm start`, a unit without it) rendered with React's development build, several
  // times slower. The environment's own default (production, server/env.ts) is what it must see.
  process.env.NODE_ENV = env.NODE_ENV;
  const entry = `${dist}server/entry-server.js`;
  const render = (await import(entry)).render as RenderFn;
  const manifest = JSON.parse(await readFile(`${dist}client/.vite/manifest.json`, 'utf8')) as Manifest;
  const hosts = { en: env.EN_HOST, cn: env.CN_HOST };
  const pageMemo = new Memo<RenderedPage>(MEMO_TTL_MS);
  const shellMemo = new ShellMemo(MEMO_TTL_MS);
  const web = createPageHandler({
    template: async () => template,
    render: async () => render,
    serveStatic: createStaticFiles(`${dist}client`),
    hosts,
    publicOrigin: announcePublicOrigin(env, log),
    log,
    region: (c) => deps.region(c),
    memo: pageMemo,
    shellMemo,
    headExtra: translationPreloads(manifest),
    adminTemplate: async () => adminTemplate,
  });
  // Back-office changes: every process forgets its memos and search index once one commits.
  const changes = await openChangeFeed({ databaseUrl: env.DATABASE_URL, log });
  const apiMemo = new Memo<CachedBody>(MEMO_TTL_MS);
  forgetOnChange(changes, { memos: [pageMemo, apiMemo, shellMemo], db: database.db });
  // A scheduled banner shows at its start, not when the memos happen to expire.
  const scheduleWatch = forgetAtScheduleEdges({ db: database.db, memos: [pageMemo, apiMemo, shellMemo], feed: changes, log });
  const deps: AppDeps = { ...depsFromEnv(env, database.db, log, web), changes };
  const app = createApp(deps, { memo: apiMemo, security: { hsts: [env.PUBLIC_URL, env.EN_HOST, env.CN_HOST].some((u) => u?.startsWith('https://')) } });
  const root = new (await import('hono')).Hono();
  // Static files, pages and API GET answers come compressed already (server/http/cached-body.ts); this covers the rest.
  root.use(compress());
  root.route('/', app);
  const sender = startOutboxSender(deps, { intervalMs: env.OUTBOX_INTERVAL_MS, tasks: [() => queueLeadDigest(deps)] });
  // At shutdown, after the last request: no new sends, then the change feed's connection, then the database.
  await listen({ app: root, port: env.PORT, hostname: env.HOST, log, onStop: [async () => scheduleWatch.stop(), () => sender.stop(), () => changes.close(), () => database.close()] });
  log.info('listening', { url: `http://localhost:${env.PORT}` });
}

main().catch((err) => {
  process.stderr.write(`Start-up failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
