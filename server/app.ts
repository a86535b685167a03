import { Hono } from 'hono';
import { SUCCESS } from '../src/contracts/envelope.ts';
import type { AppDeps } from './deps.ts';
import { reportDatabaseFault } from './db/faults.ts';
import { isDatabaseUnavailable } from './db/unavailable.ts';
import { HttpError } from './http/errors.ts';
import { apiCaching } from './http/api-caching.ts';
import type { CachedBody } from './http/cached-body.ts';
import type { Memo } from './http/memo.ts';
import { fail } from './http/respond.ts';
import { adminRoutes } from './modules/admin/admin.routes.ts';
import { securityHeaders, type SecurityHeaderOptions } from './http/security-headers.ts';
import { mountRoutes } from './http/endpoint-route.ts';
import { sameOriginWrites } from './http/same-origin-writes.ts';
import { requireUser } from './modules/account/current-user.ts';
import { declaredRoutes } from './routes.ts';
import { punchoutRoutes } from './modules/procurement/punchout.routes.ts';

export const API_BASE = '/api/v1';

export interface AppOptions {
  /** Keeps public API reads in memory for a short while (server/http/api-caching.ts; routes say which with `publicRead`); absent in tests and development. */
  memo?: Memo<CachedBody>;
  /** Content-Security-Policy (off only in development) and HSTS (when served over HTTPS). */
  security?: SecurityHeaderOptions;
}

/** The whole HTTP application: API v1 under /api/v1, then pages and static files. */
export function createApp(deps: AppDeps, opts: AppOptions = {}) {
  // The routes bound to endpoint declarations; a customer endpoint answers 401 without a login before its input is read.
  const declared = new Hono();
  mountRoutes(declared, declaredRoutes(deps), { now: deps.now, access: async (c, e) => void (e.access === 'customer' && (await requireUser(deps, c))) });
  // Back-office changes and the staff login from another site's page are refused before any route reads them (CSRF).
  const ownOriginOnly = sameOriginWrites(deps);
  const api = new Hono()
    // ETag / 304 / Cache-Control on GET answers, before every route.
    .use('*', apiCaching({ region: deps.region, memo: opts.memo }))
    .use('/admin/*', ownOriginOnly)
    .use('/staff/login', ownOriginOnly)
    .route('/', declared)
    .route('/admin', adminRoutes(deps));

  const app = new Hono();
  app.use('*', securityHeaders(opts.security));
  app.route(API_BASE, api);
  // PunchOut speaks cXML and form posts, not the JSON envelope (server/modules/procurement/punchout.routes.ts).
  app.route('/punchout', punchoutRoutes(deps));
  // Unknown API paths answer in the envelope, never with a page.
  app.all(`${API_BASE}/*`, (c) => fail(c, new HttpError('E0404')));
  app.notFound((c) => fail(c, new HttpError('E0404')));
  app.onError((err, c) => {
    if (err instanceof HttpError) return fail(c, err);
    // Malformed JSON bodies and the like are the client's fault, not a 500.
    if (err instanceof SyntaxError) return fail(c, new HttpError('E0400', [{ field: 'body', message: err.message }]));
    // The database dropped the connection or is restarting: this request fails, the pool reconnects.
    if (isDatabaseUnavailable(err)) {
      reportDatabaseFault(err);
      deps.log.warn('database unavailable', { path: c.req.path, err: err instanceof Error ? err.message : String(err) });
      return fail(c, new HttpError('E0503'));
    }
    deps.log.error('unhandled error', { path: c.req.path, err: err instanceof Error ? err.stack : String(err) });
    return fail(c, new HttpError('E0500'));
  });
  if (deps.web) {
    const web = deps.web;
    app.all('*', (c) => web.handle(c, app, deps));
  }
  return app;
}

export { SUCCESS };
