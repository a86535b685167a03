import { useTranslation } from 'react-i18next';
import { Link, useSearch } from 'wouter';
import { completionSchema } from '../../contracts/account.ts';
import { phoneBind } from '../../contracts/endpoints/account.ts';
import { safeRedirect } from '../../state/session.state.ts';
import { CodeFields } from './CodeFields.tsx';
import { FormEnd } from './FormEnd.tsx';
import { useOnceForm } from './use-account-form.ts';

/** The first login requires binding a phone, checked with an SMS code. */
export default function InfoCompletionPage() {
  const { t } = useTranslation();
  const next = safeRedirect(new URLSearchParams(useSearch()).get('redirect')) ?? '/';
  const { f, submit, done } = useOnceForm(completionSchema, { phone: '', code: '' }, phoneBind);
  return (
    <article className="account-page">
      <h1>{t('account:completion.title')}</h1>
      <p>{t('account:completion.intro')}</p>
      {done ? (
        <p role="status">
          {t('account:completion.done')} <Link href={next}>{t('common:nav.home')}</Link>
        </p>
      ) : (
        <form onSubmit={submit} noValidate aria-busy={f.sending}>
          <CodeFields form={f} channel="phone" purpose="bind" />
          <FormEnd failure={f.failure} sending={f.sending}>
            {t('account:completion.submit')}
          </FormEnd>
        </form>
      )}
      <p>
        <Link href={next} data-testid="completion-later">
          {t('account:completion.later')}
        </Link>
      </p>
    </article>
  );
}
