import type { Context } from 'hono';
import { newsletterConfirm, newsletterSubscribe, newsletterUnsubscribe } from '../../../src/contracts/endpoints/newsletter.ts';
import type { Lang } from '../../../src/contracts/lang.ts';
import { absoluteUrl } from '../../../src/contracts/site-url.ts';
import { translate } from '../../../src/i18n/create.ts';
import type { AppDeps } from '../../deps.ts';
import { HttpError } from '../../http/errors.ts';
import { requestLang } from '../../http/request-lang.ts';
import { route, type Route } from '../../http/endpoint-route.ts';
import { sendStored } from '../../mail/outbox.ts';
import { hit, LIMITS } from '../../security/rate-limit.ts';
import { ipOf } from '../../http/client.ts';
import { confirmSubscription, requestSubscription, unsubscribe } from './newsletter.queries.ts';
import { companyName } from '../site/company-name.ts';

/**
 * The address the mailed links point to: the configured public host of the language (EN_HOST, CN_HOST),
 * else the configured public origin, never the request's Host header (the client's choice).
 */
function link(deps: AppDeps, _c: Context, lang: Lang, param: 'confirm' | 'unsubscribe', token: string): string {
  return absoluteUrl(lang, `/subscription?${param}=${token}`, deps.publicOrigin ?? 'http://localhost', deps.hosts ?? {});
}

/** Newsletter with double opt-in (`/mail/subscription`): subscribe, confirm by the mailed link, unsubscribe. */
export function newsletterRoutes(deps: AppDeps): Route[] {
  const { db, now, log } = deps;
  return [
    route(newsletterSubscribe, async (c, { body: { email } }) => {
      const lang = requestLang(c);
      // The limits that guard every e-mail the site sends on a visitor's request: per client and per address.
      await hit(db, `newsletter:ip:${ipOf(deps, c)}`, LIMITS.codeIp, now());
      await hit(db, `newsletter:to:${email}`, LIMITS.codeTarget, now());
      const company = await companyName(db, lang);
      const noticeId = await requestSubscription(db, email, lang, now(), ({ confirmToken, unsubscribeToken }) => ({
        subject: translate(lang, 'newsletter:mail.confirmSubject'),
        body: translate(lang, 'newsletter:mail.confirmBody', { email, company, confirmUrl: link(deps, c, lang, 'confirm', confirmToken), unsubscribeUrl: link(deps, c, lang, 'unsubscribe', unsubscribeToken) }),
      }));
      // Sent after the commit and not awaited: the answer (and its timing) is the same whether the address
      // was new, pending or already confirmed, so it tells nobody who subscribes.
      if (noticeId) void sendStored(deps, noticeId);
      log.info('newsletter subscription requested', { mailed: noticeId !== null });
      return true as const;
    }),
    route(newsletterConfirm, async (c, { body: { token } }) => {
      // Both names up front: the subscriber's language is known only inside the confirming transaction.
      const companies = { en: await companyName(db, 'en'), zh: await companyName(db, 'zh') };
      const welcomeId = await confirmSubscription(db, token, now(), ({ email, lang, unsubscribeToken }) => ({
        subject: translate(lang, 'newsletter:mail.welcomeSubject'),
        body: translate(lang, 'newsletter:mail.welcomeBody', { email, company: companies[lang], unsubscribeUrl: link(deps, c, lang, 'unsubscribe', unsubscribeToken) }),
      }));
      if (welcomeId === null) throw new HttpError('E0404');
      void sendStored(deps, welcomeId);
      return true as const;
    }),
    route(newsletterUnsubscribe, async (_c, { body: { token } }) => {
      if (!(await unsubscribe(db, token, now()))) throw new HttpError('E0404');
      return true as const;
    }),
  ];
}
