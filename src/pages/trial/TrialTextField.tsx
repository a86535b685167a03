import { useTranslation } from 'react-i18next';
import { TextField } from '../../forms/TextField.tsx';
import type { TrialField } from '../../contracts/forms/trial.ts';
import type { TrialForm } from './trial-values.ts';

const TYPES: Partial<Record<TrialField, string>> = { email: 'email', phone: 'tel' };
const AUTOCOMPLETE: Partial<Record<TrialField, string>> = { name: 'name', company: 'organization', phone: 'tel', email: 'email', address: 'street-address' };

/** A text field of the application, labelled and validated on blur. */
export function TrialTextField({ form, name, multiline }: { form: TrialForm; name: TrialField; multiline?: boolean }) {
  const { t } = useTranslation();
  return (
    <TextField {...form.bind(name, `apply-${name}`)} label={t(`trial:fields.${name}`)} type={TYPES[name]} autoComplete={AUTOCOMPLETE[name]} multiline={multiline} />
  );
}
