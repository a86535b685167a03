import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, fieldErrorsOf } from '../../api/client.ts';
import { adminQuoteCreate } from '../../contracts/endpoints/quotes-admin.ts';
import type { QuoteCreateInput, QuoteView } from '../../contracts/quotes.ts';
import { SelectField } from '../../forms/SelectField.tsx';
import { TextField } from '../../forms/TextField.tsx';
import { messageOf } from '../admin-api.ts';
import { useAdmin } from '../admin-context.ts';
import { ErrorText } from '../kit/index.ts';

const NO_LINE = { sizeId: '', quantity: '1', unitPrice: '', description: '', unit: '' };
type Line = typeof NO_LINE;

/**
 * A new draft quote: for an enquiry (its id from the inbox) or a customer id, with validity, terms and priced
 * lines, each a catalogue size or, with the size left empty, free text with a unit.
 */
export function QuoteCreateForm({ onCreated }: { onCreated: (q: QuoteView) => void }) {
  const { t } = useTranslation();
  const { api } = useAdmin();
  const [head, setHead] = useState({ enquiryId: '', userId: '', lang: '', validUntil: '', terms: '' });
  const [lines, setLines] = useState<Line[]>([NO_LINE]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState('');

  async function submit(e: FormEvent) {
    e.preventDefault();
    const body: QuoteCreateInput = {
      ...(head.enquiryId ? { enquiryId: Number(head.enquiryId) } : {}),
      ...(head.userId ? { userId: Number(head.userId) } : {}),
      ...(head.lang === 'en' || head.lang === 'zh' ? { lang: head.lang } : {}),
      validUntil: head.validUntil,
      terms: head.terms,
      // No size: a free-text line (custom work, shipping), which the contract asks a description and a unit of.
      lines: lines.map((l) => ({ ...(l.sizeId.trim() ? { sizeId: Number(l.sizeId) } : {}), quantity: Number(l.quantity), unitPrice: l.unitPrice, description: l.description, unit: l.unit })),
    };
    try {
      const made = await api.call(adminQuoteCreate, { body });
      setErrors({});
      setFailure('');
      setHead({ enquiryId: '', userId: '', lang: '', validUntil: '', terms: '' });
      setLines([NO_LINE]);
      onCreated(made);
    } catch (err) {
      if (fieldErrorsOf(err)) setErrors(fieldErrorsOf(err)!);
      setFailure(err instanceof ApiError ? (err.fields[0]?.message ?? err.message) : messageOf(err, t));
    }
  }

  const headField = (name: Exclude<keyof typeof head, 'lang'>, type = 'text', multiline = false) => (
    <TextField id={`quote-${name}`} label={t(`quotes.fields.${name}`)} type={type} multiline={multiline} value={head[name]} error={errors[name] ?? ''} onChange={(v) => setHead((h) => ({ ...h, [name]: v }))} />
  );
  const lineField = (i: number, name: keyof Line) => (
    <TextField id={`quote-line-${i}-${name}`} label={t(`quotes.fields.${name}`)} value={lines[i]![name]} error={errors[`lines.${i}.${name}`] ?? ''} onChange={(v) => setLines((ls) => ls.map((l, j) => (j === i ? { ...l, [name]: v } : l)))} />
  );

  return (
    <form className="admin-form" onSubmit={(e) => void submit(e)} aria-label={t('quotes.create')} data-testid="quote-create">
      <h2>{t('quotes.create')}</h2>
      {headField('enquiryId')}
      {headField('userId')}
      <SelectField id="quote-lang" label={t('quotes.fields.lang')} placeholder={t('quotes.fields.langDefault')} value={head.lang} error={errors.lang ?? ''} options={(['en', 'zh'] as const).map((l) => ({ value: l, label: t(`quotes.langs.${l}`) }))} onChange={(v) => setHead((h) => ({ ...h, lang: v }))} />
      {headField('validUntil', 'date')}
      {headField('terms', 'text', true)}
      {lines.map((_, i) => (
        <fieldset key={i} className="admin-filters">
          <legend>{t('quotes.line', { n: i + 1 })}</legend>
          {lineField(i, 'sizeId')}
          {lineField(i, 'quantity')}
          {lineField(i, 'unitPrice')}
          {lineField(i, 'description')}
          {lineField(i, 'unit')}
        </fieldset>
      ))}
      <p>
        <button type="button" className="secondary" onClick={() => setLines((ls) => [...ls, NO_LINE])}>
          {t('quotes.addLine')}
        </button>{' '}
        <button type="submit">{t('quotes.save')}</button>
      </p>
      <ErrorText text={failure} />
    </form>
  );
}
