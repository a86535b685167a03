import type { MiddlewareHandler } from 'hono';

/**
 * The Content-Security-Policy of every answer. Scripts come only from the site itself ('self': the built
 * entry, its chunks and the toolbox worker); nothing inline runs: the server-rendered state and JSON-LD are
 * `type="application/json"` / `application/ld+json` blocks, which browsers never execute. Inline `style`
 * attributes stay allowed (React sets them; they cannot run code). Pages may be framed only by the site
 * itself; plugins and `<base>` elsewhere are refused.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "worker-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

export interface SecurityHeaderOptions {
  /** Off only in development, where Vite's hot reload runs an inline script. */
  csp?: boolean;
  /** Strict-Transport-Security, when the site is configured to be served over HTTPS. */
  hsts?: boolean;
}

/** Security headers on every answer: pages, API, static files and errors alike. */
export function securityHeaders(opts: SecurityHeaderOptions = {}): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const h = c.res.headers;
    // A handler may have set a stricter policy of its own (a file served as a sandboxed attachment): kept.
    if (opts.csp !== false && !h.has('content-security-policy')) h.set('content-security-policy', CONTENT_SECURITY_POLICY);
    h.set('x-frame-options', 'SAMEORIGIN');
    h.set('x-content-type-options', 'nosniff');
    h.set('referrer-policy', 'strict-origin-when-cross-origin');
    if (opts.hsts) h.set('strict-transport-security', 'max-age=31536000; includeSubDomains');
  };
}
