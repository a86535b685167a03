import type { Context } from 'hono';
import { formCode } from '../../../src/contracts/endpoints/forms.ts';
import { formCodeChannel } from '../../../src/contracts/forms/form-code.ts';
import type { Lang } from '../../../src/contracts/lang.ts';
import type { AppDeps } from '../../deps.ts';
import { route, type Route } from '../../http/endpoint-route.ts';
import { requestLang } from '../../http/request-lang.ts';
import { checkCode } from '../../security/codes.queries.ts';
import { sendCode } from '../account/send-code.ts';
import { fieldError } from '../../http/validate.ts';

/** `POST /form/code`: sends a form verification code (SMS on the Chinese site, e-mail on the English one). */
export function formCodeRoutes(deps: AppDeps): Route[] {
  return [
    // The target is a phone or an e-mail by the request's language (the declaration's `bodyIn`).
    route(formCode, async (c, { body: { target } }) => {
      const lang = requestLang(c);
      await sendCode(deps, c, formCodeChannel(lang), target, 'form');
      return true as const;
    }),
  ];
}

/**
 * Spends the form code sent to `target` (the phone on the Chinese site, the e-mail on the English one);
 * a wrong or expired code is a 400 on the form's `field`. Call it inside the request, before storing.
 */
export async function requireFormCode(deps: AppDeps, c: Context, lang: Lang, target: string, code: string, field = 'code'): Promise<void> {
  const good = await checkCode(deps.db, deps.now(), { target, purpose: 'form' }, code, true);
  if (!good) throw fieldError(c, field, 'forms:code.invalid');
}
