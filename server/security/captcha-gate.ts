import type { Context } from 'hono';
import type { Db } from '../db/client.ts';
import { fieldError } from '../http/validate.ts';
import { checkCaptcha } from './captcha.queries.ts';
import { countHit, forgetHits, hitsSoFar, type Limit } from './rate-limit.ts';

/** The image captcha's answer as a login form sends it (field `captcha`, picture `captchaId`). */
export interface CaptchaAnswer {
  captchaId?: string | undefined;
  captcha?: string | undefined;
}

/**
 * Login protection without lock-out (the OWASP Authentication Cheat Sheet's alternative to locking
 * accounts): failures are counted per account, and once an account has `limit.max` of them in the window
 * every login of it also needs a solved image captcha. The right credentials with a captcha always get in,
 * so nobody can lock someone else out by failing on purpose, while guessing needs a person per try.
 * The captcha is checked before the credentials, so an unsolved captcha says nothing about them.
 */
export function captchaGate(db: Db, key: string, limit: Limit, texts: { required: string; invalid: string }) {
  return {
    async pass(c: Context, at: Date, answer: CaptchaAnswer): Promise<void> {
      if ((await hitsSoFar(db, key, limit, at)) < limit.max) return;
      if (!answer.captchaId || !answer.captcha) throw fieldError(c, 'captcha', texts.required);
      if (!(await checkCaptcha(db, at, answer.captchaId, answer.captcha))) throw fieldError(c, 'captcha', texts.invalid);
    },
    failed: (at: Date) => countHit(db, key, limit, at),
    succeeded: () => forgetHits(db, key),
  };
}
