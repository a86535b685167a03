import { beforeEach, describe, expect, it } from 'vitest';
import { loggedOutStorage } from '../testing/logged-out.ts';
import { handoffCode, takeHandoff, withHandoff, withoutHandoff } from './login-handoff.ts';
import { session, STORAGE_KEYS, storeLogin } from './session.state.ts';
import type { Endpoint } from '../contracts/endpoint.ts';

const CODE = `7.${'a'.repeat(43)}`;
const future = () => Date.now() + 60_000;

function page(path: string) {
  const url = new URL(path, 'https://cn.example.com');
  const visited: string[] = [];
  return { href: url.href, search: url.search, replaceAddress: (u: string) => void visited.push(u), visited };
}

function api(answer: () => Promise<unknown>) {
  const posted: unknown[] = [];
  return { posted, call: async (e: Endpoint, input?: unknown) => (posted.push({ path: e.path, body: (input as { body?: unknown } | undefined)?.body }), (await answer()) as never) };
}

const login = { jti: 'b'.repeat(43), expiration: future(), username: 'next@example.com', needsCompletion: false };

describe('login hand-off', () => {
  let storage: Storage;
  beforeEach(() => void (storage = loggedOutStorage()));

  it('reads a code only while its expiration is ahead, and builds and removes the parameters', () => {
    expect(handoffCode(`?token=${CODE}&expiration=${future()}`)).toBe(CODE);
    expect(handoffCode(`?token=${CODE}&expiration=${Date.now() - 1}`)).toBeNull();
    expect(handoffCode('?id=3')).toBeNull();
    const next = withHandoff('/product-detail?catalogNumber=CYT-H0201', { code: CODE, expiration: 5 });
    expect(next).toBe(`/product-detail?catalogNumber=CYT-H0201&token=${encodeURIComponent(CODE)}&expiration=5`);
    expect(withoutHandoff(`https://x.example${next}#sizes`)).toBe('/product-detail?catalogNumber=CYT-H0201#sizes');
  });

  it('cleans the address at once, exchanges the code and stores the new login', async () => {
    const p = page(`/cn/cart?token=${CODE}&expiration=${future()}`);
    const a = api(async () => login);
    expect(await takeHandoff(a, storage, p, () => true)).toBe(true);
    expect(p.visited).toEqual(['/cn/cart']);
    expect(a.posted).toEqual([{ path: '/user/handoff/exchange', body: { code: CODE } }]);
    expect(storage.getItem(STORAGE_KEYS.token)).toBe(login.jti);
    expect(session.username.value).toBe('next@example.com');
  });

  it('asks before replacing someone else, and keeps them when declined', async () => {
    storeLogin(storage, { jti: 'c'.repeat(43), expiration: future(), username: 'current@example.com' });
    const asked: string[][] = [];
    const declined = await takeHandoff(api(async () => login), storage, page(`/?token=${CODE}&expiration=${future()}`), (next, current) => (asked.push([next, current]), false));
    expect(declined).toBe(false);
    expect(asked).toEqual([['next@example.com', 'current@example.com']]);
    expect(storage.getItem(STORAGE_KEYS.username)).toBe('current@example.com');
    expect(await takeHandoff(api(async () => login), storage, page(`/?token=${CODE}&expiration=${future()}`), () => true)).toBe(true);
    expect(storage.getItem(STORAGE_KEYS.username)).toBe('next@example.com');
  });

  it('stores nothing for an expired or refused code, but still cleans the address', async () => {
    const expired = page(`/?token=${CODE}&expiration=${Date.now() - 1}`);
    const a = api(async () => login);
    expect(await takeHandoff(a, storage, expired, () => true)).toBe(false);
    expect(a.posted).toEqual([]);
    expect(expired.visited).toEqual(['/']);
    const refused = page(`/?token=${CODE}&expiration=${future()}`);
    expect(await takeHandoff(api(async () => Promise.reject(new Error('E0400'))), storage, refused, () => true)).toBe(false);
    expect(storage.getItem(STORAGE_KEYS.token)).toBeNull();
  });
});
