import type { Context } from 'hono';
import type { Db } from '../db/client.ts';
import { fieldError } from '../http/validate.ts';
import { enqueueMail } from '../mail/enqueue.ts';
import { checkCaptcha } from './captcha.queries.ts';
import { loginAlarmMail } from './login-alarm-mail.ts';
import { countHit, forgetHits, hitsSoFar, type Limit } from './rate-limit.ts';

/** The real wait: a timer. */
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The image captcha's answer as a login form sends it (field `captcha`, picture `captchaId`). */
export interface CaptchaAnswer {
  captchaId?: string | undefined;
  captcha?: string | undefined;
}

/**
 * The wait before a login of an account is checked, by the account's failures in the window: none for the first
 * four (typing errors), then 1 s doubling with each failure up to 30 s (5 failures → 1 s, 6 → 2 s, 7 → 4 s,
 * 8 → 8 s, 9 → 16 s, 10 and more → 30 s). With the captcha asked from the fifth failure on, a guesser pays a
 * solved picture and up to half a minute per try, while the owner, who types the right password once, waits once.
 */
export function failureDelayMs(failures: number): number {
  return failures < 5 ? 0 : Math.min(30_000, 1000 * 2 ** (failures - 5));
}

/** Failed logins of one account in an hour after which its owner is told by e-mail (once in that hour). */
export const LOGIN_ALARM: Limit = { max: 20, windowMs: 60 * 60_000 };

export interface GateDeps {
  db: Db;
  /** Waits `ms` (the progressive delay); absent = a timer. Tests pass one that records the wait instead. */
  pause?: ((ms: number) => Promise<void>) | undefined;
}

/**
 * Login protection without lock-out (the OWASP Authentication Cheat Sheet's alternatives to locking accounts):
 * failures are counted per account; each further login of an account that failed waits longer before its
 * credentials are checked (failureDelayMs), and from `limit.max` failures in the window it also needs a solved
 * image captcha. The right credentials with a captcha always get in, so nobody can lock someone else out by
 * failing on purpose. The wait and the captcha come before the credentials, so neither says anything about them.
 * After LOGIN_ALARM.max failures in an hour the account's owner gets one e-mail in both languages.
 */
export function captchaGate({ db, pause = sleep }: GateDeps, key: string, limit: Limit, texts: { required: string; invalid: string }) {
  return {
    async pass(c: Context, at: Date, answer: CaptchaAnswer): Promise<void> {
      const failures = await hitsSoFar(db, key, limit, at);
      const wait = failureDelayMs(failures);
      if (wait > 0) await pause(wait);
      if (failures < limit.max) return;
      if (!answer.captchaId || !answer.captcha) throw fieldError(c, 'captcha', texts.required);
      if (!(await checkCaptcha(db, at, answer.captchaId, answer.captcha))) throw fieldError(c, 'captcha', texts.invalid);
    },
    /** Counts a failure; `owner` is the account's e-mail address when the account exists (null otherwise). */
    async failed(at: Date, owner: string | null): Promise<void> {
      await countHit(db, key, limit, at);
      // The fixed window's count reaches the threshold exactly once per hour: one e-mail at most.
      if (owner && (await countHit(db, `${key}:alarm`, LOGIN_ALARM, at)) === LOGIN_ALARM.max) {
        await enqueueMail(db, { recipient: owner, ...loginAlarmMail(at) }, { createdAt: at });
      }
    },
    succeeded: () => forgetHits(db, key),
  };
}
