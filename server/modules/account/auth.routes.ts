import { Hono } from 'hono';
import type { AppDeps } from '../../deps.ts';
import { ok } from '../../http/respond.ts';
import { checkCaptcha, createCaptcha } from '../../security/captcha.queries.ts';
import { captchaSvg } from '../../security/captcha.ts';
import { checkCode } from '../../security/codes.queries.ts';
import { decoyHash, verifyPassword } from '../../security/password.ts';
import { hit, LIMITS } from '../../security/rate-limit.ts';
import { captchaCheckSchema, loginSchema, phoneLoginSchema, type Captcha, type LoginResult } from '../../../src/contracts/account.ts';
import { bearerToken, ipOf, optionalUser } from './current-user.ts';
import { issueToken, revokeToken } from './token.queries.ts';
import { markPhoneVerified, userByEmail, userByPhone } from './user.queries.ts';
import { fieldError, readBody } from '../../http/validate.ts';

/** Logging in and out, login status, region and the image captcha. */
export function authRoutes(deps: AppDeps) {
  const { db, now } = deps;
  return new Hono()
    .post('/user/login', async (c) => {
      const { username, password } = await readBody(c, loginSchema);
      await hit(db, `login:ip:${ipOf(deps, c)}`, LIMITS.loginIp, now());
      await hit(db, `login:acct:${username}`, LIMITS.loginAccount, now());
      const user = await userByEmail(db, username);
      // The same work and the same answer whether or not the account exists.
      const good = await verifyPassword(password, user?.passwordHash ?? (await decoyHash()));
      if (!user || !good) throw fieldError(c, 'password', 'account:v.loginFailed');
      const token = await issueToken(db, now(), user.id);
      return ok<LoginResult>(c, { ...token, username: user.email, needsCompletion: !user.phoneVerified });
    })
    .post('/auth', async (c) => {
      const { phone, code } = await readBody(c, phoneLoginSchema);
      await hit(db, `login:ip:${ipOf(deps, c)}`, LIMITS.loginIp, now());
      await hit(db, `login:phone:${phone}`, LIMITS.loginAccount, now());
      const good = await checkCode(db, now(), { target: phone, purpose: 'login' }, code, true);
      const user = good ? await userByPhone(db, phone) : null;
      if (!user) throw fieldError(c, 'code', 'account:v.codeInvalid');
      if (!user.phoneVerified) await markPhoneVerified(db, now(), user.id);
      const token = await issueToken(db, now(), user.id);
      return ok<LoginResult>(c, { ...token, username: user.email, needsCompletion: false });
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
