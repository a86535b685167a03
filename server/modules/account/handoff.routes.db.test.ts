import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/databases.ts';
import { accountKit } from './account.test-kit.ts';

describeEachDatabase('login hand-off between the language hosts', (database) => {
  const kit = () => accountKit(database().db);

  it('exchanges a code once for a new session of the same user', async () => {
    const k = kit();
    const { email, token } = await k.newUser();
    const handoff = await k.call('POST', '/user/handoff', { token });
    expect(handoff.status).toBe(200);
    const { code, expiration } = handoff.body.data;
    expect(code).not.toContain(token);
    expect(expiration).toBe(k.clock.now.getTime() + 60_000);
    const first = await k.call('POST', '/user/handoff/exchange', { body: { code } });
    expect(first.status).toBe(200);
    expect(first.body.data.username).toBe(email);
    expect(first.body.data.jti).not.toBe(token);
    expect((await k.call('GET', '/users/info', { token: first.body.data.jti })).body.data.account).toBe(email);
    const again = await k.call('POST', '/user/handoff/exchange', { body: { code } });
    expect(again.status).toBe(400);
    expect(again.body.data.fields).toEqual([{ field: 'code', message: 'This login link has expired or was used already. Please log in.' }]);
  });

  it('refuses an expired code, a session token and a made-up code alike', async () => {
    const k = kit();
    const { token } = await k.newUser();
    const { code } = (await k.call('POST', '/user/handoff', { token })).body.data;
    k.advance(61_000);
    const refused = [code, token, `${code.split('.')[0]}.${'A'.repeat(43)}`, '1.x'];
    for (const candidate of refused) {
      const answer = await k.call('POST', '/user/handoff/exchange', { body: { code: candidate } });
      expect([answer.status, answer.body.data.fields[0].field]).toEqual([400, 'code']);
    }
  });

  it('makes codes only for a logged-in user', async () => {
    const k = kit();
    expect((await k.call('POST', '/user/handoff')).status).toBe(401);
  });
});
