import { beforeEach, describe, expect, it } from 'vitest';
import { logout, refreshUser, restoreSession, safeRedirect, session, STORAGE_KEYS, storeLogin } from './session.state.ts';
import { loggedOutStorage } from '../testing/logged-out.ts';
import type { Endpoint } from '../contracts/endpoint.ts';

const TOKEN = 'a'.repeat(43);

describe('session', () => {
  let storage: Storage;
  beforeEach(() => void (storage = loggedOutStorage()));

  it('stores a login and restores it while the token lives', () => {
    storeLogin(storage, { jti: TOKEN, expiration: Date.now() + 60_000, username: 'a@example.com' });
    session.username.value = null;
    restoreSession(storage);
    expect(session.username.value).toBe('a@example.com');
    storage.setItem(STORAGE_KEYS.expiration, String(Date.now() - 1));
    restoreSession(storage);
    expect(session.username.value).toBeNull();
  });

  it('keeps the login when user info answers, clears username, token and expiration when it fails', async () => {
    storage.setItem(STORAGE_KEYS.token, TOKEN);
    storage.setItem(STORAGE_KEYS.expiration, '-1');
    const good = { call: async (e: Endpoint, _input?: unknown) => (e.path === '/users/info' ? { id: 7, account: 'u@example.com' } : {}) as never };
    expect(await refreshUser(good, storage)).toBe(true);
    expect(session.username.value).toBe('u@example.com');
    const bad = { call: async (): Promise<never> => Promise.reject(new Error('E0401')) };
    expect(await refreshUser(bad, storage)).toBe(false);
    expect([STORAGE_KEYS.username, STORAGE_KEYS.token, STORAGE_KEYS.expiration].map((k) => storage.getItem(k))).toEqual([null, null, null]);
  });

  it('logs out on the server and clears stored apply, paper-apply and user data', async () => {
    storeLogin(storage, { jti: TOKEN, expiration: -1, username: 'u@example.com' });
    storage.setItem(STORAGE_KEYS.apply, '{}');
    storage.setItem(STORAGE_KEYS.paperApply, '{}');
    storage.setItem(STORAGE_KEYS.userInfo, '{}');
    const posted: string[] = [];
    await logout({ call: async (e: Endpoint, _input?: unknown) => (posted.push(e.path), true as never) }, storage);
    expect(posted).toEqual(['/user/absol']);
    expect(storage.length).toBe(0);
    expect(session.username.value).toBeNull();
  });

  it('accepts only same-site redirect paths', () => {
    expect(safeRedirect('/cart')).toBe('/cart');
    expect(safeRedirect('/product-detail?catalogNumber=ABC-1')).toBe('/product-detail?catalogNumber=ABC-1');
    for (const bad of ['//evil.example', 'https://evil.example', '/\\evil.example', 'javascript:alert(1)', null]) expect(safeRedirect(bad)).toBeNull();
  });
});
