import { createServer as createHttpServer } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { createServer as createViteServer } from 'vite';
import { createApp } from './app.ts';
import { depsFromEnv } from './deps-from-env.ts';
import { openDatabase } from './db/client.ts';
import { seedDemo } from './demo/index.ts';
import { announceDemoCustomer } from './demo/customer.ts';
import { announceDemoOwner } from './demo/staff.ts';
import { readEnv } from './env.ts';
import { forgetOnChange, openChangeFeed } from './events/open-change-feed.ts';
import { createLogger } from './log.ts';
import { startOutboxSender } from './mail/outbox-sender.ts';
import { queueLeadDigest } from './modules/leads/lead-digest.ts';
import { createPageHandler, type RenderFn } from './web/page-handler.ts';
import { announcePublicOrigin } from './public-origin.ts';

/** Development: Vite serves the page modules with hot reload; pages are rendered from source. */
async function dev() {
  const env = readEnv();
  const log = createLogger(env.LOG_LEVEL);
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  await seedDemo(database.db);
  await announceDemoOwner(database.db, log);
  await announceDemoCustomer(database.db, log);
  // Development keeps no memos; back-office changes still reach the search index.
  const changes = await openChangeFeed({ databaseUrl: env.DATABASE_URL, log });
  forgetOnChange(changes, { memos: [], db: database.db });
  const vite = await createViteServer({ server: { middlewareMode: true }, appType: 'custom' });
  const web = createPageHandler({
    template: async (url) => vite.transformIndexHtml(url, await (await import('node:fs/promises')).readFile('index.html', 'utf8')),
    render: async () => (await vite.ssrLoadModule('/src/entry-server.tsx')).render as RenderFn,
    hosts: { en: env.EN_HOST, cn: env.CN_HOST },
    publicOrigin: announcePublicOrigin(env, log),
    log,
    adminTemplate: async (url) => vite.transformIndexHtml(url, await (await import('node:fs/promises')).readFile('admin.html', 'utf8')),
  });
  // Vite's hot reload runs an inline script, so development goes without the Content-Security-Policy.
  const deps = { ...depsFromEnv(env, database.db, log, web), changes };
  const app = createApp(deps, { security: { csp: false } });
  // Retries unsent mail as production does when a transport is configured (otherwise it does nothing).
  startOutboxSender(deps, { intervalMs: env.OUTBOX_INTERVAL_MS, tasks: [() => queueLeadDigest(deps)] });
  const honoListener = getRequestListener(app.fetch);
  const server = createHttpServer((req, res) => vite.middlewares(req, res, () => honoListener(req, res)));
  server.listen(env.PORT, env.HOST, () => log.info('dev server', { url: `http://localhost:${env.PORT}` }));
}

void dev();
