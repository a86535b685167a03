import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { auditLog, staffRecoveryCodes } from '../../db/schema/index.ts';
import { base32Decode } from '../../security/base32.ts';
import { totpAt } from '../../security/totp.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { adminKit, SETUP_ACTOR, STAFF_PASSWORD } from '../admin/admin.test-kit.ts';
import { createStaffAccount } from './staff.changes.ts';

describeEachDatabase('second factor required by role: enrolment first, recovery codes, the owner’s rule', (database) => {
  const kit = () => adminKit(database().db);

  /** An owner as just created, without a second factor, logged in with the password alone. */
  async function bareOwner(k: ReturnType<typeof kit>) {
    const email = k.newEmail('bare');
    await createStaffAccount(k.deps, SETUP_ACTOR, { email, name: 'Bare Owner', password: STAFF_PASSWORD, roles: ['owner'] });
    const login = await k.call('POST', '/staff/login', { body: { email, password: STAFF_PASSWORD } });
    expect(login.status).toBe(200);
    return { email, token: login.body.data.token as string, staff: login.body.data.staff };
  }

  /** Turns the person's second factor on as the account page does; answers the secret and the recovery codes. */
  async function enrol(k: ReturnType<typeof kit>, token: string) {
    const { secret } = (await k.call('POST', '/admin/me/totp', { token })).body.data;
    const confirmed = await k.call('POST', '/admin/me/totp/confirm', { token, body: { code: totpAt(base32Decode(secret), k.clock.now.getTime()) } });
    expect(confirmed.status).toBe(200);
    return { secret: secret as string, confirmed: confirmed.body.data };
  }

  it('lets an owner without a second factor reach only their own account until it is on', async () => {
    const k = kit();
    const { token, staff } = await bareOwner(k);
    expect(staff).toMatchObject({ roles: ['owner'], totp: false, mustEnrol: true });
    for (const path of ['/admin/products', '/admin/staff', '/admin/audit', '/admin/leads']) {
      const refused = await k.call('GET', path, { token });
      expect([path, refused.status, refused.body]).toEqual([path, 403, { code: 'E0403S', msg: 'Set up two-step login first: your role requires it', data: null }]);
    }
    const zh = await k.call('GET', '/admin/orders', { token, headers: { 'x-lang': 'zh' } });
    expect(zh.body.msg).toBe('请先设置两步登录：您的角色要求启用');
    expect((await k.call('GET', '/admin/me', { token })).body.data).toMatchObject({ mustEnrol: true });

    const { confirmed } = await enrol(k, token);
    expect(confirmed).toMatchObject({ totp: true, mustEnrol: false });
    expect(confirmed.recoveryCodes).toHaveLength(10);
    for (const code of confirmed.recoveryCodes) expect(code).toMatch(/^[A-Z2-7]{5}-[A-Z2-7]{5}$/);
    expect(new Set(confirmed.recoveryCodes).size).toBe(10);
    expect((await k.call('GET', '/admin/products', { token })).status).toBe(200);
  });

  it('logs in once with each recovery code (any case, with or without the dash), keeps them hashed, and audits their use', async () => {
    const k = kit();
    const { email, token } = await bareOwner(k);
    const { confirmed } = await enrol(k, token);
    const [first, second] = confirmed.recoveryCodes as string[];
    const stored = await database().db.select().from(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, confirmed.id));
    expect(stored).toHaveLength(10);
    expect(stored.some((row) => row.codeHash.includes(first!.replace('-', '')))).toBe(false);

    const login = (code: string) => k.call('POST', '/staff/login', { body: { email, password: STAFF_PASSWORD, code } });
    expect((await login(first!)).status).toBe(200);
    const again = await login(first!);
    expect(again.body.data.fields).toEqual([{ field: 'code', message: 'The code is wrong or has expired; please enter the current one' }]);
    expect((await login(second!.toLowerCase().replace('-', ''))).status).toBe(200);
    const malformed = await login('not-a-code');
    expect(malformed.body.data.fields).toEqual([{ field: 'code', message: 'Enter the 6 digits of your authenticator app, or a recovery code (XXXXX-XXXXX)' }]);

    const trail = await database().db.select().from(auditLog).where(and(eq(auditLog.entity, 'staff-login'), eq(auditLog.entityKey, email))).orderBy(auditLog.id);
    expect(trail.map((r) => r.action)).toEqual(['login', 'login.recovery-code', 'login.failed', 'login.recovery-code']);

    // New codes replace the old ones (their making audited without them).
    const renewed = (await k.call('POST', '/admin/me/totp/recovery-codes', { token })).body.data.recoveryCodes as string[];
    expect(renewed).toHaveLength(10);
    expect((await login(confirmed.recoveryCodes[2])).status).toBe(400);
    expect((await login(renewed[0]!)).status).toBe(200);
    const [made] = await database().db.select().from(auditLog).where(and(eq(auditLog.entity, 'staff'), eq(auditLog.action, 'recovery-codes'), eq(auditLog.staffId, confirmed.id)));
    expect(JSON.stringify(made)).not.toContain(renewed[0]);
  });

  it('lets the owner choose the roles that need it (audited); a holder without one is sent to enrol at once; others may not change it', async () => {
    const k = kit();
    const owner = await k.newStaff(['owner']);
    const cataloguer = await k.newStaff(['catalogue']);
    expect((await k.call('GET', '/admin/products', { token: cataloguer.token })).status).toBe(200);
    expect((await k.call('GET', '/admin/security/second-factor', { token: owner.token })).body.data).toEqual({ roles: ['owner'] });

    const saved = await k.call('PUT', '/admin/security/second-factor', { token: owner.token, body: { roles: ['owner', 'catalogue', 'catalogue'] } });
    expect(saved.body.data).toEqual({ roles: ['owner', 'catalogue'] });
    // The open session of a catalogue member must now enrol first.
    expect((await k.call('GET', '/admin/products', { token: cataloguer.token })).body.code).toBe('E0403S');
    expect((await k.call('GET', '/admin/me', { token: cataloguer.token })).body.data.mustEnrol).toBe(true);
    expect((await k.call('PUT', '/admin/security/second-factor', { token: cataloguer.token, body: { roles: [] } })).status).toBe(403);
    const badRole = await k.call('PUT', '/admin/security/second-factor', { token: owner.token, body: { roles: ['janitor'] } });
    expect(badRole.body.data.fields[0].field).toMatch(/^roles/);

    const [row] = await database().db.select().from(auditLog).where(and(eq(auditLog.entity, 'security'), eq(auditLog.entityKey, 'second-factor')));
    expect(row).toMatchObject({ staffId: owner.id, action: 'update', before: { roles: ['owner'] }, after: { roles: ['owner', 'catalogue'] } });

    expect((await k.call('PUT', '/admin/security/second-factor', { token: owner.token, body: { roles: ['owner'] } })).status).toBe(200);
    expect((await k.call('GET', '/admin/products', { token: cataloguer.token })).status).toBe(200);
  });
});
