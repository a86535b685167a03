import { useTranslation } from 'react-i18next';
import { Link, useSearch } from 'wouter';
import type { SubscriptionAction } from '../../contracts/forms/newsletter.ts';
import { NewsletterForm } from '../../forms/NewsletterForm.tsx';
import { useSubscriptionLink } from './use-subscription-link.ts';

function actionOf(params: URLSearchParams): SubscriptionAction | null {
  if (params.has('confirm')) return 'confirm';
  if (params.has('unsubscribe')) return 'unsubscribe';
  return null;
}

/**
 * /subscription: with ?confirm=<token> or ?unsubscribe=<token> (the links of the newsletter mails) it
 * carries out the link and shows the outcome; otherwise it offers the subscription form.
 */
export default function NewsletterPage() {
  const { t } = useTranslation();
  const params = new URLSearchParams(useSearch());
  const action = actionOf(params);
  const token = action ? (params.get(action) ?? '') : '';
  const outcome = useSubscriptionLink(action, token, t('errors:network'));

  if (!action) {
    return (
      <article className="page-intro subscription-page">
        <h1>{t('pages:subscription.title')}</h1>
        <p>{t('newsletter:intro')}</p>
        <NewsletterForm idPrefix="sub" heading={false} />
      </article>
    );
  }

  const DONE = { confirm: 'newsletter:confirmed', unsubscribe: 'newsletter:unsubscribed' } as const;
  const WORKING = { confirm: 'newsletter:confirming', unsubscribe: 'newsletter:unsubscribing' } as const;
  return (
    <article className="page-intro subscription-page">
      <h1>{t('pages:subscription.title')}</h1>
      {outcome.state === 'working' ? (
        <p aria-busy="true" data-testid="subscription-working">
          {t(WORKING[action])}
        </p>
      ) : outcome.state === 'done' ? (
        <p role="status" data-testid={`subscription-${action === 'confirm' ? 'confirmed' : 'unsubscribed'}`}>
          {t(DONE[action])}
        </p>
      ) : (
        <p role="alert" className="field-error" data-testid="subscription-invalid">
          {outcome.state === 'invalid' ? t('newsletter:invalidLink') : outcome.message}
        </p>
      )}
      {outcome.state !== 'working' && !(outcome.state === 'done' && action === 'confirm') ? (
        <p>
          <Link href="/subscription">{t('newsletter:subscribeAgain')}</Link>
        </p>
      ) : null}
    </article>
  );
}
