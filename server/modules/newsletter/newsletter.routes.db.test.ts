import { eq } from 'drizzle-orm';
import { beforeAll, expect, it, vi } from 'vitest';
import { newsletterSubscriptions, outbox } from '../../db/schema/index.ts';
import { sha256 } from '../../security/digest.ts';
import { LIMITS } from '../../security/rate-limit.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { accountKit } from '../account/account.test-kit.ts';
import { testApp } from '../../test/app.ts';

describeEachDatabase('newsletter subscription', (database) => {
  const db = () => database().db;
  let kit: ReturnType<typeof accountKit>;
  beforeAll(() => {
    kit = accountKit(db());
  });
  let serial = 0;
  const address = () => `news${Date.now().toString(36)}${++serial}@example.com`;
  const subscribe = (email: string, lang = 'en') => kit.call('POST', '/mail/subscription', { body: { email }, headers: { 'x-lang': lang } });
  const confirm = (token: string, lang = 'en') => kit.call('POST', '/mail/subscription/confirm', { body: { token }, headers: { 'x-lang': lang } });
  const leave = (token: string) => kit.call('POST', '/mail/subscription/unsubscribe', { body: { token } });
  const mailsTo = (to: string) => kit.mails.filter((m) => m.to === to);
  /** The mails are sent after the answer (not awaited): wait until `n` reached the address. */
  const waitForMails = (to: string, n: number) => vi.waitFor(() => expect(mailsTo(to)).toHaveLength(n));
  const tokenIn = (text: string, param: 'confirm' | 'unsubscribe') => new RegExp(`/subscription\\?${param}=([A-Za-z0-9_-]{43})`).exec(text)![1]!;
  const row = async (email: string) => (await db().select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email)))[0]!;

  it('builds the mailed links on the configured origin, never on the Host header', async () => {
    const email = address();
    const sent: { to: string; text: string }[] = [];
    const app = testApp(db(), { mailer: { send: async (m) => void sent.push(m) } });
    // As the Node server builds it: the request URL carries the client's Host header.
    const asked = await app.request('http://evil.example/api/v1/mail/subscription', { method: 'POST', headers: { host: 'evil.example', 'content-type': 'application/json' }, body: JSON.stringify({ email }) });
    expect(asked.status).toBe(200);
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    const text = sent[0]!.text;
    expect(text).not.toContain('evil.example');
    expect(text).toMatch(/http:\/\/localhost\/subscription\?confirm=/);
  });

  it('subscribes, confirms by the mailed link, welcomes, and unsubscribes by either mailed link', async () => {
    const email = address();
    const asked = await subscribe(email.toUpperCase());
    expect(asked).toEqual({ status: 200, body: { code: 'E0001', msg: 'Success', data: true } });
    await waitForMails(email, 1);
    const [confirmation] = mailsTo(email);
    expect(confirmation!.subject).toBe('Please confirm your newsletter subscription');
    expect(confirmation!.text).toMatch(/http:\/\/localhost\/subscription\?confirm=[A-Za-z0-9_-]{43}\n/);
    const confirmToken = tokenIn(confirmation!.text, 'confirm');
    const firstUnsubscribe = tokenIn(confirmation!.text, 'unsubscribe');
    expect((await row(email)).status).toBe('pending');

    expect((await confirm(confirmToken)).status).toBe(200);
    expect(await row(email)).toMatchObject({ status: 'confirmed', confirmTokenHash: null });
    await waitForMails(email, 2);
    const welcome = mailsTo(email)[1]!;
    expect(welcome.subject).toBe('Welcome to our newsletter');
    // The welcome mail's unsubscribe link is the confirmation mail's one: both keep working.
    expect(tokenIn(welcome.text, 'unsubscribe')).toBe(firstUnsubscribe);

    const again = await confirm(confirmToken, 'zh');
    expect(again.status).toBe(404);
    expect(again.body.msg).toBe('未找到');

    expect((await leave(firstUnsubscribe)).status).toBe(200);
    expect(await row(email)).toMatchObject({ status: 'unsubscribed' });
    expect((await leave(firstUnsubscribe)).status).toBe(404);
  });

  it('stores only the SHA-256 of the tokens', async () => {
    const email = address();
    await subscribe(email);
    await waitForMails(email, 1);
    const text = mailsTo(email)[0]!.text;
    const stored = await row(email);
    expect(stored.confirmTokenHash).toBe(sha256(tokenIn(text, 'confirm')));
    expect(stored.unsubscribeTokenHash).toBe(sha256(tokenIn(text, 'unsubscribe')));
    const dump = JSON.stringify(stored);
    expect(dump).not.toContain(tokenIn(text, 'confirm'));
    expect(dump).not.toContain(tokenIn(text, 'unsubscribe'));
  });

  it('answers the same for a new, a pending and a confirmed address; only the confirmed one gets no mail', async () => {
    const fresh = address();
    const pending = address();
    const confirmed = address();
    await subscribe(pending);
    await subscribe(confirmed);
    await waitForMails(confirmed, 1);
    await confirm(tokenIn(mailsTo(confirmed)[0]!.text, 'confirm'));
    await waitForMails(confirmed, 2);
    await waitForMails(pending, 1);

    const answers = await Promise.all([subscribe(fresh), subscribe(pending), subscribe(confirmed)]);
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    await waitForMails(fresh, 1);
    await waitForMails(pending, 2);
    expect((await row(confirmed)).status).toBe('confirmed');
    // The confirmed address got nothing new: mails are queued in the outbox before the answer, and its
    // only ones are the confirmation and the welcome.
    expect(await db().select({ subject: outbox.subject }).from(outbox).where(eq(outbox.recipient, confirmed))).toHaveLength(2);
    // A new request replaces the pending tokens: the older link no longer confirms.
    expect((await confirm(tokenIn(mailsTo(pending)[0]!.text, 'confirm'))).status).toBe(404);
    expect((await confirm(tokenIn(mailsTo(pending)[1]!.text, 'confirm'))).status).toBe(200);
  });

  it('mails Chinese subscribers in Chinese with links to the Chinese page, and lets the unsubscribed come back', async () => {
    const email = address();
    await subscribe(email, 'zh');
    await waitForMails(email, 1);
    const mail = mailsTo(email)[0]!;
    expect(mail.subject).toBe('请确认您的邮件订阅');
    expect(mail.text).toContain('http://localhost/cn/subscription?confirm=');
    expect(mail.text).toContain('曙光蛋白科技股份有限公司');
    await leave(tokenIn(mail.text, 'unsubscribe'));
    expect((await row(email)).status).toBe('unsubscribed');
    await subscribe(email, 'zh');
    await waitForMails(email, 2);
    expect(await row(email)).toMatchObject({ status: 'pending', unsubscribedAt: null });
  });

  it('names a bad address or token in the page language', async () => {
    const bad = await kit.call('POST', '/mail/subscription', { body: { email: 'li@' }, headers: { 'x-lang': 'zh' } });
    expect(bad.status).toBe(400);
    expect(bad.body.data.fields).toEqual([{ field: 'email', message: '请输入正确的邮箱地址' }]);
    const badToken = await confirm('short', 'en');
    expect(badToken.status).toBe(400);
    expect(badToken.body.data.fields).toEqual([{ field: 'token', message: 'This link is invalid or has already been used.' }]);
    expect((await confirm('A'.repeat(43))).status).toBe(404);
    expect((await leave('A'.repeat(43))).status).toBe(404);
  });

  it('limits requests per address (without telling whether it is subscribed)', async () => {
    const email = address();
    for (let i = 0; i < LIMITS.codeTarget.max; i++) expect((await subscribe(email)).status).toBe(200);
    const limited = await subscribe(email);
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('E0429');
  });
});

describeEachDatabase('newsletter links', (database) => {
  it('point to the configured public host of the language, whatever Host the request named', async () => {
    const mails: { to: string; text: string }[] = [];
    const app = testApp(database().db, { hosts: { en: 'https://www.example.com', cn: 'https://www.example.cn' }, mailer: { send: async (m) => void mails.push(m) } });
    const email = `hosts${Date.now().toString(36)}@example.com`;
    const res = await app.request('http://evil.example/api/v1/mail/subscription', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-lang': 'zh', 'x-forwarded-for': '10.9.8.7' },
      body: JSON.stringify({ email }),
    });
    expect(res.status).toBe(200);
    await vi.waitFor(() => expect(mails.filter((m) => m.to === email)).toHaveLength(1));
    const text = mails.find((m) => m.to === email)!.text;
    expect(text).toMatch(/https:\/\/www\.example\.cn\/cn\/subscription\?confirm=/);
    expect(text).not.toContain('evil.example');
  });
});
