import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useRouteData, useSite } from '../../site/site-context.tsx';
import { registerSchema } from '../../contracts/account.ts';
import { Check, Field, FormMessage, Select } from './form/Field.tsx';
import { EmailCodeFields } from './form/EmailCodeFields.tsx';
import { useForm } from './form/use-form.ts';
import type { RegisterData } from './register.loader.ts';

const TEXT_FIELDS = [
  ['name', 'text', 'name'],
  ['phone', 'tel', 'tel'],
  ['company', 'text', 'organization'],
  ['department', 'text', 'off'],
] as const;

/** Registration (spec §3/§5): e-mail as username, a code e-mailed to it, the profile and two agreements. */
export default function RegisterPage() {
  const { t } = useTranslation();
  const { api } = useSite();
  const { areas, industries } = useRouteData<RegisterData>();
  const [done, setDone] = useState(false);
  const f = useForm(registerSchema, {
    username: '', name: '', phone: '', company: '', department: '', password: '', confirmation: '', code: '', areaId: '', industryId: '', agreement: false, privacy: false,
  });
  const text = (name: string) => String(f.values[name] ?? '');
  const submit = f.onSubmit(async (data) => {
    await api.post('/user', data);
    setDone(true);
  });
  if (done) {
    return (
      <article className="account-page">
        <h1>{t('account:register.title')}</h1>
        <p role="status" data-testid="register-done">
          {t('account:register.done')}
        </p>
        <Link href="/login">{t('account:login.title')}</Link>
      </article>
    );
  }
  return (
    <article className="account-page">
      <h1>{t('account:register.title')}</h1>
      <form onSubmit={submit} noValidate aria-busy={f.busy} data-testid="register-form">
        <EmailCodeFields form={f} purpose="register" />
        {TEXT_FIELDS.map(([name, type, auto]) => (
          <Field key={name} name={name} type={type} autoComplete={auto} label={t(`account:form.${name}`)} value={text(name)} error={f.errors[name]} onValue={(v) => f.set(name, v)} />
        ))}
        <Select name="areaId" label={t('account:form.area')} value={text('areaId')} options={areas} error={f.errors.areaId} onValue={(v) => f.set('areaId', v)} />
        <Select name="industryId" label={t('account:form.industry')} value={text('industryId')} options={industries} error={f.errors.industryId} onValue={(v) => f.set('industryId', v)} />
        <Field name="password" type="password" autoComplete="new-password" label={t('account:form.password')} value={text('password')} error={f.errors.password} onValue={(v) => f.set('password', v)} />
        <Field name="confirmation" type="password" autoComplete="new-password" label={t('account:form.confirmation')} value={text('confirmation')} error={f.errors.confirmation} onValue={(v) => f.set('confirmation', v)} />
        <Check name="agreement" label={t('account:register.agreement')} checked={f.values.agreement === true} error={f.errors.agreement} onValue={(v) => f.set('agreement', v)} />
        <Check name="privacy" label={t('account:register.privacy')} checked={f.values.privacy === true} error={f.errors.privacy} onValue={(v) => f.set('privacy', v)} />
        <FormMessage message={f.message} />
        <button type="submit" disabled={f.busy}>
          {t('account:register.submit')}
        </button>
      </form>
      <p>
        <Link href="/login">{t('account:register.haveAccount')}</Link>
      </p>
    </article>
  );
}
