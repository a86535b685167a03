import { useTranslation } from 'react-i18next';
import { useSite } from '../../../site/site-context.tsx';
import { emailField } from '../../../contracts/account.ts';
import { Field } from './Field.tsx';
import { SendCodeButton } from './SendCodeButton.tsx';
import type { useForm } from './use-form.ts';

interface Props {
  form: ReturnType<typeof useForm>;
  /** What the e-mailed code is for (POST /code/send). */
  purpose: 'register' | 'reset';
}

/** The e-mail address (the username) with its "Send code" button, and the field for the code it receives. */
export function EmailCodeFields({ form: f, purpose }: Props) {
  const { t } = useTranslation();
  const { api } = useSite();
  const text = (name: string) => String(f.values[name] ?? '');
  // The code goes only to a well-formed address: a bad one is marked on its field instead.
  const emailOk = () => {
    const r = emailField.safeParse(f.values.username);
    if (!r.success) f.setErrors({ username: r.error.issues[0]!.message });
    return r.success;
  };
  return (
    <>
      <Field
        name="username"
        type="email"
        autoComplete="email"
        label={t('account:form.email')}
        value={text('username')}
        error={f.errors.username}
        onValue={(v) => f.set('username', v)}
        addon={<SendCodeButton before={emailOk} onError={f.setMessage} send={() => api.post('/code/send', { username: f.values.username, purpose })} />}
      />
      <Field name="code" inputMode="numeric" autoComplete="one-time-code" label={t('account:form.code')} value={text('code')} error={f.errors.code} onValue={(v) => f.set('code', v)} />
    </>
  );
}
