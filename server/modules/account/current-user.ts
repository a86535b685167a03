import type { Context } from 'hono';
import type { AppDeps } from '../../deps.ts';
import { HttpError } from '../../http/errors.ts';
import { clientAddress } from '../../geo/region.ts';
import { tokenOwner, type TokenOwner } from './token.queries.ts';

/** The bearer token of the request (`Authorization: Bearer <jti>`), or null. */
export function bearerToken(c: Context): string | null {
  const header = c.req.header('authorization') ?? '';
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,100})$/.exec(header.trim());
  return match ? match[1]! : null;
}

/** The logged-in user, or null. */
export async function optionalUser({ db, now }: AppDeps, c: Context): Promise<TokenOwner | null> {
  const jti = bearerToken(c);
  return jti ? tokenOwner(db, now(), jti) : null;
}

/** The logged-in user; otherwise E0401 'Please login'. */
export async function requireUser(deps: AppDeps, c: Context): Promise<TokenOwner> {
  const user = await optionalUser(deps, c);
  if (!user) throw new HttpError('E0401');
  return user;
}

/** The client address for per-IP limits. */
export function ipOf(deps: AppDeps, c: Context): string {
  return (deps.clientIp ? deps.clientIp(c) : clientAddress(c)) ?? 'unknown';
}
