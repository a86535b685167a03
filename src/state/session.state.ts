import { signal } from '@preact/signals-react';
import type { Api } from '../api/client.ts';
import type { UserInfo } from '../contracts/account.ts';

/**
 * The visitor's login as the page knows it ("current user"). It lives in the browser only and is
 * read after hydration; the server never renders per-user state.
 */
export const STORAGE_KEYS = {
  token: 'jti',
  expiration: 'expiration',
  username: 'username',
  userId: 'userId',
  phone: 'phone',
  apply: 'apply',
  paperApply: 'paperApply',
  userInfo: 'userInfo',
} as const;

export const session = {
  username: signal<string | null>(null),
  cartCount: signal(0),
  /** The logged-in user's details (name, phone, email, company, department, area) that prefill forms. */
  userInfo: signal<UserInfo | null>(null),
};

function readUserInfo(storage: Storage): UserInfo | null {
  try {
    const info = JSON.parse(storage.getItem(STORAGE_KEYS.userInfo) ?? 'null') as UserInfo | null;
    return info && typeof info === 'object' && typeof info.name === 'string' ? info : null;
  } catch {
    return null;
  }
}

/** Reads the stored login once the page runs in the browser. Login is judged by the token. */
export function restoreSession(storage: Storage) {
  const token = storage.getItem(STORAGE_KEYS.token);
  const expiration = Number(storage.getItem(STORAGE_KEYS.expiration) ?? 0);
  const valid = token && (expiration === -1 || expiration > Date.now());
  if (!valid) storage.removeItem(STORAGE_KEYS.username);
  session.username.value = valid ? storage.getItem(STORAGE_KEYS.username) : null;
  session.userInfo.value = valid ? readUserInfo(storage) : null;
}

/** Logout: removes token, expiration and username, and the stored apply, paper apply and user data. */
export function clearSession(storage: Storage) {
  for (const key of [STORAGE_KEYS.token, STORAGE_KEYS.expiration, STORAGE_KEYS.username, STORAGE_KEYS.apply, STORAGE_KEYS.paperApply, STORAGE_KEYS.userInfo]) {
    storage.removeItem(key);
  }
  session.username.value = null;
  session.cartCount.value = 0;
  session.userInfo.value = null;
}

export function storedToken(): string | null {
  if (typeof localStorage === 'undefined') return null;
  return localStorage.getItem(STORAGE_KEYS.token);
}

/** What a login answer gives the page (jti, expiration as a ms timestamp, username). */
export interface StoredLogin {
  jti: string;
  expiration: number;
  username: string;
}

/** Stores a login and shows it. */
export function storeLogin(storage: Storage, login: StoredLogin) {
  storage.setItem(STORAGE_KEYS.token, login.jti);
  storage.setItem(STORAGE_KEYS.expiration, String(login.expiration));
  storage.setItem(STORAGE_KEYS.username, login.username);
  session.username.value = login.username;
}

/** The subset of the API client that session actions use. */
export type SessionApi = Pick<Api, 'call'>;

/**
 * The account endpoints, loaded on first use: their schemas bring zod, which the first load of every page
 * leaves out (tests/unit/first-load.test.ts).
 */
export const accountEndpoints = () => import('../contracts/endpoints/account.ts');

/**
 * With a token held, the user-info call decides: E0001 stores the username (and user id);
 * a failure clears username, token and expiration.
 */
export async function refreshUser(api: SessionApi, storage: Storage): Promise<boolean> {
  if (!storage.getItem(STORAGE_KEYS.token)) {
    storage.removeItem(STORAGE_KEYS.username);
    session.username.value = null;
    return false;
  }
  const { currentUser, userDetails } = await accountEndpoints();
  try {
    const user = await api.call(currentUser);
    storage.setItem(STORAGE_KEYS.username, user.account);
    storage.setItem(STORAGE_KEYS.userId, String(user.id));
    session.username.value = user.account;
    // With the user known, the detailed info (prefills forms) is loaded by id and stored.
    api
      .call(userDetails, { params: { id: user.id } })
      .then((info) => {
        storage.setItem(STORAGE_KEYS.userInfo, JSON.stringify(info));
        session.userInfo.value = info;
      })
      .catch(() => undefined);
    return true;
  } catch {
    for (const key of [STORAGE_KEYS.username, STORAGE_KEYS.token, STORAGE_KEYS.expiration]) storage.removeItem(key);
    session.username.value = null;
    session.cartCount.value = 0;
    session.userInfo.value = null;
    return false;
  }
}

/** Logout: revokes the token on the server (best effort), then clears the stored login and form data. */
export async function logout(api: SessionApi, storage: Storage) {
  try {
    await api.call((await accountEndpoints()).userLogout);
  } finally {
    clearSession(storage);
    storage.removeItem(STORAGE_KEYS.userId);
    // The drafts of the trial and paper-award forms live in the tab's sessionStorage (cleared too).
    if (typeof sessionStorage !== 'undefined') {
      sessionStorage.removeItem(STORAGE_KEYS.apply);
      sessionStorage.removeItem(STORAGE_KEYS.paperApply);
    }
  }
}

/** Only same-site paths may be a login's `redirect` target ("/cart", not "//evil.example" or "https://…"). */
export function safeRedirect(target: string | null | undefined): string | null {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return null;
  return /^[\w\-./?=&%~+#:]*$/.test(target) ? target : null;
}
