import { expect, it } from 'vitest';
import { createCaptcha } from '../../security/captcha.queries.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { accountKit } from './account.test-kit.ts';

describeEachDatabase('accounts API: nothing tells which addresses have accounts, and nobody can lock one', (database) => {
  const kit = () => accountKit(database().db);

  it('sends a registered address a notice instead of a registration code, with the same answer', async () => {
    const k = kit();
    const { email } = await k.newUser();
    k.advance(61_000);
    const fresh = k.newIdentity().email;
    const answers = [
      await k.call('POST', '/code/send', { body: { username: email, purpose: 'register' } }),
      await k.call('POST', '/code/send', { body: { username: fresh, purpose: 'register' } }),
    ];
    expect(answers[0]).toEqual(answers[1]);
    const notice = k.mails.filter((m) => m.to === email).at(-1)!;
    expect(notice.text).toContain('an account with it exists already');
    expect(notice.text).not.toMatch(/\b\d{6}\b/);
    // Without the code nobody completes a second account for the address; the answer names the code only.
    const again = await k.call('POST', '/user', { body: k.registration(email, k.newIdentity().phone, '123456') });
    expect(again.status).toBe(400);
    expect(again.body.data.fields.map((f: { field: string }) => f.field)).toEqual(['code']);
  });

  it('registers with a phone of another account like with a new one, and leaves the phone to be bound', async () => {
    const k = kit();
    const taken = await k.newUser();
    const other = k.newIdentity();
    await k.call('POST', '/code/send', { body: { username: other.email, purpose: 'register' } });
    const answer = await k.call('POST', '/user', { body: k.registration(other.email, taken.phone, k.lastCode(other.email)) });
    expect(answer.status).toBe(200);
    expect(answer.body.code).toBe('E0001');
    const login = await k.call('POST', '/user/login', { body: { username: other.email, password: 'secret42' } });
    expect(login.body.data.needsCompletion).toBe(true);
    // Binding the taken phone is refused only after its SMS code was proved.
    const token = login.body.data.jti;
    k.advance(61_000);
    await k.call('POST', '/user/phone/message', { body: { phone: taken.phone, purpose: 'bind' }, token });
    const bind = await k.call('POST', '/user/completion', { body: { phone: taken.phone, code: k.lastCode(taken.phone) }, token });
    expect(bind.status).toBe(409);
  });

  it('answers a failed login the same whether or not the e-mail is registered', async () => {
    const k = kit();
    const { email } = await k.newUser();
    const wrong = await k.call('POST', '/user/login', { body: { username: email, password: 'wrong123' } });
    const unknown = await k.call('POST', '/user/login', { body: { username: `nobody-${email}`, password: 'wrong123' } });
    expect(wrong.status).toBe(400);
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual(wrong.body);
  });

  it('asks for the captcha after 5 failures instead of refusing the right password', async () => {
    const k = kit();
    const { email } = await k.newUser();
    for (let i = 0; i < 5; i++) expect((await k.call('POST', '/user/login', { body: { username: email, password: 'wrong123' } })).status).toBe(400);
    const noCaptcha = await k.call('POST', '/user/login', { body: { username: email, password: 'secret42' } });
    expect(noCaptcha.status).toBe(400);
    expect(noCaptcha.body.data.fields).toEqual([{ field: 'captcha', message: expect.any(String) }]);
    const wrongAnswer = await createCaptcha(database().db, k.clock.now, 'K7PQ');
    const bad = await k.call('POST', '/user/login', { body: { username: email, password: 'secret42', captchaId: wrongAnswer.id, captcha: 'WXYZ' } });
    expect(bad.body.data.fields.map((f: { field: string }) => f.field)).toEqual(['captcha']);
    const captcha = await createCaptcha(database().db, k.clock.now, 'K7PQ');
    const good = await k.call('POST', '/user/login', { body: { username: email, password: 'secret42', captchaId: captcha.id, captcha: 'k7pq' } });
    expect(good.status).toBe(200);
    // Success forgets the failures, and failed resets never count toward them.
    expect((await k.call('POST', '/user/login', { body: { username: email, password: 'secret42' } })).status).toBe(200);
    for (let i = 0; i < 6; i++) await k.call('POST', '/user/reset/password', { body: { username: email, code: '000000', password: 'newpass9', confirmation: 'newpass9' } });
    expect((await k.call('POST', '/user/login', { body: { username: email, password: 'secret42' } })).status).toBe(200);
  });

  it('resets a password with an e-mailed code; an unknown e-mail gets the same answer and a notice without a code', async () => {
    const k = kit();
    const { email, token } = await k.newUser();
    const known = await k.call('POST', '/code/send', { body: { username: email, purpose: 'reset' } });
    const mailsBefore = k.mails.length;
    const unknown = await k.call('POST', '/code/send', { body: { username: `ghost-${email}`, purpose: 'reset' } });
    expect(unknown).toEqual(known);
    expect(k.mails.length).toBe(mailsBefore + 1);
    expect(k.mails.at(-1)!.to).toBe(`ghost-${email}`);
    expect(k.mails.at(-1)!.text).toContain('there is no account with it');
    expect(k.mails.at(-1)!.text).not.toMatch(/\b\d{6}\b/);
    const reset = await k.call('POST', '/user/reset/password', { body: { username: email, code: k.lastCode(email), password: 'newpass9', confirmation: 'newpass9' } });
    expect(reset.status).toBe(200);
    expect((await k.call('GET', '/users/info', { token })).status).toBe(401);
    expect((await k.call('POST', '/user/login', { body: { username: email, password: 'newpass9' } })).status).toBe(200);
  });

  it('sends a number without an account a notice instead of a login code, with the same answer', async () => {
    const k = kit();
    const { phone } = await k.newUser();
    const unknown = k.newIdentity().phone;
    const answers = [
      await k.call('POST', '/user/phone/message', { body: { phone, purpose: 'login' } }),
      await k.call('POST', '/user/phone/message', { body: { phone: unknown, purpose: 'login' } }),
    ];
    expect(answers[0]).toEqual(answers[1]);
    expect(k.lastCode(phone)).toMatch(/^\d{6}$/);
    const notice = k.texts.filter((t) => t.to === unknown);
    expect(notice).toHaveLength(1);
    expect(notice[0]!.text).not.toMatch(/\b\d{6}\b/);
  });
});
