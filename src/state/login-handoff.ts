import type { Handoff, LoginResult } from '../contracts/account.ts';
import { accountEndpoints, type SessionApi, STORAGE_KEYS, storeLogin } from './session.state.ts';

/**
 * The login hand-off between the two language hosts. A link to the other host carries `token` and
 * `expiration` as query parameters; `token` is a hand-off code (single use, one minute), never the session
 * token itself, and the page exchanges it for a session of its own on arrival. The parameters leave the
 * address bar at once, so they stay in no history entry, bookmark or shared link.
 */
const PARAMS = ['token', 'expiration'] as const;

/** The hand-off code of a page address, when its expiration is still ahead. */
export function handoffCode(search: string, now = Date.now()): string | null {
  const params = new URLSearchParams(search);
  const code = params.get('token');
  const expiration = Number(params.get('expiration'));
  return code && Number.isFinite(expiration) && expiration > now ? code : null;
}

/** The address without the hand-off parameters (path, other parameters and fragment kept). */
export function withoutHandoff(href: string): string {
  const url = new URL(href);
  for (const p of PARAMS) url.searchParams.delete(p);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** `next` (a same-site path with its query) carrying a hand-off to the page it opens. */
export function withHandoff(next: string, handoff: Handoff): string {
  const [path, query = ''] = next.split('?');
  const params = new URLSearchParams(query);
  params.set('token', handoff.code);
  params.set('expiration', String(handoff.expiration));
  return `${path}?${params}`;
}

export interface HandoffPage {
  href: string;
  search: string;
  replaceAddress(url: string): void;
}

/**
 * Takes the hand-off of this page's address, if any: cleans the address, exchanges the code, and stores the
 * new login. When someone else is logged in here already, `confirmReplace` asks first; declined, the
 * current login stays. Answers whether a new login was stored.
 */
export async function takeHandoff(api: SessionApi, storage: Storage, page: HandoffPage, confirmReplace: (next: string, current: string) => boolean | Promise<boolean>): Promise<boolean> {
  const params = new URLSearchParams(page.search);
  if (!PARAMS.some((p) => params.has(p))) return false;
  page.replaceAddress(withoutHandoff(page.href));
  const code = handoffCode(page.search);
  if (!code) return false;
  let login: LoginResult;
  try {
    login = await api.call((await accountEndpoints()).userHandoffExchange, { body: { code } });
  } catch {
    return false;
  }
  const current = storage.getItem(STORAGE_KEYS.token) ? storage.getItem(STORAGE_KEYS.username) : null;
  if (current && current !== login.username && !(await confirmReplace(login.username, current))) return false;
  storeLogin(storage, { jti: login.jti, expiration: login.expiration, username: login.username });
  return true;
}
