import type { Context } from 'hono';
import type { AppDeps } from '../deps.ts';
import { clientAddress } from '../geo/region.ts';

/** Who is calling, as the request says it: the bearer token and the client address, for customer and staff routes alike. */

/** The bearer token of the request (`Authorization: Bearer <jti>`), or null. */
export function bearerToken(c: Context): string | null {
  const header = c.req.header('authorization') ?? '';
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,100})$/.exec(header.trim());
  return match ? match[1]! : null;
}

/** The client address for per-IP limits. */
export function ipOf(deps: AppDeps, c: Context): string {
  return (deps.clientIp ? deps.clientIp(c) : clientAddress(c)) ?? 'unknown';
}
