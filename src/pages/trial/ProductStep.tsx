import { useTranslation } from 'react-i18next';
import { SelectField } from '../../forms/SelectField.tsx';
import { TrialTextField } from './TrialTextField.tsx';
import type { TrialForm } from './trial-values.ts';

/** Step 1, "Request Product Information": Cat.No., product name, application, product category. */
export function ProductStep({ form, categories }: { form: TrialForm; categories: { value: string; label: string }[] }) {
  const { t } = useTranslation();
  return (
    <>
      <div className="grid">
        <TrialTextField form={form} name="sku" />
        <TrialTextField form={form} name="productName" />
      </div>
      <SelectField {...form.bindChoice('treeId', 'apply-treeId')} label={t('trial:fields.treeId')} placeholder={t('trial:placeholders.treeId')} options={categories} />
      <TrialTextField form={form} name="productApplication" multiline />
    </>
  );
}
