import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useRouteData } from '../../site/site-context.tsx';
import { registerSchema } from '../../contracts/account.ts';
import { userRegister } from '../../contracts/endpoints/account.ts';
import { CheckField } from '../../forms/CheckField.tsx';
import { areaOptions } from '../../forms/area-options.ts';
import { SelectField, type SelectOption } from '../../forms/SelectField.tsx';
import { TextField } from '../../forms/TextField.tsx';
import { CodeFields } from './CodeFields.tsx';
import { FormEnd } from './FormEnd.tsx';
import { NewPasswordFields } from './NewPasswordFields.tsx';
import { useOnceForm } from './use-account-form.ts';
import type { RegisterData } from './register.loader.ts';

const TEXT_FIELDS = [
  ['name', 'text', 'name'],
  ['phone', 'tel', 'tel'],
  ['company', 'text', 'organization'],
  ['department', 'text', 'off'],
] as const;

/** Registration: e-mail as username, a code e-mailed to it, the profile and two agreements. */
export default function RegisterPage() {
  const { t, i18n } = useTranslation();
  const { areas, industries } = useRouteData<RegisterData>();
  const blank = { username: '', name: '', phone: '', company: '', department: '', password: '', confirmation: '', code: '', areaId: '', industryId: '', agreement: false, privacy: false };
  const { f, submit, done } = useOnceForm(registerSchema, blank, userRegister);
  const choice = (name: 'areaId' | 'industryId', label: string, options: SelectOption[]) => (
    <SelectField {...f.bindChoice(name, `f-${name}`)} label={label} placeholder={t('account:form.choose')} options={options} />
  );
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
      <form onSubmit={submit} noValidate aria-busy={f.sending} data-testid="register-form">
        <CodeFields form={f} channel="email" purpose="register" />
        {TEXT_FIELDS.map(([name, type, auto]) => (
          <TextField key={name} {...f.bind(name, `f-${name}`)} type={type} autoComplete={auto} label={t(`account:form.${name}`)} />
        ))}
        {choice('areaId', t('account:form.area'), areaOptions(areas, i18n.language, t))}
        {choice('industryId', t('account:form.industry'), industries.map((o) => ({ value: String(o.id), label: o.name })))}
        <NewPasswordFields form={f} />
        <CheckField {...f.bindCheck('agreement', 'f-agreement')} label={t('account:register.agreement')} />
        <CheckField {...f.bindCheck('privacy', 'f-privacy')} label={t('account:register.privacy')} />
        <FormEnd failure={f.failure} sending={f.sending}>
          {t('account:register.submit')}
        </FormEnd>
      </form>
      <p>
        <Link href="/login">{t('account:register.haveAccount')}</Link>
      </p>
    </article>
  );
}
