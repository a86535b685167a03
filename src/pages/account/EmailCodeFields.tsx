import { useTranslation } from 'react-i18next';
import { useSite } from '../../site/site-context.tsx';
import { emailField } from '../../contracts/account.ts';
import { SendCodeButton } from '../../forms/SendCodeButton.tsx';
import { TextField } from '../../forms/TextField.tsx';
import type { FormValues } from '../../forms/form-store.ts';
import type { Form } from '../../forms/use-form.ts';

type AccountCodeValues = FormValues & { username: string; code: string };

interface Props<V extends AccountCodeValues> {
  form: Form<V>;
  /** What the e-mailed code is for (POST /code/send). */
  purpose: 'register' | 'reset';
}

/** The e-mail address (the username) with its "Send code" button, and the field for the code it receives. */
export function EmailCodeFields<V extends AccountCodeValues>({ form: f, purpose }: Props<V>) {
  const { t } = useTranslation();
  const { api } = useSite();
  // The code goes only to a well-formed address: a bad one is marked on its field instead.
  const emailOk = () => {
    const r = emailField.safeParse(f.values.username);
    if (!r.success) f.setServerErrors({ username: t(r.error.issues[0]!.message) });
    return r.success;
  };
  const send = <SendCodeButton before={emailOk} onError={f.setFailure} send={() => api.post('/code/send', { username: f.values.username, purpose })} />;
  return (
    <>
      <TextField {...f.bind('username', 'f-username')} type="email" autoComplete="email" label={t('account:form.email')} addon={send} />
      <TextField {...f.bind('code', 'f-code')} inputMode="numeric" autoComplete="one-time-code" label={t('account:form.code')} />
    </>
  );
}
