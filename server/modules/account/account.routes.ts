import { Hono } from 'hono';
import type { AppDeps } from '../../deps.ts';
import { HttpError } from '../../http/errors.ts';
import { requestLang } from '../../http/request-lang.ts';
import { ok } from '../../http/respond.ts';
import { idPath } from '../../http/query-params.ts';
import { checkCode } from '../../security/codes.queries.ts';
import { hashPassword } from '../../security/password.ts';
import { hit, LIMITS } from '../../security/rate-limit.ts';
import { codeCheckSchema, codeSendSchema, completionSchema, registerSchema, resetSchema, smsSendSchema, type CurrentUser } from '../../../src/contracts/account.ts';
import { requireUser } from './current-user.ts';
import { ipOf } from '../../http/client.ts';
import { sendCode } from './send-code.ts';
import { revokeAllTokens } from './token.queries.ts';
import { areaAndIndustryExist, bindPhone, insertUser, setPassword, userByEmail, userByPhone, userInfo } from './user.queries.ts';
import { fieldError, readBody, readParams } from '../../http/validate.ts';

/** Registration, codes, user info, password reset and phone binding. */
export function accountRoutes(deps: AppDeps) {
  const { db, now } = deps;
  return new Hono()
    .post('/code/send', async (c) => {
      const { username, purpose } = await readBody(c, codeSendSchema);
      // A registration code only to a new address, a reset code only to a registered one; otherwise the
      // address gets a notice instead, with the same answer.
      const registered = (await userByEmail(db, username)) !== null;
      const notice = purpose === 'register' ? (registered ? 'registered' : undefined) : registered ? undefined : 'noAccount';
      await sendCode(deps, c, 'email', username, purpose, notice);
      return ok(c, true);
    })
    .post('/code/check', async (c) => {
      const { username, purpose, code } = await readBody(c, codeCheckSchema);
      await hit(db, `code:ip:${ipOf(deps, c)}`, LIMITS.codeIp, now());
      return ok(c, await checkCode(db, now(), { target: username, purpose }, code, false));
    })
    .post('/user/phone/message', async (c) => {
      const { phone, purpose } = await readBody(c, smsSendSchema);
      if (purpose === 'bind') await requireUser(deps, c);
      // Binding proves the phone whoever holds an account with it (binding a taken phone is refused only
      // after its code was checked); a login code goes only to a number with an account.
      const known = purpose === 'bind' || (await userByPhone(db, phone)) !== null;
      await sendCode(deps, c, 'sms', phone, purpose, known ? undefined : 'noAccount');
      return ok(c, true);
    })
    .post('/user', async (c) => {
      const input = await readBody(c, registerSchema);
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
      return ok(c, { id, username });
    })
    .get('/users/info', async (c) => {
      const user = await requireUser(deps, c);
      return ok<CurrentUser>(c, { id: user.userId, account: user.email, name: user.name, phoneBound: user.phoneVerified });
    })
    .get('/users/info/:id', async (c) => {
      const user = await requireUser(deps, c);
      const { id } = readParams(c, idPath);
      // Only your own details: anyone else's id is forbidden, whether or not it exists.
      if (id !== user.userId) throw new HttpError('E0403');
      const info = await userInfo(db, requestLang(c), user.userId);
      if (!info) throw new HttpError('E0404');
      return ok(c, info);
    })
    .post('/user/reset/password', async (c) => {
      const { username, code, password } = await readBody(c, resetSchema);
      // No per-account counter here (a shared one let anyone block a login by failing resets): a code allows
      // 5 checks and an address gets at most 5 codes an hour, which bounds guessing.
      // Codes for reset are only delivered to registered addresses, so an unknown address always fails here.
      if (!(await checkCode(db, now(), { target: username, purpose: 'reset' }, code, true))) throw fieldError(c, 'code', 'account:v.codeInvalid');
      const user = await userByEmail(db, username);
      if (user) {
        await setPassword(db, now(), user.id, await hashPassword(password));
        await revokeAllTokens(db, now(), user.id);
      }
      return ok(c, true);
    })
    .post('/user/completion', async (c) => {
      const user = await requireUser(deps, c);
      const { phone, code } = await readBody(c, completionSchema);
      if (!(await checkCode(db, now(), { target: phone, purpose: 'bind' }, code, true))) throw fieldError(c, 'code', 'account:v.codeInvalid');
      if (!(await bindPhone(db, now(), user.userId, phone))) throw new HttpError('E0409');
      return ok(c, true);
    });
}
