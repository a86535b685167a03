import type { AppDeps } from '../../deps.ts';
import { route, type Route } from '../../http/endpoint-route.ts';
import { checkCaptcha, createCaptcha } from '../../security/captcha.queries.ts';
import { captchaPng } from '../../security/captcha-picture.ts';
import { captchaGate } from '../../security/captcha-gate.ts';
import { checkCode } from '../../security/codes.queries.ts';
import { decoyHash, verifyPassword } from '../../security/password.ts';
import { hit, LIMITS } from '../../security/rate-limit.ts';
import { captchaCheck, captchaNew, isChina, loginStatus, phoneLogin, userHandoff, userHandoffExchange, userLogin, userLogout } from '../../../src/contracts/endpoints/account.ts';
import { optionalUser, requireUser } from './current-user.ts';
import { bearerToken, ipOf } from '../../http/client.ts';
import { issueHandoff, redeemHandoff } from './handoff.queries.ts';
import { issueToken, revokeToken } from './token.queries.ts';
import { markPhoneVerified, userByEmail, userById, userByPhone } from './user.queries.ts';
import { fieldError } from '../../http/validate.ts';

/** Logging in and out, login status, region and the image captcha. */
export function authRoutes(deps: AppDeps): Route[] {
  const { db, now } = deps;
  const loginGate = (key: string) => captchaGate(deps, key, LIMITS.loginFailures, { required: 'account:v.captchaRequired', invalid: 'account:v.captchaInvalid' });
  return [
    route(userLogin, async (c, { body: input }) => {
      const at = now();
      await hit(db, `login:ip:${ipOf(deps, c)}`, LIMITS.loginIp, at);
      const gate = loginGate(`login:fail:${input.username}`);
      await gate.pass(c, at, input);
      const user = await userByEmail(db, input.username);
      // The same work and the same answer whether or not the account exists.
      const good = await verifyPassword(input.password, user?.passwordHash ?? (await decoyHash()));
      if (!user || !good) {
        await gate.failed(at, user?.email ?? null);
        throw fieldError(c, 'password', 'account:v.loginFailed');
      }
      await gate.succeeded();
      // Said only after the password proved who is asking, so it tells a stranger nothing.
      if (user.disabledAt) throw fieldError(c, 'password', 'account:v.accountDisabled');
      const token = await issueToken(db, now(), user.id);
      return { ...token, username: user.email, needsCompletion: !user.phoneVerified };
    }),
    route(phoneLogin, async (c, { body: input }) => {
      const { phone, code } = input;
      const at = now();
      await hit(db, `login:ip:${ipOf(deps, c)}`, LIMITS.loginIp, at);
      const gate = loginGate(`login:fail:${phone}`);
      await gate.pass(c, at, input);
      const good = await checkCode(db, at, { target: phone, purpose: 'login' }, code, true);
      const user = await userByPhone(db, phone);
      if (!good || !user) {
        await gate.failed(at, user?.email ?? null);
        throw fieldError(c, 'code', 'account:v.codeInvalid');
      }
      await gate.succeeded();
      if (user.disabledAt) throw fieldError(c, 'code', 'account:v.accountDisabled');
      if (!user.phoneVerified) await markPhoneVerified(db, now(), user.id);
      const token = await issueToken(db, now(), user.id);
      return { ...token, username: user.email, needsCompletion: false };
    }),
    route(userHandoff, async (c) => {
      const user = await requireUser(deps, c);
      return issueHandoff(db, now(), user.userId);
    }),
    route(userHandoffExchange, async (c, { body: { code } }) => {
      await hit(db, `login:ip:${ipOf(deps, c)}`, LIMITS.loginIp, now());
      const userId = await redeemHandoff(db, now(), code);
      const user = userId === null ? null : await userById(db, userId);
      if (!user) throw fieldError(c, 'code', 'account:v.handoffInvalid');
      if (user.disabledAt) throw fieldError(c, 'code', 'account:v.accountDisabled');
      const token = await issueToken(db, now(), user.id);
      return { ...token, username: user.email, needsCompletion: !user.phoneVerified };
    }),
    route(loginStatus, async (c) => ({ login: (await optionalUser(deps, c)) !== null })),
    route(userLogout, async (c) => {
      const jti = bearerToken(c);
      if (jti) await revokeToken(db, now(), jti);
      return true as const;
    }),
    route(isChina, (c) => deps.region(c) === 'cn'),
    route(captchaNew, async (c) => {
      await hit(db, `captcha:ip:${ipOf(deps, c)}`, LIMITS.captchaIp, now());
      const { id, text } = await createCaptcha(db, now());
      return { id, image: `data:image/png;base64,${captchaPng(text).toString('base64')}` };
    }),
    route(captchaCheck, async (c, { body: { id, answer } }) => {
      if (!(await checkCaptcha(db, now(), id, answer))) throw fieldError(c, 'answer', 'account:v.captchaInvalid');
      return true as const;
    }),
  ];
}
