import { useTranslation } from 'react-i18next';
import { useSite } from '../../site/site-context.tsx';
import { emailField, phoneField } from '../../contracts/account.ts';
import { codeSend, smsSend } from '../../contracts/endpoints/account.ts';
import { SendCodeButton } from '../../forms/SendCodeButton.tsx';
import { TextField } from '../../forms/TextField.tsx';
import type { FormValues } from '../../forms/form-store.ts';
import type { Form } from '../../forms/use-form.ts';

type CodeValues = FormValues & { code: string } & Partial<Record<'username' | 'phone', string>>;

/**
 * Where a code goes: the field of the address, how it is checked, and its input type (also its autocomplete token).
 */
const CHANNELS = {
  email: { field: 'username', check: emailField, type: 'email', label: 'account:form.email' },
  phone: { field: 'phone', check: phoneField, type: 'tel', label: 'account:form.phone' },
} as const;

/** What the code is for: an e-mailed code registers or resets; a texted one logs in or binds the phone. */
type Props<V extends CodeValues> = { form: Form<V> } & ({ channel: 'email'; purpose: 'register' | 'reset' } | { channel: 'phone'; purpose: 'login' | 'bind' });

/** The address (e-mail or phone) with its "Send code" button, and the field for the code it receives. */
export function CodeFields<V extends CodeValues>({ form: f, channel, purpose }: Props<V>) {
  const { t } = useTranslation();
  const { api } = useSite();
  const c = CHANNELS[channel];
  const address = () => String(f.values[c.field] ?? '');
  // The e-mailed code (register, reset) or the texted one (login, bind).
  const sendCode = async () => {
    if (channel === 'email') await api.call(codeSend, { body: { username: address(), purpose } });
    else await api.call(smsSend, { body: { phone: address(), purpose } });
  };
  // The code goes only to a well-formed address: a bad one is marked on its field instead.
  const addressOk = () => {
    const r = c.check.safeParse(address());
    if (!r.success) f.setServerErrors({ [c.field]: t(r.error.issues[0]!.message) });
    return r.success;
  };
  const send = <SendCodeButton before={addressOk} onError={f.setFailure} send={sendCode} />;
  return (
    <>
      <TextField {...f.bind(c.field, `f-${c.field}`)} type={c.type} autoComplete={c.type} label={t(c.label)} addon={send} />
      <TextField {...f.bind('code', 'f-code')} inputMode="numeric" autoComplete="one-time-code" label={t('account:form.code')} />
    </>
  );
}
