import { useTranslation } from 'react-i18next';
import { useSite } from '../../site/site-context.tsx';
import { formCodeTargetField } from '../../contracts/forms/form-code.ts';
import { TRIAL_SEGMENTS } from '../../contracts/forms/trial.ts';
import { FormCodeField } from '../../forms/FormCodeField.tsx';
import { areaOptions } from '../../forms/area-options.ts';
import { SelectField } from '../../forms/SelectField.tsx';
import { TrialTextField } from './TrialTextField.tsx';
import type { TrialForm } from './trial-values.ts';

/**
 * Step 2, "Applicant Information". The code field comes after phone and e-mail: the code is sent to the
 * phone on the Chinese site and to the e-mail on the English site, which must be typed first.
 */
export function ApplicantStep({ form, onSendError }: { form: TrialForm; onSendError: (message: string) => void }) {
  const { t, i18n } = useTranslation();
  const { lang, shell } = useSite();
  // A region select validates on change.
  const choose = (name: 'industryId' | 'areaId') => (v: string) => (form.set(name, v), form.blur(name));
  return (
    <>
      <div className="grid">
        <TrialTextField form={form} name="name" />
        <TrialTextField form={form} name="company" />
      </div>
      <div className="grid">
        <TrialTextField form={form} name="department" />
        <SelectField
          id="apply-industryId"
          label={t('trial:fields.industryId')}
          placeholder={t('trial:placeholders.industryId')}
          value={form.values.industryId}
          error={form.errorOf('industryId')}
          options={TRIAL_SEGMENTS.map((s) => ({ value: s, label: t(`trial:segments.${s}`) }))}
          onChange={choose('industryId')}
        />
      </div>
      <div className="grid">
        <TrialTextField form={form} name="phone" />
        <TrialTextField form={form} name="email" />
      </div>
      <FormCodeField
        id="apply-code"
        label={t('trial:fields.code')}
        value={form.values.code}
        error={form.errorOf('code')}
        onChange={(v) => form.set('code', v)}
        onBlur={() => form.blur('code')}
        target={form.values[formCodeTargetField(lang)]}
        onSendError={onSendError}
      />
      <small className="apply-hint">{t('trial:codeHint')}</small>
      <SelectField
        id="apply-areaId"
        label={t('trial:fields.areaId')}
        placeholder={t('trial:placeholders.areaId')}
        value={form.values.areaId}
        error={form.errorOf('areaId')}
        options={areaOptions(shell.areas, i18n.language, t)}
        onChange={choose('areaId')}
      />
      <TrialTextField form={form} name="address" multiline />
    </>
  );
}
