import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { verificationCodes } from '../../db/schema/index.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { accountKit } from './account.test-kit.ts';

describeEachDatabase('verification codes', (database) => {
  const kit = () => accountKit(database().db);
  const send = (k: ReturnType<typeof kit>, email: string) => k.call('POST', '/code/send', { body: { username: email, purpose: 'register' } });
  const check = (k: ReturnType<typeof kit>, email: string, code: string) => k.call('POST', '/code/check', { body: { username: email, purpose: 'register', code } });
  /** A fresh app and a new address it has sent a code to. */
  const sentCode = async () => {
    const k = kit();
    const { email } = k.newIdentity();
    await send(k, email);
    return { k, email, code: k.lastCode(email) };
  };

  it('stores only a digest of the 6-digit code', async () => {
    const { k, email, code } = await sentCode();
    expect(code).toMatch(/^\d{6}$/);
    const rows = await database().db.select().from(verificationCodes).where(eq(verificationCodes.target, email));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]!.codeHash).not.toContain(code);
    expect(rows[0]!.expiresAt.getTime() - k.clock.now.getTime()).toBe(5 * 60_000);
  });

  it('waits 60 s before a resend, and the new code replaces the old', async () => {
    const k = kit();
    const { email } = k.newIdentity();
    await send(k, email);
    const first = k.lastCode(email);
    k.advance(59_000);
    const early = await send(k, email);
    expect(early.status).toBe(429);
    k.advance(1_000);
    expect((await send(k, email)).status).toBe(200);
    const second = k.lastCode(email);
    if (first !== second) expect((await check(k, email, first)).body.data).toBe(false);
    expect((await check(k, email, second)).body.data).toBe(true);
  });

  it('expires a code after 5 minutes', async () => {
    const { k, email, code } = await sentCode();
    k.advance(5 * 60_000 - 1);
    expect((await check(k, email, code)).body.data).toBe(true);
    k.advance(1);
    expect((await check(k, email, code)).body.data).toBe(false);
  });

  it('allows at most 5 checks, even of the right code', async () => {
    const { k, email, code } = await sentCode();
    const wrong = code === '000000' ? '111111' : '000000';
    await Promise.all(Array.from({ length: 5 }, () => check(k, email, wrong)));
    expect((await check(k, email, code)).body.data).toBe(false);
    const rows = await database().db.select().from(verificationCodes).where(and(eq(verificationCodes.target, email)));
    expect(rows[0]!.attempts).toBe(5);
  });

  it('limits code requests per address with E0429', async () => {
    const k = kit();
    const answers = [];
    for (let i = 0; i < 31; i++) answers.push((await send(k, k.newIdentity().email)).status);
    expect(answers.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(answers[30]).toBe(429);
  });
});
