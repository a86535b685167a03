import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/client.ts';
import { useSite } from '../site/site-context.tsx';
import { leaveWordFields } from '../contracts/forms/leave-word-fields.ts';
import { useLazySchema } from './use-lazy-schema.ts';
import { TextField } from './TextField.tsx';
import { newSubmissionId, useZodForm } from './use-zod-form.ts';
import { usePrefill } from './use-prefill.ts';

const empty = () => ({ submissionId: newSubmissionId(), name: '', company: '', department: '', address: '', phone: '', email: '', content: '' });
const AUTOCOMPLETE: Record<string, string> = { name: 'name', company: 'organization', phone: 'tel', email: 'email' };

/** Spec §4 online message: validate, privacy box ticked by default, success box, then the form resets. */
export function LeaveWordForm({ idPrefix = 'lw', headingLevel = 2 }: { idPrefix?: string; headingLevel?: 2 | 1 }) {
  const { t } = useTranslation();
  const { api, lang, shell } = useSite();
  const { schema, ensure } = useLazySchema(() => import('../contracts/forms/leave-word.ts').then((m) => m.leaveWordSchema(lang)), lang);
  const form = useZodForm(schema, { ...empty(), submissionId: '' });
  usePrefill(form.values, form.set, { name: 'name', company: 'company', department: 'department', areaName: 'address', phone: 'phone', email: 'email' }, shell.areas);
  const [privacy, setPrivacy] = useState(true);
  const [privacyWarning, setPrivacyWarning] = useState(false);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState('');
  const [succeeded, setSucceeded] = useState(false);

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    setFailure('');
    if (!privacy) return setPrivacyWarning(true);
    form.touchAll();
    // The id is made at the first submit, after hydration, and kept for retries of the same message.
    const values = form.values.submissionId ? form.values : { ...form.values, submissionId: newSubmissionId() };
    if (values !== form.values) form.set('submissionId', values.submissionId);
    if (!(await ensure()).safeParse(values).success) return;
    setSending(true);
    try {
      await api.post('/leave_word', values);
      setSucceeded(true);
      form.reset({ ...empty(), submissionId: '' });
    } catch (err) {
      if (err instanceof ApiError && err.fields.length) form.setServerErrors(Object.fromEntries(err.fields.map((f) => [f.field, f.message])));
      setFailure(err instanceof ApiError && err.code !== 'network' ? err.message : t('errors:network'));
    } finally {
      setSending(false);
    }
  }

  const field = (name: (typeof leaveWordFields)[number]) => (
    <TextField
      key={name}
      id={`${idPrefix}-${name}`}
      label={t(`forms:leaveWord.${name}`)}
      value={form.values[name]}
      error={form.errorOf(name)}
      onChange={(v) => form.set(name, v)}
      onBlur={() => form.blur(name)}
      type={name === 'email' ? 'email' : name === 'phone' ? 'tel' : 'text'}
      multiline={name === 'content'}
      autoComplete={AUTOCOMPLETE[name]}
    />
  );

  return (
    <form className="leave-word" onSubmit={submit} onFocus={() => void ensure()} noValidate aria-labelledby={`${idPrefix}-title`} data-testid={`${idPrefix}-form`}>
      {headingLevel === 1 ? (
        <h1 id={`${idPrefix}-title`}>{t('forms:leaveWord.title')}</h1>
      ) : (
        <h2 id={`${idPrefix}-title`} className="footer-title">
          {t('forms:leaveWord.title')}
        </h2>
      )}
      <div className="leave-word-grid">
        {field('name')}
        {field('company')}
        {field('department')}
        <label htmlFor={`${idPrefix}-address`}>
          {t('forms:leaveWord.address')}
          <select
            id={`${idPrefix}-address`}
            value={form.values.address}
            aria-invalid={form.errorOf('address') ? true : undefined}
            aria-describedby={form.errorOf('address') ? `${idPrefix}-address-error` : undefined}
            onChange={(e) => {
              form.set('address', e.target.value);
              form.blur('address'); // spec: a region select validates on change
            }}
          >
            <option value="">{t('forms:leaveWord.addressPlaceholder')}</option>
            {shell.areas.map((a) => (
              <option key={a.id} value={a.name}>
                {a.name}
              </option>
            ))}
          </select>
          {form.errorOf('address') ? (
            <small id={`${idPrefix}-address-error`} className="field-error" role="alert">
              {form.errorOf('address')}
            </small>
          ) : null}
        </label>
        {field('phone')}
        {field('email')}
      </div>
      {field('content')}
      <label className="privacy">
        <input type="checkbox" checked={privacy} onChange={(e) => (setPrivacy(e.target.checked), setPrivacyWarning(false))} />
        {t('forms:leaveWord.privacy')}
      </label>
      {privacyWarning ? (
        <p className="field-error" role="alert">
          {t('forms:leaveWord.privacyRequired')}
        </p>
      ) : null}
      {failure ? (
        <p className="form-failure" role="alert">
          {failure}
        </p>
      ) : null}
      <button type="submit" aria-busy={sending} disabled={sending}>
        {sending ? t('forms:leaveWord.sending') : t('forms:leaveWord.submit')}
      </button>
      {succeeded ? (
        <dialog open aria-labelledby={`${idPrefix}-ok-title`} data-testid={`${idPrefix}-success`}>
          <article>
            <h3 id={`${idPrefix}-ok-title`}>{t('forms:leaveWord.successTitle')}</h3>
            <p>{t('forms:leaveWord.successText')}</p>
            <footer>
              <button type="button" onClick={() => setSucceeded(false)} autoFocus>
                {t('forms:leaveWord.close')}
              </button>
            </footer>
          </article>
        </dialog>
      ) : null}
    </form>
  );
}
