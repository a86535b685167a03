import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/client.ts';
import { useSite } from '../site/site-context.tsx';
import { useLazySchema } from './use-lazy-schema.ts';
import { useZodForm } from './use-zod-form.ts';
import { FieldError } from './FieldError.tsx';

/**
 * A compact newsletter subscription (e-mail + Subscribe). Double opt-in: the answer only says to look for
 * the confirmation mail, whether or not the address was known (the server tells nobody who subscribes).
 */
export function NewsletterForm({ idPrefix = 'nl', heading = true }: { idPrefix?: string; heading?: boolean }) {
  const { t } = useTranslation();
  const { api } = useSite();
  const { schema, ensure } = useLazySchema(() => import('../contracts/forms/newsletter.ts').then((m) => m.newsletterSubscribeSchema), 'newsletter');
  const form = useZodForm(schema, { email: '' });
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState('');
  const inputId = `${idPrefix}-email`;
  const error = form.errorOf('email') || failure;

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    form.touchAll();
    setFailure('');
    setSent(false);
    const parsed = (await ensure()).safeParse(form.values);
    if (!parsed.success) return;
    setSending(true);
    try {
      await api.post('/mail/subscription', parsed.data);
      setSent(true);
      form.reset({ email: '' });
    } catch (err) {
      if (err instanceof ApiError && err.fields.length) form.setServerErrors(Object.fromEntries(err.fields.map((f) => [f.field, f.message])));
      else setFailure(err instanceof ApiError && err.code !== 'network' ? err.message : t('errors:network'));
    } finally {
      setSending(false);
    }
  }

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
        <button type="submit" aria-busy={sending} disabled={sending}>
          {sending ? t('newsletter:sending') : t('newsletter:submit')}
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
