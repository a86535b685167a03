import { useMemo, useState } from 'react';
import { useSearchParams } from 'wouter';
import { useTranslation } from 'react-i18next';
import { useSite } from '../../site/site-context.tsx';
import { coaSchema, type CoaAnswer } from '../../contracts/forms/coa.ts';
import { coaRequest } from '../../contracts/endpoints/forms.ts';
import { areaOptions } from '../../forms/area-options.ts';
import { FieldRows } from '../../forms/FieldRows.tsx';
import { FormFailure } from '../../forms/FormFailure.tsx';
import { contactInputType } from '../../forms/input-type.ts';
import { SubmitButton } from '../../forms/SubmitButton.tsx';
import { SelectField, type SelectOption } from '../../forms/SelectField.tsx';
import { TextField } from '../../forms/TextField.tsx';
import { useIndustries } from '../../forms/use-industries.ts';
import { useForm } from '../../forms/use-form.ts';
import { usePrefill } from '../../forms/use-prefill.ts';
import { CoaLookup } from './CoaLookup.tsx';

const TEXT = ['name', 'catalogNumbers', 'lotNumber', 'unit', 'department', 'email', 'phone', 'suggestions'] as const;
/** The form's layout, two fields a row where they fit. */
const ROWS = [['name', 'unit'], 'catalogNumbers', ['lotNumber', 'department'], ['email', 'phone'], ['areaId', 'industryId'], 'suggestions'] as const;
const blank = { submissionId: '', name: '', catalogNumbers: '', lotNumber: '', unit: '', department: '', email: '', phone: '', suggestions: '', areaId: '', industryId: '', consentToContact: false };

/**
 * COA: a lot on file is looked up and downloaded at once (CoaLookup); the request form below takes the
 * rest to the quality team (and still answers certificates on file at once).
 */
export default function CoaPage() {
  const { t, i18n } = useTranslation();
  const { api, lang, shell } = useSite();
  const schema = useMemo(() => coaSchema(lang), [lang]);
  const form = useForm(schema, blank, { failureWithFields: true });
  usePrefill(form.values, form.set, { name: 'name', company: 'unit', department: 'department', phone: 'phone', email: 'email', areaId: 'areaId', industryId: 'industryId' });
  const industries = useIndustries();
  const [answer, setAnswer] = useState<CoaAnswer | null>(null);
  const [params] = useSearchParams();
  const submit = form.onSubmit(
    (values) => api.call(coaRequest, { body: values }),
    (outcome) => outcome.kind === 'sent' && setAnswer(outcome.answer),
  );

  const text = (name: (typeof TEXT)[number]) => (
    <TextField
      key={name}
      {...form.bind(name, `coa-${name}`)}
      label={name === 'catalogNumbers' ? `${t('forms:coa.catalogNumbers')} (${t('forms:coa.catalogNumbersHint')})` : t(`forms:coa.${name}`)}
      type={contactInputType(name)}
      multiline={name === 'suggestions'}
    />
  );
  const select = (name: 'areaId' | 'industryId', options: SelectOption[]) => (
    <SelectField
      {...form.bindChoice(name, `coa-${name}`)}
      label={t(`forms:coa.${name === 'areaId' ? 'area' : 'industry'}`)}
      placeholder={t(`forms:coa.${name === 'areaId' ? 'areaPlaceholder' : 'industryPlaceholder'}`)}
      options={options}
    />
  );

  const field = (name: (typeof TEXT)[number] | 'areaId' | 'industryId') =>
    name === 'areaId'
      ? select('areaId', areaOptions(shell.areas, i18n.language, t))
      : name === 'industryId'
        ? select('industryId', industries.map((o) => ({ value: String(o.id), label: o.name })))
        : text(name);

  return (
    <article className="coa-page">
      <h1>{t('forms:coa.title')}</h1>
      <p>{t('forms:coa.intro')}</p>
      <CoaLookup
        initialCatalogNumber={params.get('catalogNumber') ?? ''}
        onNotFound={(catalogNumber, lot) => (form.set('catalogNumbers', catalogNumber), form.set('lotNumber', lot))}
      />
      <h2>{t('forms:coa.lookup.requestTitle')}</h2>
      <form onSubmit={submit} noValidate data-testid="coa-form">
        <FieldRows rows={ROWS} field={field} />
        <label>
          <input type="checkbox" checked={form.values.consentToContact} onChange={(e) => form.set('consentToContact', e.target.checked)} /> {t('forms:coa.consent')}
        </label>
        <FormFailure message={form.failure} />
        <SubmitButton sending={form.sending}>{t('forms:coa.submit')}</SubmitButton>
      </form>
      {answer ? (
        <section aria-live="polite" data-testid="coa-answer">
          <p>{t('forms:coa.sent')}</p>
          <ul>
            {answer.certificates.map((c) => (
              <li key={c.catalogNumber}>
                <a href={c.url} download>
                  {t('forms:coa.download', { catalogNumber: c.catalogNumber, lotNumber: c.lotNumber })}
                </a>
              </li>
            ))}
          </ul>
          {answer.missing.length ? <p>{t('forms:coa.missing', { list: answer.missing.join(', ') })}</p> : null}
        </section>
      ) : null}
    </article>
  );
}
