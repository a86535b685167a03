import { count, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { leaveWords, outbox } from '../../db/schema/index.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { testApp } from '../../test/app.ts';
import { sampleMessage } from '../../../tests/fixtures/form-samples.ts';

const message = sampleMessage;

describeEachDatabase('POST /leave_word', (database) => {
  const app = () => testApp(database().db);
  const post = (body: unknown, lang = 'en') =>
    app().request('/api/v1/leave_word', { method: 'POST', headers: { 'content-type': 'application/json', 'x-lang': lang }, body: JSON.stringify(body) });
  const rows = async (submissionId: string) =>
    (await database().db.select({ n: count() }).from(leaveWords).where(eq(leaveWords.submissionId, submissionId)))[0]!.n;

  it('stores a valid message and tells the staff mailbox', async () => {
    const res = await post(message('msg-ok-0001'));
    const body = await res.json();
    expect(res.status).toBe(200);
    expect(body.code).toBe('E0001');
    expect(await rows('msg-ok-0001')).toBe(1);
    const notices = await database().db.select().from(outbox).where(eq(outbox.recipient, 'info@example.com'));
    expect(notices.some((n) => n.body.includes('Please quote CYT-H0201'))).toBe(true);
  });

  it('mails the staff notice through the transport once stored, and marks it sent', async () => {
    const sent: { to: string; subject: string }[] = [];
    const mailer = { send: async (m: { to: string; subject: string; text: string }) => void sent.push(m) };
    const res = await testApp(database().db, { mailer }).request('/api/v1/leave_word', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(message('msg-mail-0001', { name: 'Wang Fang' })),
    });
    expect(res.status).toBe(200);
    await expect.poll(() => sent.length).toBe(1);
    expect(sent[0]).toMatchObject({ to: 'info@example.com', subject: 'Online message from Wang Fang (Fudan University)' });
    await expect.poll(async () => (await database().db.select().from(outbox).where(eq(outbox.subject, sent[0]!.subject)))[0]?.sentAt).not.toBeNull();
  });

  it('keeps the message when the mail server fails', async () => {
    const mailer = { send: async () => Promise.reject(new Error('connection refused')) };
    const res = await testApp(database().db, { mailer }).request('/api/v1/leave_word', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(message('msg-fail-0001', { name: 'Zhao Lei' })),
    });
    expect(res.status).toBe(200);
    expect(await rows('msg-fail-0001')).toBe(1);
    await expect.poll(async () => (await database().db.select().from(outbox).where(eq(outbox.subject, 'Online message from Zhao Lei (Fudan University)')))[0]?.error).toBe('connection refused');
  });

  it('stores a double-clicked message once', async () => {
    const [a, b] = await Promise.all([post(message('msg-dbl-0001')), post(message('msg-dbl-0001'))]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect((await a.json()).data.id).toBe((await b.json()).data.id);
    expect(await rows('msg-dbl-0001')).toBe(1);
  });

  it('rejects a blank field with the spec text naming it, and writes nothing', async () => {
    const res = await post(message('msg-bad-0001', { name: '', email: 'x@' }));
    const body = await res.json();
    expect(res.status).toBe(400);
    expect(body.code).toBe('E0400');
    expect(body.data.fields).toEqual([
      { field: 'name', message: 'Full Name cannot be blank.' },
      { field: 'email', message: 'Please enter the correct email address' },
    ]);
    expect(body.msg).toContain('Full Name cannot be blank.');
    expect(await rows('msg-bad-0001')).toBe(0);
  });

  it('applies the mainland mobile rule on the Chinese site only', async () => {
    const zh = await post(message('msg-zh-0001', { phone: '+44 20 7946 0000' }), 'zh');
    expect(zh.status).toBe(400);
    expect((await zh.json()).data.fields).toEqual([{ field: 'phone', message: '请输入正确的手机号码' }]);
    const en = await post(message('msg-en-0001', { phone: '+44 20 7946 0000' }), 'en');
    expect(en.status).toBe(200);
  });

  it('answers 400, not 500, to a body that is not JSON', async () => {
    const res = await app().request('/api/v1/leave_word', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{oops' });
    expect(res.status).toBe(400);
    expect((await res.json()).code).toBe('E0400');
  });
});
