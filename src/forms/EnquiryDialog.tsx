import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../components/Modal.tsx';
import { useSite } from '../site/site-context.tsx';
import { enquirySchema } from '../contracts/forms/enquiry.ts';
import { enquiry } from '../contracts/endpoints/forms.ts';
import { FormFailure } from './FormFailure.tsx';
import { contactInputType } from './input-type.ts';
import { SelectField, type SelectOption } from './SelectField.tsx';
import { SubmitButton } from './SubmitButton.tsx';
import { TextField } from './TextField.tsx';
import { useIndustries } from './use-industries.ts';
import { useForm } from './use-form.ts';
import { usePrefill } from './use-prefill.ts';

export interface EnquiryProduct {
  catalogNumber: string;
  productName: string;
  size?: string;
  /** What is asked about: a product (the default) or a service (named by its title, no catalog number). */
  kind?: 'product' | 'service';
}

const TEXT_FIELDS = ['name', 'company', 'department', 'email', 'phone'] as const;

/** Enquiry dialog, opened from a product, a size or the cart. */
export function EnquiryDialog({ product, onClose }: { product: EnquiryProduct; onClose: () => void }) {
  const { t } = useTranslation();
  const { api, lang, shell } = useSite();
  const schema = useMemo(() => enquirySchema(lang), [lang]);
  const initial = { submissionId: '', catalogNumber: product.catalogNumber, productName: product.productName, size: product.size ?? '', otherCategory: '', otherArticleNumber: '', name: '', company: '', department: '', industryName: '', areaName: '', email: '', phone: '', content: '' };
  const form = useForm(schema, initial, { failureWithFields: true });
  usePrefill(form.values, form.set, { name: 'name', company: 'company', department: 'department', areaName: 'areaName', phone: 'phone', email: 'email' }, shell.areas);
  const industries = useIndustries();
  const [done, setDone] = useState(false);
  const submit = form.onSubmit(
    (values) => api.call(enquiry, { body: values }),
    (outcome) => setDone(outcome.kind === 'sent'),
  );

  const text = (name: (typeof TEXT_FIELDS)[number] | 'content' | 'otherCategory' | 'otherArticleNumber') => (
    <TextField key={name} {...form.bind(name, `enq-${name}`)} label={t(`forms:enquiry.${name}`)} type={contactInputType(name)} multiline={name === 'content'} />
  );
  const choice = (name: 'industryName' | 'areaName', key: 'industry' | 'area', options: SelectOption[]) => (
    <SelectField {...form.bindChoice(name, `enq-${name}`)} label={t(`forms:enquiry.${key}`)} placeholder={t(`forms:enquiry.${key}Placeholder`)} options={options} />
  );

  return (
    <Modal labelledBy="enq-title" testId="enquiry-dialog" onClose={onClose}>
      <article>
        <header>
          <h2 id="enq-title">{t('forms:enquiry.title')}</h2>
          <p>{t('forms:enquiry.reply')}</p>
        </header>
        <div className="modal-body">
        {done ? (
          <p role="status" data-testid="enquiry-success">
            {t('forms:enquiry.success')}
          </p>
        ) : (
          <form onSubmit={submit} noValidate>
            <p>
              {t(product.kind === 'service' ? 'forms:enquiry.service' : 'forms:enquiry.product')}: {product.catalogNumber ? <strong>{product.catalogNumber}</strong> : null} <span data-testid="enquiry-subject">{product.productName}</span> {product.size ? `· ${product.size}` : ''}
            </p>
            <fieldset>
              <legend>{t('forms:enquiry.other')}</legend>
              {text('otherCategory')}
              {text('otherArticleNumber')}
            </fieldset>
            {TEXT_FIELDS.slice(0, 3).map(text)}
            {choice('industryName', 'industry', industries.map((i) => ({ value: i.name, label: i.name })))}
            {choice('areaName', 'area', shell.areas.map((a) => ({ value: a.name, label: a.name })))}
            {TEXT_FIELDS.slice(3).map(text)}
            {text('content')}
            <FormFailure message={form.failure} label={t('forms:enquiry.failure')} />
            <footer>
              <button type="button" className="secondary" onClick={onClose}>
                {t('forms:enquiry.cancel')}
              </button>
              <SubmitButton sending={form.sending}>{t('forms:enquiry.submit')}</SubmitButton>
            </footer>
          </form>
        )}
        </div>
      </article>
    </Modal>
  );
}
