import type { Context } from 'hono';
import type { AppDeps } from '../../deps.ts';
import { HttpError } from '../../http/errors.ts';
import { requestLang } from '../../http/request-lang.ts';
import { deliver } from '../../mail/outbox.ts';
import { issueCode, type CodeChannel, type CodePurpose } from '../../security/codes.queries.ts';
import { hit, LIMITS } from '../../security/rate-limit.ts';
import { translate } from '../../../src/i18n/create.ts';
import { ipOf } from './current-user.ts';

/**
 * Makes and sends a code. `deliverIt: false` still makes (and stores) the code but sends nothing: used when
 * the account does not exist, so the answer and its timing rules are the same either way.
 */
export async function sendCode(deps: AppDeps, c: Context, channel: CodeChannel, target: string, purpose: CodePurpose, deliverIt = true): Promise<void> {
  const now = deps.now();
  await hit(deps.db, `code:ip:${ipOf(deps, c)}`, LIMITS.codeIp, now);
  await hit(deps.db, `code:${channel}:${target}`, LIMITS.codeTarget, now);
  const issued = await issueCode(deps.db, now, channel, { target, purpose });
  if (!issued.ok) throw new HttpError('E0429');
  if (!deliverIt) return;
  const lang = requestLang(c);
  const minutes = 5;
  await deliver(deps, {
    channel,
    recipient: target,
    subject: translate(lang, 'account:message.subject'),
    body: translate(lang, `account:message.${purpose}`, { code: issued.code, minutes }),
  });
}
