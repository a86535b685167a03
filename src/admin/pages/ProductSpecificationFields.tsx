import { useTranslation } from 'react-i18next';
import type { DictionaryChoice } from '../../contracts/admin/product-specification-edit.ts';
import { specificationFieldIds, specificationFields, type SpecificationColumnId, type SpecificationField, type SpecificationFieldId } from '../../contracts/resources/product.ts';
import { SelectField } from '../../forms/SelectField.tsx';
import { TextField } from '../../forms/TextField.tsx';
import { useAdmin } from '../admin-context.ts';

/** The editor's values of the specification: a decimal may be text while it is typed ("14."); the schema reads it on save. */
export type SpecificationFormValues = Record<SpecificationColumnId, string | number | null>;

interface Props {
  values: SpecificationFormValues;
  errors: Record<string, string>;
  /** The values of each dictionary field (`tagPosition`), from the editor's answer. */
  dictionaries: Record<string, DictionaryChoice[]>;
  onChange: (change: Partial<SpecificationFormValues>) => void;
}

const shown = (v: string | number | null) => (v === null ? '' : String(v));

/**
 * The product's specification in the editor, one field per declared field (src/contracts/resources/product.ts), in
 * the declaration's order and labelled with the spreadsheet's header in the reader's language; a text in each
 * language side by side.
 */
export function ProductSpecificationFields({ values, errors, dictionaries, onChange }: Props) {
  const { t } = useTranslation();
  const { lang } = useAdmin();
  const header = (id: SpecificationFieldId) => specificationFields[id].sheet[lang === 'zh' ? 1 : 0];

  const field = (id: SpecificationFieldId) => {
    const f: SpecificationField = specificationFields[id];
    const key = id as SpecificationColumnId;
    const common = { id: `product-${id}`, label: header(id), error: errors[id] ?? '' };
    switch (f.kind) {
      case 'bilingual':
        return (
          <div key={id} className="admin-side-by-side admin-grid-wide">
            {(['En', 'Zh'] as const).map((l) => {
              const column = `${id}${l}` as SpecificationColumnId;
              return <TextField key={column} id={`product-${column}`} label={`${header(id)} (${l === 'En' ? 'EN' : '中文'})`} value={shown(values[column])} error={errors[column] ?? ''} multiline onChange={(v) => onChange({ [column]: v })} />;
            })}
          </div>
        );
      case 'choice':
        return <SelectField key={id} {...common} placeholder={t('products.edit.notStated')} value={shown(values[key])} options={f.values.map((v) => ({ value: v, label: v }))} onChange={(v) => onChange({ [key]: v || null })} />;
      case 'dictionary':
        return (
          <SelectField
            key={id}
            {...common}
            placeholder={t('products.edit.notStated')}
            value={shown(values[key])}
            options={(dictionaries[id] ?? []).map((c) => ({ value: c.value, label: `${lang === 'zh' ? c.nameZh : c.nameEn} (${c.value})` }))}
            onChange={(v) => onChange({ [key]: v || null })}
          />
        );
      default:
        return <TextField key={id} {...common} value={shown(values[key])} inputMode={f.kind === 'decimal' ? 'decimal' : undefined} onChange={(v) => onChange({ [key]: v })} />;
    }
  };

  return (
    <fieldset className="admin-spec-grid" data-testid="product-specification">
      <legend>{t('products.edit.specification')}</legend>
      {specificationFieldIds.map(field)}
    </fieldset>
  );
}
