import { useTranslation } from 'react-i18next';
import { useSite } from '../../site/site-context.tsx';
import { formCodeTargetField } from '../../contracts/forms/form-code.ts';
import { TRIAL_SEGMENTS } from '../../contracts/forms/trial.ts';
import { FormCodeField } from '../../forms/FormCodeField.tsx';
import { areaOptions } from '../../forms/area-options.ts';
import { SelectField, type SelectOption } from '../../forms/SelectField.tsx';
import { TrialTextField } from './TrialTextField.tsx';
import type { TrialForm } from './trial-values.ts';

/**
 * Step 2, "Applicant Information". The code field comes after phone and e-mail: the code is sent to the
 * phone on the Chinese site and to the e-mail on the English site, which must be typed first.
 */
export function ApplicantStep({ form, onSendError }: { form: TrialForm; onSendError: (message: string) => void }) {
  const { t, i18n } = useTranslation();
  const { lang, shell } = useSite();
  const choice = (name: 'industryId' | 'areaId', options: SelectOption[]) => (
    <SelectField {...form.bindChoice(name, `apply-${name}`)} label={t(`trial:fields.${name}`)} placeholder={t(`trial:placeholders.${name}`)} options={options} />
  );
  return (
    <>
      <div className="grid">
        <TrialTextField form={form} name="name" />
        <TrialTextField form={form} name="company" />
      </div>
      <div className="grid">
        <TrialTextField form={form} name="department" />
        {choice('industryId', TRIAL_SEGMENTS.map((s) => ({ value: s, label: t(`trial:segments.${s}`) })))}
      </div>
      <div className="grid">
        <TrialTextField form={form} name="phone" />
        <TrialTextField form={form} name="email" />
      </div>
      <FormCodeField {...form.bind('code', 'apply-code')} label={t('trial:fields.code')} target={form.values[formCodeTargetField(lang)]} onSendError={onSendError} />
      <small className="apply-hint">{t('trial:codeHint')}</small>
      {choice('areaId', areaOptions(shell.areas, i18n.language, t))}
      <TrialTextField form={form} name="address" multiline />
    </>
  );
}
