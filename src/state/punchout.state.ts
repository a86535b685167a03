import { signal } from '@preact/signals-react';
import type { Api } from '../api/client.ts';
import type { PunchoutSession } from '../contracts/punchout.ts';

/**
 * The PunchOut session of this browser tab: the StartPage's redirect carries its key as `?punchout=`; the key is
 * kept in sessionStorage (this tab only: another tab shops normally) and leaves the address bar at once. While it
 * is live the shop shows the banner and the cart's check-out becomes "Transfer cart" (a form post to
 * /punchout/transfer carrying the key).
 */
export const punchout = signal<(PunchoutSession & { key: string }) | null>(null);

const STORAGE_KEY = 'punchout-session';
const PARAM = 'punchout';

/** Takes `?punchout=` from the address into `storage` and answers the address without it (null when it had none). */
export function takePunchoutKey(href: string, storage: Storage): string | null {
  const url = new URL(href);
  const key = url.searchParams.get(PARAM);
  if (key === null) return null;
  if (/^[A-Za-z0-9_-]{43}$/.test(key)) storage.setItem(STORAGE_KEY, key);
  url.searchParams.delete(PARAM);
  return `${url.pathname}${url.search}${url.hash}`;
}

const punchoutEndpoints = () => import('../contracts/endpoints/punchout.ts');

/** Asks the server about the tab's session (after the login is known); a session that ended is forgotten. */
export async function loadPunchout(api: Pick<Api, 'call'>, storage: Storage): Promise<void> {
  const key = storage.getItem(STORAGE_KEY);
  if (!key) {
    punchout.value = null;
    return;
  }
  try {
    punchout.value = { key, ...(await api.call((await punchoutEndpoints()).punchoutSessionGet, { body: { key } })) };
  } catch {
    storage.removeItem(STORAGE_KEY);
    punchout.value = null;
  }
}
