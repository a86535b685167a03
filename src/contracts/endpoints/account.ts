import { z } from 'zod';
import {
  captchaCheckSchema,
  captchaSchema,
  codeCheckSchema,
  codeSendSchema,
  completionSchema,
  currentUserSchema,
  handoffIssuedSchema,
  handoffSchema,
  loginResultSchema,
  loginSchema,
  loginStatusSchema,
  phoneLoginSchema,
  registeredSchema,
  registerSchema,
  resetSchema,
  smsSendSchema,
  userInfoSchema,
} from '../account.ts';
import { endpointsOf } from '../endpoint.ts';
import { recordId } from '../record-id.ts';

/** The customers' accounts: logging in and out, codes, registration, user info, reset, phone binding, the hand-off and the image captcha. */

const declare = endpointsOf({ group: 'storefront', access: 'public' });
const declareOwn = endpointsOf({ group: 'customer', access: 'customer' });
const done = z.literal(true);
const idParams = z.object({ id: recordId() });

export const userLogin = declare({
  route: 'POST /user/login',
  body: loginSchema,
  answer: loginResultSchema,
  does: 'logs in with the e-mail and password; the token is `jti` (send it as `Authorization: Bearer <jti>`), `expiration` a ms timestamp (7 days), `needsCompletion` while no phone is bound. Per client address 50 logins in 15 minutes (then 429); after 5 failures of an account in 15 minutes its login waits (1 s, doubling per failure to 30 s) and also needs the image captcha (`GET /kaptcha`; `captchaId` and `captcha`), a 400 naming `captcha` when missing or wrong, never a lock-out. A wrong e-mail or password is one 400 naming `password`, the same work and answer whether or not the account exists',
});

export const phoneLogin = declare({
  route: 'POST /auth',
  body: phoneLoginSchema,
  answer: loginResultSchema,
  does: 'logs in with the phone and the SMS code of `POST /user/phone/message` (`purpose: "login"`), which also marks the phone verified; the same limits and captcha as `POST /user/login`; a wrong code, or a phone without an account, is a 400 naming `code`',
});

export const userHandoff = declareOwn({
  route: 'POST /user/handoff',
  cache: 'none',
  answer: handoffIssuedSchema,
  does: 'a login hand-off to the other language host: a code good once and for one minute, `expiration` a ms timestamp; the language switch opens the other host with `?token=<code>&expiration=<ms>`. No body',
});

export const userHandoffExchange = declare({
  route: 'POST /user/handoff/exchange',
  cache: 'none',
  body: handoffSchema,
  answer: loginResultSchema,
  does: 'exchanges a hand-off code (`POST /user/handoff`) for a new session of its user, answered as a login; used, expired or unknown codes are a 400 naming `code`; counted in the login limit per client address',
});

export const loginStatus = declare({
  route: 'GET /auth/status',
  answer: loginStatusSchema,
  does: 'whether the request carries a live login token',
});

export const userLogout = declare({
  route: 'POST /user/absol',
  answer: done,
  does: 'logout: revokes the request\'s token, if any; answers `true` either way',
});

export const isChina = declare({
  route: 'GET /user/isChina',
  answer: z.boolean(),
  does: 'whether the visitor is served as in mainland China (the region: CNY prices shown, else every price is on inquiry)',
});

export const captchaNew = declare({
  route: 'GET /kaptcha',
  cache: 'none',
  answer: captchaSchema,
  does: 'a new image captcha: its `id` and the picture as a PNG `data:` URL (drawn on the server; pixels only), good once and for 2 minutes; 60 per client address in 10 minutes (then 429). Also the staff login\'s captcha',
});

export const captchaCheck = declare({
  route: 'POST /kaptcha/check',
  body: captchaCheckSchema,
  answer: done,
  does: 'checks a captcha\'s answer (case-insensitive, 5 tries); a right answer uses the captcha up; a wrong, expired or used-up one is a 400 naming `answer`',
});

export const codeSend = declare({
  route: 'POST /code/send',
  body: codeSendSchema,
  answer: done,
  does: 'e-mails a 6-digit code (good for 5 minutes, 5 checks) to register or to reset the password. No account enumeration: the answer is the same whether or not the address has an account, and one message always goes out, the code or a notice without one (a registration code asked for a registered address, a reset code for an unknown one). 30 codes an hour per client address, 5 per address (then 429)',
});

export const codeCheck = declare({
  route: 'POST /code/check',
  body: codeCheckSchema,
  answer: z.boolean(),
  does: 'whether the code is right for the address and purpose, without using it up (a check counts against the code\'s 5); counted in the code limit per client address',
});

export const smsSend = declare({
  route: 'POST /user/phone/message',
  body: smsSendSchema,
  answer: done,
  does: 'texts a 6-digit code to log in (`login`) or to bind the phone (`bind`, which needs the login: 401 without it, checked after the body); the same answer whether or not the number has an account, and the same limits as `POST /code/send`',
});

export const userRegister = declare({
  route: 'POST /user',
  body: registerSchema,
  answer: registeredSchema,
  does: 'registers with the e-mailed code of `POST /code/send` (`purpose: "register"`); the password at least 6 characters with letters and digits, `confirmation` the same; `areaId` and `industryId` must exist (400 naming them); a wrong code is a 400 naming `code`; an e-mail already registered answers 409. A phone that belongs to another account is not reported: the account is made without it, and the first login asks to bind one (`POST /user/completion`)',
});

export const currentUser = declareOwn({
  route: 'GET /users/info',
  answer: currentUserSchema,
  does: 'the logged-in user: `account` is the e-mail, `phoneBound` whether a verified phone is on the account',
});

export const userDetails = declareOwn({
  route: 'GET /users/info/:id',
  params: idParams,
  answer: userInfoSchema,
  does: 'the logged-in user\'s details that prefill forms, `areaName` in the request\'s language; only your own id: any other is 403, whether or not it exists',
});

export const passwordReset = declare({
  route: 'POST /user/reset/password',
  body: resetSchema,
  answer: done,
  does: 'sets a new password with the e-mailed code of `POST /code/send` (`purpose: "reset"`) and ends every session of the account; a wrong code is a 400 naming `code`. Failed resets are not counted per account (a code allows 5 checks, an address gets at most 5 codes an hour)',
});

export const phoneBind = declareOwn({
  route: 'POST /user/completion',
  body: completionSchema,
  answer: done,
  does: 'binds a phone to the account with its SMS code (`POST /user/phone/message`, `purpose: "bind"`); a wrong code is a 400 naming `code`; a phone bound to another account answers 409 (only to someone who proved they hold it)',
});
