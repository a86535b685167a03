import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compress } from 'hono/compress';
import { createApp } from './app.ts';
import { depsFromEnv } from './deps-from-env.ts';
import { openDatabase } from './db/client.ts';
import { seedDemo } from './db/seed/index.ts';
import { EnvError, readEnv } from './env.ts';
import { createLogger } from './log.ts';
import { listen } from './server.ts';
import { createPageHandler, type RenderFn } from './web/page-handler.ts';
import { createStaticFiles } from './web/static-files.ts';

/** Production start: built client in dist/client, server renderer in dist/server. */
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
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  const seeded = await seedDemo(database.db);
  log.info('database ready', { driver: database.driver, demoLoaded: seeded.loaded });

  const dist = resolve(fileURLToPath(new URL('../', import.meta.url)), env.DIST_DIR) + '/';
  const template = await readFile(`${dist}client/index.html`, 'utf8');
  const entry = `${dist}server/entry-server.js`;
  const render = (await import(entry)).render as RenderFn;
  const hosts = { en: env.EN_HOST, cn: env.CN_HOST };
  const web = createPageHandler({
    template: async () => template,
    render: async () => render,
    serveStatic: createStaticFiles(`${dist}client`),
    hosts,
    log,
  });
  const app = createApp(depsFromEnv(env, database.db, log, web));
  const root = new (await import('hono')).Hono();
  root.use(compress());
  root.route('/', app);
  await listen({ app: root, port: env.PORT, hostname: env.HOST, database, log });
  log.info('listening', { url: `http://localhost:${env.PORT}` });
}

main().catch((err) => {
  process.stderr.write(`Start-up failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
