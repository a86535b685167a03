import { useTranslation } from 'react-i18next';
import type { FormValues } from '../../forms/form-store.ts';
import { TextField } from '../../forms/TextField.tsx';
import type { Form } from '../../forms/use-form.ts';

/** A new password and its confirmation (registration, reset). */
export function NewPasswordFields<V extends FormValues & { password: string; confirmation: string }>({ form: f }: { form: Form<V> }) {
  const { t } = useTranslation();
  return (['password', 'confirmation'] as const).map((name) => <TextField key={name} {...f.bind(name, `f-${name}`)} type="password" autoComplete="new-password" label={t(`account:form.${name}`)} />);
}
