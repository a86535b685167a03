import type { Context, MiddlewareHandler } from 'hono';
import { translate } from '../../src/i18n/create.ts';
import type { AppDeps } from '../deps.ts';
import { HttpError } from './errors.ts';
import { requestLang } from './request-lang.ts';

/** The safe methods (RFC 9110 §9.2.1): they change nothing, and a forging page cannot read their answer (no CORS). */
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The origin (scheme, host, port) of an address, or null for what is none (`null`, a bare word). */
function originOf(address: string | undefined): string | null {
  if (!address) return null;
  try {
    const { origin } = new URL(address);
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/** Whether an Origin header names one of the site's own origins, or the origin the request was sent to. */
function isOwnOrigin(origin: string, configured: readonly string[], requestUrl: string): boolean {
  const given = originOf(origin);
  // The header holds an origin exactly (RFC 6454 §7): anything longer, such as a path, is not this site's.
  return given !== null && given === origin.toLowerCase() && (configured.includes(given) || given === originOf(requestUrl));
}

const refused = (c: Context, header: 'Origin' | 'Sec-Fetch-Site') => new HttpError('E0403', [{ field: header, message: translate(requestLang(c), 'admin:v.foreignOrigin') }]);

/**
 * A second wall against cross-site request forgery on the back office: a change (any method but GET, HEAD, OPTIONS)
 * to `/api/v1/admin/*` or the staff login is refused (403, E0403, naming the header that gave it away) when the
 * browser says it comes from another site: `Sec-Fetch-Site: cross-site` (Fetch Metadata), or an `Origin` that is not
 * one of the site's own. The first wall is the bearer token: browsers never attach it by themselves (no cookie is a
 * staff session), so a forged request has no session and this is not exploitable today; this wall keeps it so if a
 * session ever rides on a cookie.
 *
 * Requests without either header pass (command lines, server-to-server calls, tests: no browser, no forgery), as do
 * `Sec-Fetch-Site: same-origin`, `same-site` and `none` with no foreign Origin. Browsers send Origin on every
 * POST/PUT/DELETE fetch, the site's own pages included.
 *
 * The site's own origins: the public address (PUBLIC_URL, else EN_HOST or CN_HOST, else http://localhost:PORT), each
 * language's host (EN_HOST, CN_HOST), and the request's own scheme and host. The last is sound without any
 * configuration: a browser sets Host to the site it sends to, and Origin to the page it sends from, so a page of
 * another site can never make them agree (it is what lets `http://127.0.0.1:<port>` of the browser tests through).
 * Behind a proxy that ends TLS, the request's own scheme is http: PUBLIC_URL or EN_HOST/CN_HOST name the https one.
 */
export function sameOriginWrites(deps: Pick<AppDeps, 'publicOrigin' | 'hosts'>): MiddlewareHandler {
  const configured = [deps.publicOrigin, deps.hosts?.en, deps.hosts?.cn].map(originOf).filter((o): o is string => o !== null);
  return async (c, next) => {
    if (!READS.has(c.req.method)) {
      if (c.req.header('sec-fetch-site')?.toLowerCase() === 'cross-site') throw refused(c, 'Sec-Fetch-Site');
      const origin = c.req.header('origin');
      if (origin !== undefined && !isOwnOrigin(origin, configured, c.req.url)) throw refused(c, 'Origin');
    }
    await next();
  };
}
