import type { Context } from 'hono';
import type { AppDeps } from '../../deps.ts';
import { bearerToken } from '../../http/client.ts';
import { HttpError } from '../../http/errors.ts';
import { tokenOwner, type TokenOwner } from './token.queries.ts';

/** The logged-in user, or null. */
export async function optionalUser({ db, now }: AppDeps, c: Context): Promise<TokenOwner | null> {
  const jti = bearerToken(c);
  return jti ? tokenOwner(db, now(), jti) : null;
}

/** Users already found for a request: the route binding checks a customer endpoint's login, then its handler asks again. */
const seen = new WeakMap<Request, TokenOwner>();

/** The logged-in user; otherwise E0401 'Please login'. */
export async function requireUser(deps: AppDeps, c: Context): Promise<TokenOwner> {
  const known = seen.get(c.req.raw);
  if (known) return known;
  const user = await optionalUser(deps, c);
  if (!user) throw new HttpError('E0401');
  seen.set(c.req.raw, user);
  return user;
}
