import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { auditLog, staff } from '../../db/schema/index.ts';
import { base32Decode } from '../../security/base32.ts';
import { TOTP_PERIOD_S, totpAt } from '../../security/totp.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { adminKit, STAFF_PASSWORD } from '../admin/admin.test-kit.ts';

describeEachDatabase('own account: who am I and the second factor (TOTP)', (database) => {
  const db = () => database().db;

  it('enrols, confirms with a code, then asks for a code at login (each code once), and turns off with a code', async () => {
    const k = adminKit(db());
    const person = await k.newStaff(['content']);
    const codeNow = (secret: string) => totpAt(base32Decode(secret), k.clock.now.getTime());

    const enrol = await k.call('POST', '/admin/me/totp', { token: person.token });
    const { secret, uri } = enrol.body.data;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(new URL(uri).searchParams.get('secret')).toBe(secret);
    // Not on until confirmed: login needs no code yet.
    expect((await k.call('GET', '/admin/me', { token: person.token })).body.data.totp).toBe(false);
    expect((await k.call('POST', '/staff/login', { body: { email: person.email, password: STAFF_PASSWORD } })).status).toBe(200);

    const wrong = await k.call('POST', '/admin/me/totp/confirm', { token: person.token, body: { code: codeNow(secret) === '000000' ? '111111' : '000000' } });
    expect(wrong.body.data.fields).toEqual([{ field: 'code', message: 'The code is wrong or has expired; please enter the current one' }]);
    const confirmed = await k.call('POST', '/admin/me/totp/confirm', { token: person.token, body: { code: codeNow(secret) } });
    expect(confirmed.body.data.totp).toBe(true);
    expect((await k.call('GET', '/admin/me', { token: person.token })).body.data.totp).toBe(true);

    const noCode = await k.call('POST', '/staff/login', { body: { email: person.email, password: STAFF_PASSWORD } });
    expect(noCode.body.data.fields).toEqual([{ field: 'code', message: 'Please enter the 6-digit code of your authenticator app' }]);
    // The code used to confirm cannot log in: each code is good once.
    const replay = await k.call('POST', '/staff/login', { body: { email: person.email, password: STAFF_PASSWORD, code: codeNow(secret) } });
    expect(replay.body.data.fields[0].field).toBe('code');
    k.advance(TOTP_PERIOD_S * 1000);
    const token = await k.login(person.email, STAFF_PASSWORD, { code: codeNow(secret) });

    // The secret never leaves the server after enrolment.
    const owner = await k.newStaff(['owner']);
    for (const answer of [await k.call('GET', '/admin/me', { token }), await k.call('GET', '/admin/staff', { token: owner.token })]) {
      expect(JSON.stringify(answer.body)).not.toContain(secret);
    }
    expect((await k.call('POST', '/admin/me/totp', { token })).body.data.fields[0].message).toBe('Two-step login is already on');

    k.advance(TOTP_PERIOD_S * 1000);
    expect((await k.call('POST', '/admin/me/totp/disable', { token, body: { code: codeNow(secret) } })).body.data.totp).toBe(false);
    expect((await k.call('POST', '/staff/login', { body: { email: person.email, password: STAFF_PASSWORD } })).status).toBe(200);
    const [row] = await db().select().from(staff).where(eq(staff.id, person.id));
    expect(row).toMatchObject({ totpSecret: null, totpEnabledAt: null });

    const trail = await db().select().from(auditLog).where(and(eq(auditLog.entity, 'staff'), eq(auditLog.entityKey, person.email))).orderBy(auditLog.id);
    expect(trail.map((r) => r.action)).toEqual(['create', 'totp.enrol', 'totp.on', 'totp.off']);
    expect(JSON.stringify(trail)).not.toContain(secret);
  });

  it("lets an owner turn off someone's second factor (a lost phone)", async () => {
    const k = adminKit(db());
    const person = await k.newStaff(['sales']);
    const { secret } = (await k.call('POST', '/admin/me/totp', { token: person.token })).body.data;
    await k.call('POST', '/admin/me/totp/confirm', { token: person.token, body: { code: totpAt(base32Decode(secret), k.clock.now.getTime()) } });
    const owner = await k.newStaff(['owner']);
    expect((await k.call('POST', `/admin/staff/${person.id}/totp/off`, { token: owner.token })).body.data.totp).toBe(false);
    expect((await k.call('POST', '/staff/login', { body: { email: person.email, password: STAFF_PASSWORD } })).status).toBe(200);
  });

  it('limits the codes tried by a logged-in person', async () => {
    const k = adminKit(db());
    const person = await k.newStaff(['sales']);
    await k.call('POST', '/admin/me/totp', { token: person.token });
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await k.call('POST', '/admin/me/totp/confirm', { token: person.token, body: { code: '000000' } })).status);
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, 10).every((s) => s === 400 || s === 200)).toBe(true);
  });
});
