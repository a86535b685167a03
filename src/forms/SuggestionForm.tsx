import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSite } from '../site/site-context.tsx';
import { SUGGESTION_OPTIONS, suggestionSchema } from '../contracts/forms/suggestion.ts';
import { suggestion } from '../contracts/endpoints/forms.ts';
import type { EndpointInput } from '../contracts/endpoint.ts';
import { FormFailure } from './FormFailure.tsx';
import { contactInputType } from './input-type.ts';
import { SelectField } from './SelectField.tsx';
import { SubmitButton } from './SubmitButton.tsx';
import { TextField } from './TextField.tsx';
import { useForm } from './use-form.ts';
import { usePrefill } from './use-prefill.ts';

const TEXT = ['productName', 'expressionRange', 'accessionNumber', 'quantity', 'purpose', 'quality', 'deliveryTime', 'otherRequirements', 'name', 'company', 'department', 'email', 'phone'] as const;
const CHOICES = ['species', 'tagPosition', 'tag', 'expressionSystem', 'industry'] as const;
const blank = { ...(Object.fromEntries([...TEXT, ...CHOICES, 'areaName', 'submissionId'].map((k) => [k, ''])) as Record<(typeof TEXT)[number] | (typeof CHOICES)[number] | 'areaName' | 'submissionId', string>), longTermNeed: false };

/** New-product suggestion: validated on blur (selects on change), one schema with the server. */
export function SuggestionForm() {
  const { t } = useTranslation();
  const { api, lang, shell } = useSite();
  const schema = useMemo(() => suggestionSchema(lang), [lang]);
  const form = useForm(schema, blank, { failureWithFields: true });
  usePrefill(form.values, form.set, { name: 'name', company: 'company', department: 'department', areaName: 'areaName', phone: 'phone', email: 'email' }, shell.areas);
  const [done, setDone] = useState(false);
  const submit = form.onSubmit(
    // The choices are text in the form; the form's schema has accepted them as its values before they are sent.
    (values) => api.call(suggestion, { body: values as EndpointInput<typeof suggestion>['body'] }),
    (outcome) => setDone(outcome.kind === 'sent'),
  );

  if (done) return <p role="status" data-testid="suggestion-success">{t('forms:suggestion.success')}</p>;
  const text = (name: (typeof TEXT)[number]) => (
    <TextField key={name} {...form.bind(name, `sug-${name}`)} label={t(`forms:suggestion.${name}`)} type={contactInputType(name)} multiline={name === 'otherRequirements' || name === 'purpose'} />
  );
  const choice = (name: (typeof CHOICES)[number]) => (
    <SelectField key={name} {...form.bindChoice(name, `sug-${name}`)} label={t(`forms:suggestion.${name}`)} placeholder={t('forms:suggestion.choose')}
      options={SUGGESTION_OPTIONS[name].map((v) => ({ value: v, label: t(`forms:suggestion.options.${name}.${v}`) }))} />
  );
  return (
    <form onSubmit={submit} noValidate aria-labelledby="sug-title" data-testid="suggestion-form">
      <h2 id="sug-title">{t('forms:suggestion.title')}</h2>
      <p>{t('forms:suggestion.intro')}</p>
      <div className="grid">{text('productName')}{choice('species')}</div>
      <div className="grid">{choice('tagPosition')}{choice('tag')}{choice('expressionSystem')}</div>
      <div className="grid">{text('expressionRange')}{text('accessionNumber')}{text('quantity')}</div>
      <label><input type="checkbox" checked={form.values.longTermNeed} onChange={(e) => form.set('longTermNeed', e.target.checked)} /> {t('forms:suggestion.longTermNeed')}</label>
      {text('purpose')}
      <div className="grid">{text('quality')}{text('deliveryTime')}</div>
      {text('otherRequirements')}
      <div className="grid">{text('name')}{text('company')}{text('department')}</div>
      <div className="grid">
        <SelectField {...form.bindChoice('areaName', 'sug-areaName')} label={t('forms:suggestion.area')} placeholder={t('forms:suggestion.areaPlaceholder')}
          options={shell.areas.map((a) => ({ value: a.name, label: a.name }))} />
        {choice('industry')}
      </div>
      <div className="grid">{text('email')}{text('phone')}</div>
      <FormFailure message={form.failure} />
      <SubmitButton sending={form.sending}>{t('forms:suggestion.submit')}</SubmitButton>
    </form>
  );
}
