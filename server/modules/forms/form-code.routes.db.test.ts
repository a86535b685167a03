import { expect, it } from 'vitest';
import { Hono } from 'hono';
import { describeEachDatabase } from '../../test/databases.ts';
import { accountKit } from '../account/account.test-kit.ts';
import { requireFormCode } from './form-code.ts';

describeEachDatabase('POST /form/code', (database) => {
  it('sends the code by SMS on the Chinese site and by e-mail on the English site', async () => {
    const kit = accountKit(database().db);
    const { email, phone } = kit.newIdentity();
    const zh = await kit.call('POST', '/form/code', { body: { target: phone }, headers: { 'x-lang': 'zh' } });
    expect(zh.body.code).toBe('E0001');
    expect(kit.lastCode(phone)).toMatch(/^\d{6}$/);
    const en = await kit.call('POST', '/form/code', { body: { target: email }, headers: { 'x-lang': 'en' } });
    expect(en.body.code).toBe('E0001');
    expect(kit.lastCode(email)).toMatch(/^\d{6}$/);
  });

  it('names the field when the target is not a phone (Chinese site) or an e-mail (English site)', async () => {
    const kit = accountKit(database().db);
    const zh = await kit.call('POST', '/form/code', { body: { target: 'someone@example.com' }, headers: { 'x-lang': 'zh' } });
    expect(zh.status).toBe(400);
    expect(zh.body.msg).toContain('请先填写正确的手机号码');
    const en = await kit.call('POST', '/form/code', { body: { target: '13812345678' }, headers: { 'x-lang': 'en' } });
    expect(en.status).toBe(400);
    expect(en.body.msg).toContain('Please enter a correct e-mail address first');
  });

  it('accepts the sent code once, and refuses a wrong one on the form field', async () => {
    const kit = accountKit(database().db);
    const { phone } = kit.newIdentity();
    await kit.call('POST', '/form/code', { body: { target: phone }, headers: { 'x-lang': 'zh' } });
    const code = kit.lastCode(phone);
    const check = new Hono().post('/check', async (c) => {
      const body = (await c.req.json()) as { code: string };
      await requireFormCode({ db: database().db, now: () => kit.clock.now } as never, c, 'zh', phone, body.code);
      return c.json({ ok: true });
    });
    check.onError((err) => new Response(JSON.stringify({ err: (err as { fields?: unknown }).fields }), { status: 400 }));
    const wrong = await check.request('/check', { method: 'POST', headers: { 'x-lang': 'zh' }, body: JSON.stringify({ code: code === '000000' ? '111111' : '000000' }) });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({ err: [{ field: 'code', message: '验证码错误或已过期' }] });
    expect((await check.request('/check', { method: 'POST', body: JSON.stringify({ code }) })).status).toBe(200);
    expect((await check.request('/check', { method: 'POST', body: JSON.stringify({ code }) })).status).toBe(400);
  });
});
