import { beforeAll, expect, it } from 'vitest';
import { roles, rolePermissions, type Permission, type Role } from '../../../src/contracts/admin/permissions.ts';
import type { Database } from '../../db/client.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { adminRouteTable } from './admin.routes.ts';
import { adminKit, STAFF_PASSWORD } from './admin.test-kit.ts';

const ADMIN = '/api/v1/admin';

/** The admin routes the mounted app answers, read from the app itself (not from our own list). */
function mountedAdminRoutes(app: ReturnType<typeof adminKit>['app']) {
  const seen = new Map<string, { method: string; path: string }>();
  for (const r of app.routes) {
    if (r.method === 'ALL' || !r.path.startsWith(`${ADMIN}/`)) continue;
    seen.set(`${r.method} ${r.path}`, { method: r.method, path: r.path.slice('/api/v1'.length) });
  }
  return [...seen.values()];
}

/** Every role that does not grant `permission`: the person holds all of them and still lacks it. */
const rolesWithout = (permission: Permission): Role[] => roles.filter((r) => !rolePermissions[r].includes(permission));

/** Each block's kit, the admin routes the app mounts with their declared permission, and a path with its ids filled. */
function guardFixture(database: () => Database) {
  const fixture = {
    kit: undefined as unknown as ReturnType<typeof adminKit>,
    routes: [] as { method: string; path: string; permission: Permission | null }[],
    targetId: 0,
    concrete: (path: string) => path.replace(':id', String(fixture.targetId)).replace(':key', 'mail'),
  };
  beforeAll(async () => {
    fixture.kit = adminKit(database().db);
    const declared = new Map(adminRouteTable(fixture.kit.deps).map((r) => [`${r.method} ${ADMIN}${r.path}`, r.permission]));
    fixture.routes = mountedAdminRoutes(fixture.kit.app).map((r) => ({ ...r, permission: declared.get(`${r.method} /api/v1${r.path}`) ?? null }));
    fixture.targetId = (await fixture.kit.newStaff(['support'])).id;
  });
  return fixture;
}

describeEachDatabase('back-office guard: every admin route needs a staff session and its permission', (database) => {
  const guard = guardFixture(database);

  it('mounts exactly the declared routes, each once, behind the one admin mount point', () => {
    const declared = adminRouteTable(guard.kit.deps).map((r) => `${r.method} ${r.path}`).sort();
    expect(guard.routes.map((r) => `${r.method} ${r.path.slice('/admin'.length)}`).sort()).toEqual(declared);
    expect(guard.routes.length).toBeGreaterThanOrEqual(14);
  });

  it('lets a staff member with the permission through the guard on every route', async () => {
    const owner = await guard.kit.newStaff(['owner']);
    let token = owner.token;
    let logins = 0;
    for (const r of guard.routes) {
      // The session is known to be live before each route (a route before may have ended it: a logout, a password
      // change), so a 401 here could only be the guard's. A login (a scrypt hash) only when it has ended.
      if ((await guard.kit.call('GET', '/admin/me', { token })).status !== 200) {
        token = await guard.kit.login(owner.email, STAFF_PASSWORD);
        logins++;
      }
      const res = await guard.kit.call(r.method, guard.concrete(r.path), { token });
      expect([r.path, [401, 403].includes(res.status)]).toEqual([r.path, false]);
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
    // Only the routes that end a session made a new login necessary, far fewer than the routes.
    expect(logins).toBeLessThan(guard.routes.length / 4);
  });

  it('puts a route registered later under /api/v1/admin behind the staff session too', async () => {
    const late = adminKit(database().db);
    late.app.get(`${ADMIN}/added-later`, (c) => c.json({ code: 'E0001', msg: 'leak', data: 'secret' }));
    const res = await late.call('GET', '/admin/added-later');
    expect(res.status).toBe(401);
    // An admin path that no route answers is a 401 too: a visitor learns nothing about which exist.
    expect((await late.call('GET', '/admin/no-such-thing')).status).toBe(401);
  });
});

/**
 * The refusals, on PostgreSQL only: each stops at the guard, whose one query (the session lookup) the block above runs
 * on both drivers for every route.
 */
describeEachDatabase('back-office guard: refusals on every admin route', (database) => {
  const guard = guardFixture(database);

  it('answers a visitor 401 in the envelope and the request language, on every route', async () => {
    for (const r of guard.routes) {
      const en = await guard.kit.call(r.method, guard.concrete(r.path));
      expect([r.path, en.status, en.body]).toEqual([r.path, 401, { code: 'E0401', msg: 'Please login', data: null }]);
      const zh = await guard.kit.call(r.method, guard.concrete(r.path), { headers: { 'x-lang': 'zh' } });
      expect([r.path, zh.body.msg]).toEqual([r.path, '请登录']);
    }
  });

  it("answers a customer's token, and a made-up token, 401 on every route", async () => {
    const customer = await guard.kit.customerToken();
    for (const r of guard.routes) {
      for (const token of [customer, 'A'.repeat(43)]) {
        const res = await guard.kit.call(r.method, guard.concrete(r.path), { token });
        expect([r.path, res.status, res.body.code]).toEqual([r.path, 401, 'E0401']);
      }
    }
  });

  it('answers a staff member without the permission 403 (E0403) before reading the request', async () => {
    const guarded = guard.routes.filter((r) => r.permission !== null);
    expect(guarded.length).toBeGreaterThan(0);
    const tokens = new Map<Permission, string>();
    for (const r of guarded) {
      const permission = r.permission!;
      if (!tokens.has(permission)) tokens.set(permission, (await guard.kit.newStaff(rolesWithout(permission))).token);
      // A body that would be invalid: the permission is checked first, so this is a 403, not a 400.
      const res = await guard.kit.call(r.method, guard.concrete(r.path), { token: tokens.get(permission)!, body: r.method === 'GET' ? undefined : { nonsense: true }, headers: { 'x-lang': 'zh' } });
      expect([r.path, res.status, res.body]).toEqual([r.path, 403, { code: 'E0403', msg: '您无权执行此操作', data: null }]);
    }
  });
}, { drivers: ['postgres'] });
