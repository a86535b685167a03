import { randomInt } from 'node:crypto';
import { expect } from 'vitest';
import { createApp, type AppOptions } from '../../app.ts';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { newTotpSecret } from '../../security/totp.ts';
import { replaceRecoveryCodes } from '../staff/recovery-codes.ts';
import { mustEnrol, secondFactorRoles } from '../staff/second-factor-policy.ts';
import { localChangeFeed, type SiteChange } from '../../events/change-feed.ts';
import { forgetOnChange } from '../../events/open-change-feed.ts';
import { clientAddress, createRegionResolver } from '../../geo/region.ts';
import type { CachedBody } from '../../http/cached-body.ts';
import type { Memo } from '../../http/memo.ts';
import { silentLogger } from '../../log.ts';
import { FIXED_NOW } from '../../test/app.ts';
import type { Role } from '../../../src/contracts/admin/permissions.ts';
import { users } from '../../db/schema/index.ts';
import { hashPassword } from '../../security/password.ts';
import { issueToken } from '../account/token.queries.ts';
import { createStaffAccount } from '../staff/staff.changes.ts';
import { updateStaff } from '../staff/staff.queries.ts';

export interface Answer {
  status: number;
  body: { code: string; msg: string; data: any };
  headers: Headers;
}

/** The command line's audit actor, used by tests to create staff without a session. */
export const SETUP_ACTOR = { staffId: null, ip: null, userAgent: 'test setup' };

export const STAFF_PASSWORD = 'correct horse 42';

/**
 * An API app for back-office tests: a clock the test moves, a change feed whose changes the test can
 * read, and a private client address of its own (so per-address limits of tests do not mix).
 */
export function adminKit(db: Db, extra: Partial<AppDeps> = {}, options: AppOptions = {}) {
  const clock = { now: new Date(FIXED_NOW) };
  const changes = localChangeFeed(silentLogger);
  const heard: SiteChange[] = [];
  changes.subscribe((change) => change && heard.push(change));
  const ip = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
  const waits: number[] = [];
  const deps: AppDeps = {
    db,
    log: silentLogger,
    now: () => clock.now,
    region: createRegionResolver('x-forwarded-for'),
    clientIp: (c) => clientAddress(c, 'x-forwarded-for'),
    changes,
    // A login's progressive delay is recorded, not waited for.
    pause: async (ms) => void waits.push(ms),
    ...extra,
  };
  const app = createApp(deps, options);

  async function call(method: string, path: string, opts: { body?: unknown; token?: string; headers?: Record<string, string> } = {}): Promise<Answer> {
    const headers: Record<string, string> = { 'x-forwarded-for': ip, 'user-agent': 'admin-kit', ...opts.headers };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    if (opts.body !== undefined) headers['content-type'] = 'application/json';
    const res = await app.request(`/api/v1${path}`, { method, headers, body: opts.body === undefined ? undefined : JSON.stringify(opts.body) });
    // A file download (the catalogue export) is no envelope: its bytes come as `data`.
    const json = (res.headers.get('content-type') ?? '').includes('json');
    const body = json ? ((await res.json()) as Answer['body']) : { code: '', msg: '', data: new Uint8Array(await res.arrayBuffer()) };
    return { status: res.status, body, headers: res.headers };
  }

  const advance = (ms: number) => {
    clock.now = new Date(clock.now.getTime() + ms);
  };

  let serial = 0;
  const newEmail = (prefix = 'staff') => `${prefix}${Date.now().toString(36)}${randomInt(1e6)}${++serial}@example.com`;

  /**
   * The people this kit gave a second factor: each login uses a recovery code made for it (the clock stands
   * still, so an app's code would be good once, and a test may renew the codes itself).
   */
  const secondFactor = new Map<string, number>();

  /**
   * A staff member with `roles` (created as the command line would), logged in. A role that must log in with a
   * second factor (the owner's, by default) gets one, as its holder would have set it up.
   */
  async function newStaff(roles: Role[], opts: { email?: string; name?: string } = {}) {
    const email = opts.email ?? newEmail();
    const id = await createStaffAccount(deps, SETUP_ACTOR, { email, name: opts.name ?? 'Grace Hopper', password: STAFF_PASSWORD, roles });
    if (mustEnrol({ roles, totp: false }, await secondFactorRoles(db))) {
      await updateStaff(db, clock.now, id, { totpSecret: newTotpSecret(), totpEnabledAt: clock.now });
      secondFactor.set(email, id);
    }
    const token = await login(email);
    return { id, email, token };
  }

  async function login(email: string, password = STAFF_PASSWORD, more: Record<string, unknown> = {}) {
    const id = more.code === undefined ? secondFactor.get(email.toLowerCase()) : undefined;
    const code = id === undefined ? undefined : (await replaceRecoveryCodes(db, id, clock.now))[0];
    const res = await call('POST', '/staff/login', { body: { email, password, ...(code ? { code } : {}), ...more } });
    if (res.status !== 200) throw new Error(JSON.stringify(res.body));
    return res.body.data.token as string;
  }

  /** A customer's login token (a user row and its token, as the customer login makes them). */
  async function customerToken(): Promise<string> {
    const [user] = await db.insert(users).values({ email: newEmail('customer'), passwordHash: await hashPassword('secret42'), name: 'Customer' }).returning({ id: users.id });
    return (await issueToken(db, clock.now, user!.id)).jti;
  }

  return { app, deps, call, clock, advance, ip, heard, waits, newEmail, newStaff, login, customerToken };
}

export type AdminKit = ReturnType<typeof adminKit>;

/**
 * A suite's usual start: the app and the token of staff with `roles`. With `memo`, public reads are kept in
 * memory like the production server, and forgotten on a change.
 */
export async function adminSession(db: Db, roles: Role[], opts: { memo?: Memo<CachedBody> } = {}) {
  const k = adminKit(db, {}, opts.memo ? { memo: opts.memo } : {});
  if (opts.memo) forgetOnChange(k.deps.changes!, { memos: [opts.memo], db });
  const { token } = await k.newStaff(roles);
  return { k, token };
}

/** Each route refuses a visitor and a customer (401) and staff with only `otherRoles` (403, E0403). */
export async function expectRefused(k: AdminKit, routes: readonly (readonly [string, string])[], otherRoles: Role[] = ['content', 'sales']) {
  const customer = await k.customerToken();
  const other = (await k.newStaff(otherRoles)).token;
  for (const [method, path] of routes) {
    expect((await k.call(method, path)).status, `${method} ${path}`).toBe(401);
    expect((await k.call(method, path, { token: customer })).status, `${method} ${path}`).toBe(401);
    const refused = await k.call(method, path, { token: other, body: method === 'GET' || method === 'DELETE' ? undefined : {} });
    expect([refused.status, refused.body.code], `${method} ${path}`).toEqual([403, 'E0403']);
  }
}
