import { useTranslation } from 'react-i18next';
import { SelectField } from '../../forms/SelectField.tsx';
import { ApplyTextField } from './ApplyTextField.tsx';
import type { TrialForm } from './apply-values.ts';

/** Step 1, "Request Product Information": Cat.No., product name, application, product category. */
export function ProductStep({ form, categories }: { form: TrialForm; categories: { value: string; label: string }[] }) {
  const { t } = useTranslation();
  return (
    <>
      <div className="grid">
        <ApplyTextField form={form} name="sku" />
        <ApplyTextField form={form} name="productName" />
      </div>
      <SelectField
        id="apply-treeId"
        label={t('apply:fields.treeId')}
        placeholder={t('apply:placeholders.treeId')}
        value={form.values.treeId}
        error={form.errorOf('treeId')}
        options={categories}
        onChange={(v) => (form.set('treeId', v), form.blur('treeId'))}
      />
      <ApplyTextField form={form} name="productApplication" multiline />
    </>
  );
}
