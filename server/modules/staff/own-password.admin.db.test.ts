import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { auditLog } from '../../db/schema/index.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { adminKit, STAFF_PASSWORD } from '../admin/admin.test-kit.ts';

describeEachDatabase('own account: changing the password', (database) => {
  const db = () => database().db;
  const NEW = 'a brand new pass 7';

  it('changes it with the current one, ends the other sessions (not this one) and writes one audit row', async () => {
    const k = adminKit(db());
    const person = await k.newStaff(['sales']);
    const other = await k.login(person.email);
    const res = await k.call('PUT', '/admin/me/password', { token: person.token, body: { currentPassword: STAFF_PASSWORD, newPassword: NEW, repeatPassword: NEW } });
    expect(res.status).toBe(200);
    expect((await k.call('GET', '/admin/me', { token: person.token })).status).toBe(200);
    expect((await k.call('GET', '/admin/me', { token: other })).status).toBe(401);
    expect((await k.call('POST', '/staff/login', { body: { email: person.email, password: STAFF_PASSWORD } })).status).toBe(400);
    expect((await k.call('POST', '/staff/login', { body: { email: person.email, password: NEW } })).status).toBe(200);
    const trail = await db().select().from(auditLog).where(and(eq(auditLog.entity, 'staff'), eq(auditLog.entityKey, person.email), eq(auditLog.action, 'password.change')));
    expect(trail).toHaveLength(1);
    expect(JSON.stringify(trail)).not.toContain(NEW);
  });

  it('refuses a wrong current password, a short or unrepeated new one, naming the field, and changes nothing', async () => {
    const k = adminKit(db());
    const person = await k.newStaff(['content']);
    const put = (body: Record<string, string>, lang?: string) =>
      k.call('PUT', '/admin/me/password', { token: person.token, body, ...(lang ? { headers: { 'accept-language': lang } } : {}) });
    const wrong = await put({ currentPassword: 'not my password', newPassword: NEW, repeatPassword: NEW });
    expect(wrong.status).toBe(400);
    expect(wrong.body.data.fields).toEqual([{ field: 'currentPassword', message: 'The current password is incorrect' }]);
    const zh = await put({ currentPassword: 'not my password', newPassword: NEW, repeatPassword: NEW }, 'zh-CN');
    expect(zh.body.data.fields).toEqual([{ field: 'currentPassword', message: '当前密码不正确' }]);
    expect((await put({ currentPassword: STAFF_PASSWORD, newPassword: 'short', repeatPassword: 'short' })).body.data.fields).toEqual([
      { field: 'newPassword', message: 'The password must have at least 10 characters' },
    ]);
    expect((await put({ currentPassword: STAFF_PASSWORD, newPassword: NEW, repeatPassword: `${NEW}x` })).body.data.fields).toEqual([
      { field: 'repeatPassword', message: 'The two new passwords are not the same' },
    ]);
    expect((await k.call('POST', '/staff/login', { body: { email: person.email, password: STAFF_PASSWORD } })).status).toBe(200);
    const trail = await db().select().from(auditLog).where(and(eq(auditLog.entityKey, person.email), eq(auditLog.action, 'password.change')));
    expect(trail).toHaveLength(0);
  });

  it('refuses a visitor', async () => {
    const k = adminKit(db());
    expect((await k.call('PUT', '/admin/me/password', { body: { currentPassword: 'x', newPassword: NEW, repeatPassword: NEW } })).status).toBe(401);
  });
});
