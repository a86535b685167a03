import type { Context } from 'hono';
import type { AppDeps } from '../../deps.ts';
import { HttpError } from '../../http/errors.ts';
import { requestLang } from '../../http/request-lang.ts';
import { deliver } from '../../mail/outbox.ts';
import { issueCode, type CodeChannel, type CodePurpose } from '../../security/codes.queries.ts';
import { hit, LIMITS } from '../../security/rate-limit.ts';
import { translate } from '../../../src/i18n/create.ts';
import { ipOf } from '../../http/client.ts';

/**
 * What goes to the address instead of the code when the code would tell something about an account:
 * `noAccount` for a reset or login code asked for an address or number without an account, `registered`
 * for a registration code asked for an address that has one.
 */
export type CodeNotice = 'noAccount' | 'registered';

/**
 * Makes a code and sends one message to `target`: the code, or the notice. The answer, the stored rows and
 * the sending are the same either way (one code issued, one message through the outbox), so neither the
 * answer nor its timing tells whether the address or number has an account; only its owner learns it.
 */
export async function sendCode(deps: AppDeps, c: Context, channel: Exclude<CodeChannel, 'link'>, target: string, purpose: CodePurpose, notice?: CodeNotice): Promise<void> {
  const now = deps.now();
  await hit(deps.db, `code:ip:${ipOf(deps, c)}`, LIMITS.codeIp, now);
  await hit(deps.db, `code:${channel}:${target}`, LIMITS.codeTarget, now);
  const issued = await issueCode(deps.db, now, channel, { target, purpose });
  if (!issued.ok) throw new HttpError('E0429');
  const lang = requestLang(c);
  await deliver(deps, {
    channel,
    recipient: target,
    subject: translate(lang, notice ? 'account:message.noticeSubject' : 'account:message.subject'),
    body: notice ? translate(lang, `account:message.${notice}`) : translate(lang, `account:message.${purpose}`, { code: issued.code, minutes: 5 }),
  });
}
