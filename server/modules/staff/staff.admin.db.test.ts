import { and, eq, ne } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { auditLog, staff, staffRoles } from '../../db/schema/index.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { adminKit, STAFF_PASSWORD } from '../admin/admin.test-kit.ts';

describeEachDatabase('staff management (owners), audited', (database) => {
  let k: ReturnType<typeof adminKit>;
  let owner: { id: number; email: string; token: string };
  const db = () => database().db;
  /** An account's version as the staff page loads it (1 for none), sent with a roles change. */
  const versionOf = async (id: number, token = owner.token): Promise<number> => (await k.call('GET', '/admin/staff', { token })).body.data.find((s: { id: number }) => s.id === id)?.version ?? 1;
  const auditOf = (key: string) => db().select().from(auditLog).where(and(eq(auditLog.entity, 'staff'), eq(auditLog.entityKey, key))).orderBy(auditLog.id);

  beforeAll(async () => {
    k = adminKit(db());
    owner = await k.newStaff(['owner'], { name: 'Olive Owner' });
  });

  it('creates a staff member with one audit row naming who, where and what, without the password', async () => {
    const email = k.newEmail();
    const res = await k.call('POST', '/admin/staff', { token: owner.token, body: { email, name: 'Carl Catalogue', password: 'a long enough one', roles: ['catalogue', 'catalogue'] } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const rows = await auditOf(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      staffId: owner.id,
      action: 'create',
      before: null,
      after: { email, name: 'Carl Catalogue', roles: ['catalogue'], disabled: false, totp: false },
      ip: k.ip,
      userAgent: 'admin-kit',
      at: k.clock.now,
    });
    expect(JSON.stringify(rows[0])).not.toMatch(/a long enough one|scrypt/);
    const token = await k.login(email, 'a long enough one');
    expect((await k.call('GET', '/admin/me', { token })).body.data).toMatchObject({ roles: ['catalogue'], permissions: ['catalogue'] });
    const list = await k.call('GET', '/admin/staff', { token: owner.token });
    expect(list.body.data.find((s: { email: string }) => s.email === email)).toEqual({
      id: res.body.data.id, email, name: 'Carl Catalogue', roles: ['catalogue'], disabled: false, totp: false, createdAt: k.clock.now.toISOString(), lastLoginAt: k.clock.now.toISOString(), version: 1,
    });
    expect(JSON.stringify(list.body)).not.toMatch(/password|secret|scrypt/i);
  });

  it('refuses a taken e-mail or bad input, writing nothing at all', async () => {
    const before = (await db().select().from(auditLog)).length;
    const taken = await k.call('POST', '/admin/staff', { token: owner.token, body: { email: owner.email.toUpperCase(), name: 'Twin', password: 'a long enough one', roles: ['content'] } });
    expect(taken.body.data.fields).toEqual([{ field: 'email', message: 'A staff account with this e-mail already exists' }]);
    const bad = await k.call('POST', '/admin/staff', { token: owner.token, body: { email: 'nope', name: '', password: 'short', roles: ['janitor'] } });
    expect(bad.body.data.fields.map((f: { field: string }) => f.field)).toEqual(['email', 'name', 'password', 'roles.0']);
    const none = await k.call('POST', '/admin/staff', { token: owner.token, body: { email: k.newEmail(), name: 'N', password: 'a long enough one', roles: [] } });
    expect(none.body.data.fields).toEqual([{ field: 'roles', message: 'Please choose at least one role' }]);
    expect((await db().select().from(auditLog)).length).toBe(before);
  });

  it('changes roles with one audit row (before and after); the new permissions hold at once', async () => {
    const person = await k.newStaff(['support']);
    const res = await k.call('PUT', `/admin/staff/${person.id}/roles`, { token: owner.token, body: { roles: ['content', 'sales'], version: await versionOf(person.id) } });
    expect(res.body.data.roles).toEqual(['content', 'sales']);
    const rows = (await auditOf(person.email)).filter((r) => r.action === 'roles');
    expect(rows.map((r) => [(r.before as { roles: string[] }).roles, (r.after as { roles: string[] }).roles])).toEqual([[['support'], ['content', 'sales']]]);
    expect((await k.call('GET', '/admin/config', { token: person.token })).status).toBe(200);
    expect((await k.call('GET', '/admin/staff', { token: person.token })).status).toBe(403);
    expect((await k.call('PUT', '/admin/staff/2147483647/roles', { token: owner.token, body: { roles: ['content'], version: 1 } })).status).toBe(404);
  });

  it('disables an account (its sessions end, it cannot log in) and enables it again; each once in the trail', async () => {
    const person = await k.newStaff(['content']);
    expect((await k.call('POST', `/admin/staff/${person.id}/disable`, { token: owner.token })).body.data.disabled).toBe(true);
    expect((await k.call('GET', '/admin/me', { token: person.token })).status).toBe(401);
    expect((await k.call('POST', '/staff/login', { body: { email: person.email, password: STAFF_PASSWORD } })).status).toBe(400);
    // Disabling again changes nothing and writes nothing.
    await k.call('POST', `/admin/staff/${person.id}/disable`, { token: owner.token });
    expect((await k.call('POST', `/admin/staff/${person.id}/enable`, { token: owner.token })).body.data.disabled).toBe(false);
    expect(await k.login(person.email)).toEqual(expect.any(String));
    expect((await auditOf(person.email)).map((r) => r.action)).toEqual(['create', 'disable', 'enable']);
  });

  it('resets a password: every session ends, the old password stops working, the trail says so without the password', async () => {
    const person = await k.newStaff(['content']);
    const res = await k.call('POST', `/admin/staff/${person.id}/password`, { token: owner.token, body: { password: 'brand new secret 7' } });
    expect(res.status).toBe(200);
    expect((await k.call('GET', '/admin/me', { token: person.token })).status).toBe(401);
    expect((await k.call('POST', '/staff/login', { body: { email: person.email, password: STAFF_PASSWORD } })).status).toBe(400);
    expect(await k.login(person.email, 'brand new secret 7')).toEqual(expect.any(String));
    const rows = (await auditOf(person.email)).filter((r) => r.action === 'password.reset');
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows[0])).not.toMatch(/brand new secret|scrypt/);
  });

  it('keeps at least one enabled owner: the last one can neither lose the role nor be disabled', async () => {
    const last = await k.newStaff(['owner']);
    // Every other owner of this test database is disabled for this check (test setup, not audited).
    const others = await db().select({ id: staffRoles.staffId }).from(staffRoles).where(and(eq(staffRoles.role, 'owner'), ne(staffRoles.staffId, last.id)));
    for (const o of others) await db().update(staff).set({ disabledAt: k.clock.now }).where(eq(staff.id, o.id));
    try {
      const before = (await db().select().from(auditLog)).length;
      const demote = await k.call('PUT', `/admin/staff/${last.id}/roles`, { token: last.token, body: { roles: ['content'], version: await versionOf(last.id, last.token) } });
      expect(demote.body.data.fields).toEqual([{ field: 'roles', message: 'At least one enabled account must keep the owner role' }]);
      expect((await k.call('POST', `/admin/staff/${last.id}/disable`, { token: last.token })).status).toBe(400);
      expect((await k.call('GET', '/admin/me', { token: last.token })).body.data.roles).toEqual(['owner']);
      expect((await db().select().from(auditLog)).length).toBe(before);
    } finally {
      for (const o of others) await db().update(staff).set({ disabledAt: null }).where(eq(staff.id, o.id));
    }
  });
});
