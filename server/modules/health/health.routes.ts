import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppDeps } from '../../deps.ts';
import { HttpError } from '../../http/errors.ts';
import { ok } from '../../http/respond.ts';

/** `GET /health`: answers E0001 only when the database answers a query. */
export function healthRoutes({ db, log, now }: AppDeps) {
  return new Hono().get('/health', async (c) => {
    const started = performance.now();
    try {
      await db.execute(sql`select 1`);
    } catch (err) {
      log.error('health: database check failed', { err: String(err) });
      throw new HttpError('E0503');
    }
    return ok(c, { status: 'ok', database: 'ok', dbLatencyMs: Math.round(performance.now() - started), time: now().toISOString() });
  });
}
