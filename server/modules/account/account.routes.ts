import type { AppDeps } from '../../deps.ts';
import { route, type Route } from '../../http/endpoint-route.ts';
import { HttpError } from '../../http/errors.ts';
import { requestLang } from '../../http/request-lang.ts';
import { checkCode } from '../../security/codes.queries.ts';
import { hashPassword } from '../../security/password.ts';
import { hit, LIMITS } from '../../security/rate-limit.ts';
import { codeCheck, codeSend, currentUser, passwordReset, phoneBind, smsSend, userDetails, userRegister } from '../../../src/contracts/endpoints/account.ts';
import { requireUser } from './current-user.ts';
import { ipOf } from '../../http/client.ts';
import { sendCode } from './send-code.ts';
import { revokeAllTokens } from './token.queries.ts';
import { areaAndIndustryExist, bindPhone, insertUser, setPassword, userByEmail, userByPhone, userInfo } from './user.queries.ts';
import { fieldError } from '../../http/validate.ts';

/** Registration, codes, user info, password reset and phone binding. */
export function accountRoutes(deps: AppDeps): Route[] {
  const { db, now } = deps;
  return [
    route(codeSend, async (c, { body: { username, purpose } }) => {
      // A registration code only to a new address, a reset code only to a registered one; otherwise the
      // address gets a notice instead, with the same answer.
      const registered = (await userByEmail(db, username)) !== null;
      const notice = purpose === 'register' ? (registered ? 'registered' : undefined) : registered ? undefined : 'noAccount';
      await sendCode(deps, c, 'email', username, purpose, notice);
      return true as const;
    }),
    route(codeCheck, async (c, { body: { username, purpose, code } }) => {
      await hit(db, `code:ip:${ipOf(deps, c)}`, LIMITS.codeIp, now());
      return checkCode(db, now(), { target: username, purpose }, code, false);
    }),
    route(smsSend, async (c, { body: { phone, purpose } }) => {
      // The login is checked after the body here: only binding needs it (not declared `customer`).
      if (purpose === 'bind') await requireUser(deps, c);
      // Binding proves the phone whoever holds an account with it (binding a taken phone is refused only
      // after its code was checked); a login code goes only to a number with an account.
      const known = purpose === 'bind' || (await userByPhone(db, phone)) !== null;
      await sendCode(deps, c, 'sms', phone, purpose, known ? undefined : 'noAccount');
      return true as const;
    }),
    route(userRegister, async (c, { body: input }) => {
      const refs = await areaAndIndustryExist(db, input.areaId, input.industryId);
      if (!refs.area) throw fieldError(c, 'areaId', 'account:v.areaRequired');
      if (!refs.industry) throw fieldError(c, 'industryId', 'account:v.industryRequired');
      if (!(await checkCode(db, now(), { target: input.username, purpose: 'register' }, input.code, true))) throw fieldError(c, 'code', 'account:v.codeInvalid');
      const { username, password, name, phone, company, department, areaId, industryId } = input;
      const account = { email: username, passwordHash: await hashPassword(password), name, company, department, areaId, industryId };
      // A phone taken by another account is not reported here (only the e-mail was proved, not the phone):
      // the account is made without it, and the first login asks to bind a phone with its SMS code, where
      // a taken phone is refused to someone who proved they hold it.
      const id = (await insertUser(db, now(), { ...account, phone })) ?? (await insertUser(db, now(), { ...account, phone: null }));
      if (id === null) throw new HttpError('E0409');
      return { id, username };
    }),
    route(currentUser, async (c) => {
      const user = await requireUser(deps, c);
      return { id: user.userId, account: user.email, name: user.name, phoneBound: user.phoneVerified };
    }),
    route(userDetails, async (c, { params: { id } }) => {
      const user = await requireUser(deps, c);
      // Only your own details: anyone else's id is forbidden, whether or not it exists.
      if (id !== user.userId) throw new HttpError('E0403');
      const info = await userInfo(db, requestLang(c), user.userId);
      if (!info) throw new HttpError('E0404');
      return info;
    }),
    route(passwordReset, async (c, { body: { username, code, password } }) => {
      // No per-account counter here (a shared one let anyone block a login by failing resets): a code allows
      // 5 checks and an address gets at most 5 codes an hour, which bounds guessing.
      // Codes for reset are only delivered to registered addresses, so an unknown address always fails here.
      if (!(await checkCode(db, now(), { target: username, purpose: 'reset' }, code, true))) throw fieldError(c, 'code', 'account:v.codeInvalid');
      const user = await userByEmail(db, username);
      if (user) {
        await setPassword(db, now(), user.id, await hashPassword(password));
        await revokeAllTokens(db, now(), user.id);
      }
      return true as const;
    }),
    route(phoneBind, async (c, { body: { phone, code } }) => {
      const user = await requireUser(deps, c);
      if (!(await checkCode(db, now(), { target: phone, purpose: 'bind' }, code, true))) throw fieldError(c, 'code', 'account:v.codeInvalid');
      if (!(await bindPhone(db, now(), user.userId, phone))) throw new HttpError('E0409');
      return true as const;
    }),
  ];
}
