import { signal } from '@preact/signals-react';

/**
 * The visitor's login as the page knows it (spec §3 "current user"). It lives in the browser only and is
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
};

/** Reads the stored login once the page runs in the browser. Login is judged by the token (spec §4). */
export function restoreSession(storage: Storage) {
  const token = storage.getItem(STORAGE_KEYS.token);
  const expiration = Number(storage.getItem(STORAGE_KEYS.expiration) ?? 0);
  const valid = token && (expiration === -1 || expiration > Date.now());
  if (!valid) storage.removeItem(STORAGE_KEYS.username);
  session.username.value = valid ? storage.getItem(STORAGE_KEYS.username) : null;
}

/** Spec §4 logout: removes token, expiration and username, and the stored apply, paper apply and user data. */
export function clearSession(storage: Storage) {
  for (const key of [STORAGE_KEYS.token, STORAGE_KEYS.expiration, STORAGE_KEYS.username, STORAGE_KEYS.apply, STORAGE_KEYS.paperApply, STORAGE_KEYS.userInfo]) {
    storage.removeItem(key);
  }
  session.username.value = null;
  session.cartCount.value = 0;
}

export function storedToken(): string | null {
  if (typeof localStorage === 'undefined') return null;
  return localStorage.getItem(STORAGE_KEYS.token);
}
