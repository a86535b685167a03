import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSite } from '../site/site-context.tsx';
import { leaveWordFields } from '../contracts/forms/leave-word-fields.ts';
import { useLazySchema } from './use-lazy-schema.ts';
import { FormFailure } from './FormFailure.tsx';
import { contactInputType } from './input-type.ts';
import { TextField } from './TextField.tsx';
import { SelectField } from './SelectField.tsx';
import { SubmitButton } from './SubmitButton.tsx';
import { useForm } from './use-form.ts';
import { usePrefill } from './use-prefill.ts';

const blank = { submissionId: '', name: '', company: '', department: '', address: '', phone: '', email: '', content: '' };
const AUTOCOMPLETE: Record<string, string> = { name: 'name', company: 'organization', phone: 'tel', email: 'email' };

/** Online message: validate, privacy box ticked by default, success box, then the form resets. */
export function LeaveWordForm({ idPrefix = 'lw', headingLevel = 2 }: { idPrefix?: string; headingLevel?: 2 | 1 }) {
  const { t } = useTranslation();
  const { api, lang, shell } = useSite();
  const { schema, ensure } = useLazySchema(() => import('../contracts/forms/leave-word.ts').then((m) => m.leaveWordSchema(lang)), lang);
  const form = useForm(schema, blank, { ensureSchema: ensure, failureWithFields: true });
  usePrefill(form.values, form.set, { name: 'name', company: 'company', department: 'department', areaName: 'address', phone: 'phone', email: 'email' }, shell.areas);
  const [privacy, setPrivacy] = useState(true);
  const [privacyWarning, setPrivacyWarning] = useState(false);
  const [succeeded, setSucceeded] = useState(false);

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    if (!privacy) return (form.setFailure(''), setPrivacyWarning(true));
    // The declaration loads with the submit, as the schema does on first use (zod stays out of the first load).
    const outcome = await form.submit(async (values) => api.call((await import('../contracts/endpoints/forms.ts')).leaveWord, { body: values }));
    if (outcome.kind !== 'sent') return;
    setSucceeded(true);
    form.reset();
  }

  const field = (name: (typeof leaveWordFields)[number]) => (
    <TextField key={name} {...form.bind(name, `${idPrefix}-${name}`)} label={t(`forms:leaveWord.${name}`)} type={contactInputType(name)} multiline={name === 'content'} autoComplete={AUTOCOMPLETE[name]} />
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
        <SelectField
          {...form.bindChoice('address', `${idPrefix}-address`)}
          label={t('forms:leaveWord.address')}
          placeholder={t('forms:leaveWord.addressPlaceholder')}
          options={shell.areas.map((a) => ({ value: a.name, label: a.name }))}
        />
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
      <FormFailure message={form.failure} className="form-failure" />
      <SubmitButton sending={form.sending}>{form.sending ? t('forms:leaveWord.sending') : t('forms:leaveWord.submit')}</SubmitButton>
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
