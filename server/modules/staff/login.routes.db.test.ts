import { and, eq, inArray } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { auditLog, staffSessions } from '../../db/schema/index.ts';
import { createCaptcha } from '../../security/captcha.queries.ts';
import { sha256 } from '../../security/digest.ts';
import { hit, LIMITS } from '../../security/rate-limit.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { adminKit, SETUP_ACTOR, STAFF_PASSWORD } from '../admin/admin.test-kit.ts';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from './session.queries.ts';
import { setStaffDisabled } from './staff.changes.ts';

describeEachDatabase('staff login, sessions and logout', (database) => {
  const kit = () => adminKit(database().db);

  it('logs in with e-mail and password, answers the person, and keeps only the token hash', async () => {
    const k = kit();
    const { email } = await k.newStaff(['catalogue', 'content'], { name: 'Ada Lovelace' });
    const res = await k.call('POST', '/staff/login', { body: { email: email.toUpperCase(), password: STAFF_PASSWORD } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const { token, expiresAt, idleMinutes, staff } = res.body.data;
    expect(staff).toEqual({ id: expect.any(Number), email, name: 'Ada Lovelace', roles: ['catalogue', 'content'], permissions: ['catalogue', 'content'], totp: false, mustEnrol: false });
    expect(expiresAt).toBe(k.clock.now.getTime() + SESSION_ABSOLUTE_MS);
    expect(idleMinutes).toBe(30);
    const [row] = await database().db.select().from(staffSessions).where(eq(staffSessions.tokenHash, sha256(token)));
    expect(row).toMatchObject({ staffId: staff.id, ip: k.ip, userAgent: 'admin-kit' });
    expect((await k.call('GET', '/admin/me', { token })).body.data).toEqual(staff);
  });

  it('gives one answer for a wrong password, an unknown account and a disabled one', async () => {
    const k = kit();
    const { email, id } = await k.newStaff(['content']);
    const wrong = await k.call('POST', '/staff/login', { body: { email, password: 'not the password' } });
    const unknown = await k.call('POST', '/staff/login', { body: { email: k.newEmail(), password: STAFF_PASSWORD } });
    await setStaffDisabled(k.deps, SETUP_ACTOR, id, true);
    const disabled = await k.call('POST', '/staff/login', { body: { email, password: STAFF_PASSWORD } });
    for (const res of [wrong, unknown, disabled]) {
      expect(res.status).toBe(400);
      expect(res.body.data.fields).toEqual([{ field: 'password', message: 'The e-mail or password is incorrect' }]);
    }
    const zh = await k.call('POST', '/staff/login', { body: { email, password: 'x' }, headers: { 'x-lang': 'zh' } });
    expect(zh.body.data.fields).toEqual([{ field: 'password', message: '邮箱或密码错误' }]);
  });

  it('puts every login and every refused one in the audit trail, with the reason only its readers see', async () => {
    const k = kit();
    const { email, id } = await k.newStaff(['content']);
    const stranger = k.newEmail();
    await k.call('POST', '/staff/login', { body: { email, password: 'not the password' } });
    await k.call('POST', '/staff/login', { body: { email: stranger, password: STAFF_PASSWORD } });
    await k.call('POST', '/staff/login', { body: { email, password: STAFF_PASSWORD } });
    await setStaffDisabled(k.deps, SETUP_ACTOR, id, true);
    const refused = await k.call('POST', '/staff/login', { body: { email, password: STAFF_PASSWORD } });
    expect(refused.status).toBe(400);
    const rows = await database()
      .db.select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'staff-login'), inArray(auditLog.entityKey, [email, stranger])))
      .orderBy(auditLog.id);
    const seen = rows.map((r) => [r.entityKey, r.staffId, r.action, r.after, r.ip]);
    // newStaff logged in once (the first row); the answer to the caller stays the same for every refusal.
    expect(seen).toEqual([
      [email, id, 'login', null, k.ip],
      [email, id, 'login.failed', { reason: 'password' }, k.ip],
      [stranger, null, 'login.failed', { reason: 'password' }, k.ip],
      [email, id, 'login', null, k.ip],
      [email, id, 'login.failed', { reason: 'disabled' }, k.ip],
    ]);
  });

  it('ends a session after 30 idle minutes, and keeps it while it is used', async () => {
    const k = kit();
    const { token } = await k.newStaff(['content']);
    k.advance(SESSION_IDLE_MS - 1_000);
    expect((await k.call('GET', '/admin/me', { token })).status).toBe(200);
    k.advance(SESSION_IDLE_MS - 1_000);
    expect((await k.call('GET', '/admin/me', { token })).status).toBe(200);
    k.advance(SESSION_IDLE_MS);
    expect((await k.call('GET', '/admin/me', { token })).body.code).toBe('E0401');
  });

  it('ends a session at its absolute deadline however busy it is', async () => {
    const k = kit();
    const { token } = await k.newStaff(['content']);
    const step = 20 * 60_000;
    let elapsed = 0;
    for (; elapsed + step < SESSION_ABSOLUTE_MS; elapsed += step) {
      k.advance(step);
      expect((await k.call('GET', '/admin/me', { token })).status).toBe(200);
    }
    k.advance(SESSION_ABSOLUTE_MS - elapsed);
    expect((await k.call('GET', '/admin/me', { token })).status).toBe(401);
  });

  it('ends the session at logout, and only that one', async () => {
    const k = kit();
    const { email, token } = await k.newStaff(['content']);
    const other = await k.login(email);
    expect((await k.call('POST', '/admin/logout', { token })).status).toBe(200);
    expect((await k.call('GET', '/admin/me', { token })).status).toBe(401);
    expect((await k.call('GET', '/admin/me', { token: other })).status).toBe(200);
  });

  it('asks for the captcha after repeated failures instead of refusing the right password', async () => {
    const k = kit();
    const { email } = await k.newStaff(['content']);
    for (let i = 0; i < LIMITS.staffLoginFailures.max; i++) {
      expect((await k.call('POST', '/staff/login', { body: { email, password: `guess ${i}` } })).body.data.fields[0].field).toBe('password');
    }
    const noCaptcha = await k.call('POST', '/staff/login', { body: { email, password: STAFF_PASSWORD } });
    expect(noCaptcha.status).toBe(400);
    expect(noCaptcha.body.data.fields).toEqual([{ field: 'captcha', message: 'Please type the characters in the picture' }]);
    // An unsolved captcha says nothing about the password: the same answer for a wrong one.
    expect((await k.call('POST', '/staff/login', { body: { email, password: 'wrong' } })).body).toEqual(noCaptcha.body);
    const badCaptcha = await createCaptcha(database().db, k.clock.now, 'ABCD');
    const bad = await k.call('POST', '/staff/login', { body: { email, password: STAFF_PASSWORD, captchaId: badCaptcha.id, captcha: 'WXYZ' } });
    expect(bad.body.data.fields).toEqual([{ field: 'captcha', message: 'The characters do not match the picture, please try again' }]);
    // Someone else's account is not affected.
    const bystander = await k.newStaff(['content']);
    expect(bystander.token).toEqual(expect.any(String));

    const captcha = await createCaptcha(database().db, k.clock.now, 'K7PQ');
    const good = await k.call('POST', '/staff/login', { body: { email, password: STAFF_PASSWORD, captchaId: captcha.id, captcha: 'k7pq' } });
    expect(good.status).toBe(200);
    // Success forgets the failures: the next login needs no captcha.
    expect((await k.call('POST', '/staff/login', { body: { email, password: STAFF_PASSWORD } })).status).toBe(200);
  });

  it('asks for no captcha once the failures are older than the window', async () => {
    const k = kit();
    const { email } = await k.newStaff(['content']);
    for (let i = 0; i < LIMITS.staffLoginFailures.max; i++) await k.call('POST', '/staff/login', { body: { email, password: 'wrong' } });
    expect((await k.call('POST', '/staff/login', { body: { email, password: STAFF_PASSWORD } })).body.data.fields[0].field).toBe('captcha');
    k.advance(LIMITS.staffLoginFailures.windowMs);
    expect((await k.call('POST', '/staff/login', { body: { email, password: STAFF_PASSWORD } })).status).toBe(200);
  });

  it('refuses a client address beyond its limit (429), whatever the account', async () => {
    const k = kit();
    const { email } = await k.newStaff(['content']);
    // newStaff logged in once from this address: with these, the next login is the limit's last.
    for (let i = 0; i < LIMITS.staffLoginIp.max - 2; i++) await hit(database().db, `staff-login:ip:${k.ip}`, LIMITS.staffLoginIp, k.clock.now);
    expect((await k.call('POST', '/staff/login', { body: { email, password: STAFF_PASSWORD } })).status).toBe(200);
    const refused = await k.call('POST', '/staff/login', { body: { email, password: STAFF_PASSWORD } });
    expect([refused.status, refused.body.code]).toEqual([429, 'E0429']);
  });

  it('names the missing fields', async () => {
    const res = await kit().call('POST', '/staff/login', { body: {} });
    expect(res.body.data.fields).toEqual([
      { field: 'email', message: 'E-mail cannot be blank.' },
      { field: 'password', message: 'Password cannot be blank.' },
    ]);
  });
});
