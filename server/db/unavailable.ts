/**
 * Whether an error means the database cannot be reached right now (as opposed to a bad query): the
 * connection was refused, reset, closed or timed out, or the server is shutting down or starting up.
 * Such errors answer 503 (E0503) for the request they hit; the pool opens new connections on the next
 * query, so the site recovers by itself once the database is back.
 *
 * Driver codes: postgres.js (`CONNECTION_CLOSED`, `CONNECTION_ENDED`, `CONNECTION_DESTROYED`,
 * `CONNECT_TIMEOUT`) and Node's socket errors. SQLSTATE: class 08 (connection exception), 57P01
 * admin_shutdown (also what `pg_terminate_backend` sends), 57P02 crash_shutdown, 57P03 cannot_connect_now,
 * 53300 too_many_connections (PostgreSQL error codes appendix).
 */
const DRIVER_CODES = new Set([
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  'CONNECT_TIMEOUT',
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
const SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);

function codeOf(err: object): string | undefined {
  const code = (err as { code?: unknown }).code;
  return typeof code === 'string' ? code : undefined;
}

/** True when `err` or any error in its `cause` chain (drizzle wraps driver errors) is a connection loss. */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 8; e = (e as { cause?: unknown }).cause, depth++) {
    const code = codeOf(e);
    if (code && (DRIVER_CODES.has(code) || SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
    if (e instanceof AggregateError && e.errors.some(isDatabaseUnavailable)) return true;
  }
  return false;
}
