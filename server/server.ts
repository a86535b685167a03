import type { Server, ServerResponse } from 'node:http';
import type { Hono } from 'hono';
import { serve } from '@hono/node-server';
import type { Logger } from './log.ts';

/** How long idle keep-alive connections stay open after the stop signal (see `stop`). */
const IDLE_GRACE_MS = 1_000;

export interface ListenOptions {
  app: Hono;
  port: number;
  hostname: string;
  log: Logger;
  /** Run in order once the last request has been answered (the outbox sender, the change feed, the database). */
  onStop: (() => Promise<void>)[];
  /** How long running requests may take to finish before their connections are cut. */
  graceMs?: number;
}

/**
 * Starts listening and stops gracefully on SIGTERM or SIGINT (to the process or its whole group, where a
 * second copy of the signal arrives through npm): stop accepting connections, answer the requests already
 * received with `Connection: close` so keep-alive clients go away, wait for them (up to `graceMs`), then run
 * `onStop` and exit 0 after logging "stopped".
 */
export function listen(opts: ListenOptions): Promise<Server> {
  const { app, log } = opts;
  const server = serve({ fetch: app.fetch, port: opts.port, hostname: opts.hostname }) as Server;
  const closeIdle = server.closeIdleConnections.bind(server);
  const running = new Set<ServerResponse>();
  let stopping = false;

  server.on('request', (_req, res: ServerResponse) => {
    if (stopping) res.setHeader('connection', 'close');
    running.add(res);
    res.once('close', () => running.delete(res));
  });

  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info('shutting down', { signal, running: running.size });
    for (const res of running) if (!res.headersSent) res.setHeader('connection', 'close');
    // Node's close() ends idle keep-alive connections at once, racing a client that is just sending its next
    // request on one (it would see a reset). They are ended a moment later instead: a request arriving
    // meanwhile is answered, with `Connection: close`.
    server.closeIdleConnections = () => {};
    setTimeout(() => closeIdle(), IDLE_GRACE_MS).unref();
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    const force = setTimeout(() => {
      log.warn('grace period over, closing the remaining connections', { running: running.size });
      server.closeAllConnections();
    }, opts.graceMs ?? 10_000);
    await closed;
    clearTimeout(force);
    for (const step of opts.onStop) {
      await step().catch((err: unknown) => log.error('shutdown step failed', { err: err instanceof Error ? err.message : String(err) }));
    }
    log.info('stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
  return new Promise<Server>((resolve) => server.once('listening', () => resolve(server)));
}
