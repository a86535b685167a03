import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSite } from '../site/site-context.tsx';
import { useLazySchema } from './use-lazy-schema.ts';
import { useForm } from './use-form.ts';
import { FieldError } from './FieldError.tsx';

/**
 * A compact newsletter subscription (e-mail + Subscribe). Double opt-in: the answer only says to look for
 * the confirmation mail, whether or not the address was known (the server tells nobody who subscribes).
 */
export function NewsletterForm({ idPrefix = 'nl', heading = true }: { idPrefix?: string; heading?: boolean }) {
  const { t } = useTranslation();
  const { api } = useSite();
  const { schema, ensure } = useLazySchema(() => import('../contracts/forms/newsletter.ts').then((m) => m.newsletterSubscribeSchema), 'newsletter');
  const form = useForm(schema, { email: '' }, { ensureSchema: ensure });
  const [sent, setSent] = useState(false);
  const inputId = `${idPrefix}-email`;
  const error = form.errorOf('email') || form.failure;

  const submit = form.onSubmit(
    // The declaration loads with the submit, as the schema does on first use (zod stays out of the first load).
    async (values) => api.call((await import('../contracts/endpoints/newsletter.ts')).newsletterSubscribe, { body: values }),
    (outcome) => {
      setSent(outcome.kind === 'sent');
      if (outcome.kind === 'sent') form.reset({ email: '' });
    },
  );

  return (
    <form className="newsletter-form" onSubmit={submit} onFocus={() => void ensure()} noValidate aria-labelledby={heading ? `${idPrefix}-title` : undefined} data-testid={`${idPrefix}-form`}>
      {heading ? (
        <h2 id={`${idPrefix}-title`} className="footer-title">
          {t('newsletter:title')}
        </h2>
      ) : null}
      <label htmlFor={inputId}>{t('newsletter:email')}</label>
      <fieldset role="group">
        <input
          id={inputId}
          name={inputId}
          type="email"
          autoComplete="email"
          placeholder={t('newsletter:placeholder')}
          value={form.values.email}
          onChange={(e) => form.set('email', e.target.value)}
          onBlur={() => form.blur('email')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
        />
        <button type="submit" aria-busy={form.sending} disabled={form.sending}>
          {form.sending ? t('newsletter:sending') : t('newsletter:submit')}
        </button>
      </fieldset>
      <FieldError id={`${inputId}-error`} message={error} />
      {sent ? (
        <p role="status" data-testid={`${idPrefix}-sent`}>
          {t('newsletter:checkInbox')}
        </p>
      ) : null}
    </form>
  );
}
