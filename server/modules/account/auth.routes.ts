import { Hono } from 'hono';
import type { AppDeps } from '../../deps.ts';
import { ok } from '../../http/respond.ts';
import { checkCaptcha, createCaptcha } from '../../security/captcha.queries.ts';
import { captchaSvg } from '../../security/captcha.ts';
import { captchaGate } from '../../security/captcha-gate.ts';
import { checkCode } from '../../security/codes.queries.ts';
import { decoyHash, verifyPassword } from '../../security/password.ts';
import { hit, LIMITS } from '../../security/rate-limit.ts';
import { captchaCheckSchema, handoffSchema, loginSchema, phoneLoginSchema, type Captcha, type Handoff, type LoginResult } from '../../../src/contracts/account.ts';
import { optionalUser, requireUser } from './current-user.ts';
import { bearerToken, ipOf } from '../../http/client.ts';
import { issueHandoff, redeemHandoff } from './handoff.queries.ts';
import { issueToken, revokeToken } from './token.queries.ts';
import { markPhoneVerified, userByEmail, userById, userByPhone } from './user.queries.ts';
import { fieldError, readBody } from '../../http/validate.ts';

/** Logging in and out, login status, region and the image captcha. */
export function authRoutes(deps: AppDeps) {
  const { db, now } = deps;
  const loginGate = (key: string) => captchaGate(db, key, LIMITS.loginFailures, { required: 'account:v.captchaRequired', invalid: 'account:v.captchaInvalid' });
  return new Hono()
    .post('/user/login', async (c) => {
      const input = await readBody(c, loginSchema);
      const at = now();
      await hit(db, `login:ip:${ipOf(deps, c)}`, LIMITS.loginIp, at);
      const gate = loginGate(`login:fail:${input.username}`);
      await gate.pass(c, at, input);
      const user = await userByEmail(db, input.username);
      // The same work and the same answer whether or not the account exists.
      const good = await verifyPassword(input.password, user?.passwordHash ?? (await decoyHash()));
      if (!user || !good) {
        await gate.failed(at);
        throw fieldError(c, 'password', 'account:v.loginFailed');
      }
      await gate.succeeded();
      const token = await issueToken(db, now(), user.id);
      return ok<LoginResult>(c, { ...token, username: user.email, needsCompletion: !user.phoneVerified });
    })
    .post('/auth', async (c) => {
      const input = await readBody(c, phoneLoginSchema);
      const { phone, code } = input;
      const at = now();
      await hit(db, `login:ip:${ipOf(deps, c)}`, LIMITS.loginIp, at);
      const gate = loginGate(`login:fail:${phone}`);
      await gate.pass(c, at, input);
      const good = await checkCode(db, at, { target: phone, purpose: 'login' }, code, true);
      const user = good ? await userByPhone(db, phone) : null;
      if (!user) {
        await gate.failed(at);
        throw fieldError(c, 'code', 'account:v.codeInvalid');
      }
      await gate.succeeded();
      if (!user.phoneVerified) await markPhoneVerified(db, now(), user.id);
      const token = await issueToken(db, now(), user.id);
      return ok<LoginResult>(c, { ...token, username: user.email, needsCompletion: false });
    })
    .post('/user/handoff', async (c) => {
      const user = await requireUser(deps, c);
      return ok<Handoff>(c, await issueHandoff(db, now(), user.userId), { 'cache-control': 'no-store' });
    })
    .post('/user/handoff/exchange', async (c) => {
      const { code } = await readBody(c, handoffSchema);
      await hit(db, `login:ip:${ipOf(deps, c)}`, LIMITS.loginIp, now());
      const userId = await redeemHandoff(db, now(), code);
      const user = userId === null ? null : await userById(db, userId);
      if (!user) throw fieldError(c, 'code', 'account:v.handoffInvalid');
      const token = await issueToken(db, now(), user.id);
      return ok<LoginResult>(c, { ...token, username: user.email, needsCompletion: !user.phoneVerified }, { 'cache-control': 'no-store' });
    })
    .get('/auth/status', async (c) => ok(c, { login: (await optionalUser(deps, c)) !== null }))
    .post('/user/absol', async (c) => {
      const jti = bearerToken(c);
      if (jti) await revokeToken(db, now(), jti);
      return ok(c, true);
    })
    .get('/user/isChina', (c) => ok(c, deps.region(c) === 'cn'))
    .get('/kaptcha', async (c) => {
      await hit(db, `captcha:ip:${ipOf(deps, c)}`, LIMITS.captchaIp, now());
      const { id, text } = await createCaptcha(db, now());
      const image = `data:image/svg+xml;base64,${Buffer.from(captchaSvg(text)).toString('base64')}`;
      return ok<Captcha>(c, { id, image }, { 'cache-control': 'no-store' });
    })
    .post('/kaptcha/check', async (c) => {
      const { id, answer } = await readBody(c, captchaCheckSchema);
      if (!(await checkCaptcha(db, now(), id, answer))) throw fieldError(c, 'answer', 'account:v.captchaInvalid');
      return ok(c, true);
    });
}
