import { sql } from 'drizzle-orm';
import { healthCheck } from '../../../src/contracts/endpoints/health.ts';
import type { AppDeps } from '../../deps.ts';
import { HttpError } from '../../http/errors.ts';
import { route, type Route } from '../../http/endpoint-route.ts';

/** `GET /health`: answers E0001 only when the database answers a query. */
export function healthRoutes({ db, log, now }: AppDeps): Route[] {
  return [
    route(healthCheck, async () => {
      const started = performance.now();
      try {
        await db.execute(sql`select 1`);
      } catch (err) {
        log.error('health: database check failed', { err: String(err) });
        throw new HttpError('E0503');
      }
      return { status: 'ok' as const, database: 'ok' as const, dbLatencyMs: Math.round(performance.now() - started), time: now().toISOString() };
    }),
  ];
}
