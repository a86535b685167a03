import type { Server } from 'node:http';
import type { Hono } from 'hono';
import { serve } from '@hono/node-server';
import type { Database } from './db/client.ts';
import type { Logger } from './log.ts';

/**
 * Starts listening and stops gracefully on SIGTERM/SIGINT: stop accepting, let running requests finish
 * (up to `graceMs`), then close the database.
 */
export function listen(opts: { app: Hono; port: number; hostname: string; database: Database; log: Logger; graceMs?: number }) {
  const { app, database, log } = opts;
  const server = serve({ fetch: app.fetch, port: opts.port, hostname: opts.hostname }) as Server;
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info('shutting down', { signal });
    const forceTimer = setTimeout(() => server.closeAllConnections(), opts.graceMs ?? 10_000);
    server.closeIdleConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    clearTimeout(forceTimer);
    await database.close();
    log.info('stopped');
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));
  return new Promise<Server>((resolve) => server.once('listening', () => resolve(server)));
}
