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
import { ipOf, requireUser } from './current-user.ts';
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
      // A reset code goes only to a registered address; the answer is the same either way.
      const deliverIt = purpose === 'register' || (await userByEmail(db, username)) !== null;
      await sendCode(deps, c, 'email', username, purpose, deliverIt);
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
      const deliverIt = purpose === 'bind' || (await userByPhone(db, phone)) !== null;
      await sendCode(deps, c, 'sms', phone, purpose, deliverIt);
      return ok(c, true);
    })
    .post('/user', async (c) => {
      const input = await readBody(c, registerSchema);
      const refs = await areaAndIndustryExist(db, input.areaId, input.industryId);
      if (!refs.area) throw fieldError(c, 'areaId', 'account:v.areaRequired');
      if (!refs.industry) throw fieldError(c, 'industryId', 'account:v.industryRequired');
      if (!(await checkCode(db, now(), { target: input.username, purpose: 'register' }, input.code, true))) throw fieldError(c, 'code', 'account:v.codeInvalid');
      const { username, password, name, phone, company, department, areaId, industryId } = input;
      const id = await insertUser(db, now(), { email: username, passwordHash: await hashPassword(password), name, phone, company, department, areaId, industryId });
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
      await hit(db, `login:acct:${username}`, LIMITS.loginAccount, now());
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
