import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { outbox } from '../../db/schema/index.ts';
import { createCaptcha } from '../../security/captcha.queries.ts';
import { failureDelayMs, LOGIN_ALARM } from '../../security/captcha-gate.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { adminKit, STAFF_PASSWORD } from '../admin/admin.test-kit.ts';

describeEachDatabase('staff login protection: progressive delay, single-use captcha, the owner told', (database) => {
  const kit = () => adminKit(database().db);

  /** A failed login of `email` with a solved captcha, as a guesser who reads every picture would make it. */
  async function guess(k: ReturnType<typeof kit>, email: string, i: number) {
    const captcha = await createCaptcha(database().db, k.clock.now, 'K7PQ');
    const res = await k.call('POST', '/staff/login', { body: { email, password: `guess ${i}`, captchaId: captcha.id, captcha: 'K7PQ' } });
    expect(res.body.data.fields).toEqual([{ field: 'password', message: 'The e-mail or password is incorrect' }]);
  }

  it('holds each further login of a failing account longer (30 s after 10 failures) while another account answers at once', async () => {
    const k = kit();
    const { email } = await k.newStaff(['content']);
    const bystander = await k.newStaff(['content']);
    for (let i = 0; i < 10; i++) await guess(k, email, i);
    // The waits grew with the failures: none for the first four, then 1 s, 2 s, 4 s, 8 s, 16 s.
    expect(k.waits).toEqual([1000, 2000, 4000, 8000, 16000]);

    k.waits.length = 0;
    const captcha = await createCaptcha(database().db, k.clock.now, 'AB3D');
    const right = await k.call('POST', '/staff/login', { body: { email, password: STAFF_PASSWORD, captchaId: captcha.id, captcha: 'ab3d' } });
    expect(right.status).toBe(200);
    expect(k.waits).toEqual([30_000]);
    expect(k.waits[0]).toBeGreaterThanOrEqual(failureDelayMs(10));

    k.waits.length = 0;
    expect((await k.call('POST', '/staff/login', { body: { email: bystander.email, password: STAFF_PASSWORD } })).status).toBe(200);
    expect(k.waits).toEqual([]);
  });

  it('takes a captcha answer once: the same picture answered again is refused', async () => {
    const k = kit();
    const { email } = await k.newStaff(['content']);
    for (let i = 0; i < 5; i++) await k.call('POST', '/staff/login', { body: { email, password: `guess ${i}` } });
    const captcha = await createCaptcha(database().db, k.clock.now, 'M2N9');
    const answer = { email, captchaId: captcha.id, captcha: 'M2N9' };
    expect((await k.call('POST', '/staff/login', { body: { ...answer, password: 'still wrong' } })).body.data.fields[0].field).toBe('password');
    const again = await k.call('POST', '/staff/login', { body: { ...answer, password: STAFF_PASSWORD } });
    expect(again.body.data.fields).toEqual([{ field: 'captcha', message: 'The characters do not match the picture, please try again' }]);
  });

  it('e-mails the owner once, in both languages, after 20 failures in an hour; nobody for an unknown address', async () => {
    const k = kit();
    const { email } = await k.newStaff(['content']);
    const stranger = k.newEmail();
    // 46 tries in all, under the address's limit of 50 in 15 minutes.
    for (let i = 0; i < LOGIN_ALARM.max + 5; i++) await guess(k, email, i);
    for (let i = 0; i < LOGIN_ALARM.max + 1; i++) await guess(k, stranger, i);
    const mails = await database().db.select().from(outbox).where(eq(outbox.recipient, email));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Someone is trying to log in to your account / 有人正在尝试登录您的账户');
    expect(mails[0]!.body).toContain('20 times in the last hour');
    expect(mails[0]!.body).toContain('有人以错误的密码或验证码尝试登录您的账户达 20 次');
    expect(mails[0]!.body).toContain('UTC 2026-11-21 08:00');
    expect(await database().db.select().from(outbox).where(eq(outbox.recipient, stranger))).toEqual([]);
  });
});
