import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { authTokens, users } from '../../db/schema/index.ts';
import { CAPTCHA_TTL_MS, createCaptcha } from '../../security/captcha.queries.ts';
import { failureDelayMs } from '../../security/captcha-gate.ts';
import { sha256 } from '../../security/digest.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { accountKit } from './account.test-kit.ts';
import { TOKEN_TTL_MS } from './token.queries.ts';

describeEachDatabase('accounts API: register, login, logout', (database) => {
  const kit = () => accountKit(database().db);

  it('registers with an e-mailed code, logs in, reads the user and logs out (token revoked)', async () => {
    const k = kit();
    const { email, phone } = k.newIdentity();
    expect((await k.call('POST', '/code/send', { body: { username: email.toUpperCase(), purpose: 'register' } })).status).toBe(200);
    expect(k.mails.at(-1)).toMatchObject({ to: email, subject: 'Your verification code' });
    const reg = await k.call('POST', '/user', { body: k.registration(email, phone, k.lastCode(email)) });
    expect(reg.status, JSON.stringify(reg.body)).toBe(200);
    const [row] = await database().db.select().from(users).where(eq(users.email, email));
    expect(row!.passwordHash).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(row!.passwordHash).not.toContain('secret42');

    const login = await k.call('POST', '/user/login', { body: { username: email, password: 'secret42' } });
    expect(login.status).toBe(200);
    const { jti, expiration, username, needsCompletion } = login.body.data;
    expect(username).toBe(email);
    expect(needsCompletion).toBe(true);
    expect(expiration).toBe(k.clock.now.getTime() + TOKEN_TTL_MS);
    const stored = await database().db.select().from(authTokens).where(eq(authTokens.tokenHash, sha256(jti)));
    expect(stored).toHaveLength(1);

    const info = await k.call('GET', '/users/info', { token: jti });
    expect(info.body).toMatchObject({ code: 'E0001', data: { account: email, id: row!.id } });
    expect((await k.call('GET', '/auth/status', { token: jti })).body.data).toEqual({ login: true });
    const mine = await k.call('GET', `/users/info/${row!.id}`, { token: jti, headers: { 'x-lang': 'zh' } });
    expect(mine.body.data).toMatchObject({ email, phone, company: 'Analytical Engines Ltd', areaName: expect.any(String) });

    expect((await k.call('POST', '/user/absol', { token: jti })).status).toBe(200);
    const after = await k.call('GET', '/users/info', { token: jti });
    expect(after.status).toBe(401);
    expect(after.body).toMatchObject({ code: 'E0401', msg: 'Please login' });
    expect((await k.call('GET', '/auth/status', { token: jti })).body.data).toEqual({ login: false });
  });

  it('ends a login when the token expires', async () => {
    const k = kit();
    const { token } = await k.newUser();
    k.advance(TOKEN_TTL_MS - 1000);
    expect((await k.call('GET', '/users/info', { token })).status).toBe(200);
    k.advance(1000);
    expect((await k.call('GET', '/users/info', { token })).body.code).toBe('E0401');
  });

  it('names every missing field in both languages', async () => {
    const k = kit();
    const en = await k.call('POST', '/user', { body: {} });
    expect(en.status).toBe(400);
    const fields = en.body.data.fields.map((f: { field: string }) => f.field);
    expect(fields).toEqual(expect.arrayContaining(['username', 'name', 'phone', 'company', 'department', 'password', 'code', 'areaId', 'industryId', 'agreement', 'privacy']));
    expect(en.body.msg).toContain('Full Name cannot be blank.');
    expect(en.body.msg).toContain('Please check the agreement');
    const zh = await k.call('POST', '/user', { body: {}, headers: { 'x-lang': 'zh' } });
    expect(zh.body.msg).toContain('姓名不能为空。');
    expect(zh.body.msg).toContain('请勾选协议');
  });

  it('enforces the password rule and the matching confirmation', async () => {
    const k = kit();
    const { email, phone } = k.newIdentity();
    const base = k.registration(email, phone, '123456');
    const weak = await k.call('POST', '/user', { body: { ...base, password: 'abcdef', confirmation: 'abcdef' } });
    expect(weak.body.data.fields).toEqual([{ field: 'password', message: 'The password must have at least 6 characters and combine letters and digits' }]);
    const short = await k.call('POST', '/user', { body: { ...base, password: 'ab1', confirmation: 'ab1' } });
    expect(short.body.data.fields[0].field).toBe('password');
    const mismatch = await k.call('POST', '/user', { body: { ...base, confirmation: 'secret43' } });
    expect(mismatch.body.data.fields).toEqual([{ field: 'confirmation', message: 'The entered passwords are inconsistent' }]);
    const wrongCode = await k.call('POST', '/user', { body: base });
    expect(wrongCode.body.data.fields).toEqual([{ field: 'code', message: 'The verification code is wrong or has expired' }]);
  });

  it('forbids reading another user by id (403) and needs a login (401)', async () => {
    const k = kit();
    const a = await k.newUser();
    const b = await k.newUser();
    expect((await k.call('GET', `/users/info/${b.id}`, { token: a.token })).status).toBe(403);
    expect((await k.call('GET', `/users/info/${a.id}`)).status).toBe(401);
  });

  it('logs in by phone code and binds a phone on first login', async () => {
    const k = kit();
    const user = await k.newUser();
    expect((await k.call('POST', '/user/phone/message', { body: { phone: user.phone, purpose: 'login' } })).status).toBe(200);
    const byPhone = await k.call('POST', '/auth', { body: { phone: user.phone, code: k.lastCode(user.phone) } });
    expect(byPhone.status).toBe(200);
    expect(byPhone.body.data).toMatchObject({ username: user.email, needsCompletion: false });

    const other = await k.newUser();
    const newPhone = k.newIdentity().phone;
    expect((await k.call('POST', '/user/phone/message', { body: { phone: newPhone, purpose: 'bind' } })).status).toBe(401);
    await k.call('POST', '/user/phone/message', { body: { phone: newPhone, purpose: 'bind' }, token: other.token });
    const bound = await k.call('POST', '/user/completion', { body: { phone: newPhone, code: k.lastCode(newPhone) }, token: other.token });
    expect(bound.status).toBe(200);
    expect((await k.call('GET', '/users/info', { token: other.token })).body.data.phoneBound).toBe(true);
  });

  it('serves a PNG captcha and checks an answer at most once, case-insensitively, for two minutes', async () => {
    const k = kit();
    const img = await k.call('GET', '/kaptcha');
    expect(img.body.data.image).toMatch(/^data:image\/png;base64,/);
    expect([...Buffer.from(img.body.data.image.split(',')[1], 'base64').subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    expect((await k.call('POST', '/kaptcha/check', { body: { id: img.body.data.id, answer: 'zzzz' } })).status).toBe(400);
    const { id } = await createCaptcha(database().db, k.clock.now, 'AB3D');
    expect((await k.call('POST', '/kaptcha/check', { body: { id, answer: 'ab3d' } })).body.data).toBe(true);
    expect((await k.call('POST', '/kaptcha/check', { body: { id, answer: 'AB3D' } })).status).toBe(400);
    const late = await createCaptcha(database().db, k.clock.now, 'M2N9');
    k.advance(CAPTCHA_TTL_MS);
    expect((await k.call('POST', '/kaptcha/check', { body: { id: late.id, answer: 'M2N9' } })).status).toBe(400);
  });

  it('holds the logins of a failing account longer with each failure, and not another account', async () => {
    const k = kit();
    const { email } = await k.newUser();
    const other = await k.newUser();
    for (let i = 0; i < 5; i++) await k.call('POST', '/user/login', { body: { username: email, password: 'wrong123' } });
    const captcha = await createCaptcha(database().db, k.clock.now, 'K7PQ');
    await k.call('POST', '/user/login', { body: { username: email, password: 'wrong123', captchaId: captcha.id, captcha: 'K7PQ' } });
    k.waits.length = 0;
    await k.call('POST', '/user/login', { body: { username: email, password: 'secret42' } });
    expect(k.waits).toEqual([failureDelayMs(6)]);
    k.waits.length = 0;
    expect((await k.call('POST', '/user/login', { body: { username: other.email, password: 'secret42' } })).status).toBe(200);
    expect(k.waits).toEqual([]);
  });

  it('tells whether the visitor is in China', async () => {
    const k = kit();
    expect((await k.call('GET', '/user/isChina')).body.data).toBe(true);
    expect((await k.call('GET', '/user/isChina', { headers: { 'x-forwarded-for': '8.8.8.8' } })).body.data).toBe(false);
  });
});
