import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../components/Modal.tsx';
import { useSite } from '../site/site-context.tsx';
import { enquirySchema } from '../contracts/forms/enquiry.ts';
import { SelectField } from './SelectField.tsx';
import { TextField } from './TextField.tsx';
import { useIndustries } from './use-industries.ts';
import { useForm } from './use-form.ts';
import { usePrefill } from './use-prefill.ts';

export interface EnquiryProduct {
  catalogNumber: string;
  productName: string;
  size?: string;
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
    (values) => api.post('/enquiry', values),
    (outcome) => setDone(outcome.kind === 'sent'),
  );

  const text = (name: (typeof TEXT_FIELDS)[number] | 'content' | 'otherCategory' | 'otherArticleNumber') => (
    <TextField
      id={`enq-${name}`}
      label={t(`forms:enquiry.${name}`)}
      value={form.values[name]}
      error={form.errorOf(name)}
      onChange={(v) => form.set(name, v)}
      onBlur={() => form.blur(name)}
      type={name === 'email' ? 'email' : name === 'phone' ? 'tel' : 'text'}
      multiline={name === 'content'}
    />
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
              {t('forms:enquiry.product')}: <strong>{product.catalogNumber}</strong> {product.productName} {product.size ? `· ${product.size}` : ''}
            </p>
            <fieldset>
              <legend>{t('forms:enquiry.other')}</legend>
              {text('otherCategory')}
              {text('otherArticleNumber')}
            </fieldset>
            {TEXT_FIELDS.slice(0, 3).map(text)}
            <SelectField
              id="enq-industryName"
              label={t('forms:enquiry.industry')}
              placeholder={t('forms:enquiry.industryPlaceholder')}
              value={form.values.industryName}
              error={form.errorOf('industryName')}
              options={industries.map((i) => ({ value: i.name, label: i.name }))}
              onChange={(v) => (form.set('industryName', v), form.blur('industryName'))}
            />
            <SelectField
              id="enq-areaName"
              label={t('forms:enquiry.area')}
              placeholder={t('forms:enquiry.areaPlaceholder')}
              value={form.values.areaName}
              error={form.errorOf('areaName')}
              options={shell.areas.map((a) => ({ value: a.name, label: a.name }))}
              onChange={(v) => (form.set('areaName', v), form.blur('areaName'))}
            />
            {TEXT_FIELDS.slice(3).map(text)}
            {text('content')}
            {form.failure ? (
              <p className="field-error" role="alert">
                {t('forms:enquiry.failure')}: {form.failure}
              </p>
            ) : null}
            <footer>
              <button type="button" className="secondary" onClick={onClose}>
                {t('forms:enquiry.cancel')}
              </button>
              <button type="submit" aria-busy={form.sending} disabled={form.sending}>
                {t('forms:enquiry.submit')}
              </button>
            </footer>
          </form>
        )}
        </div>
      </article>
    </Modal>
  );
}
