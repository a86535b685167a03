import { useTranslation } from 'react-i18next';
import { adminQuoteCreate } from '../../contracts/endpoints/quotes-admin.ts';
import type { QuoteCreateInput, QuoteView } from '../../contracts/quotes.ts';
import { SelectField } from '../../forms/SelectField.tsx';
import { TextField } from '../../forms/TextField.tsx';
import { useAdmin } from '../admin-context.ts';
import { Notice, SubmitButton, useAdminForm } from '../kit/index.ts';

const NO_LINE = { sizeId: '', quantity: '1', unitPrice: '', description: '', unit: '' };
type Line = typeof NO_LINE;
const EMPTY = { enquiryId: '', userId: '', lang: '', validUntil: '', terms: '', lines: [NO_LINE] };
type Head = Omit<typeof EMPTY, 'lines'>;

/**
 * A new draft quote: for an enquiry (its id from the inbox) or a customer id, with validity, terms and priced
 * lines, each a catalogue size or, with the size left empty, free text with a unit.
 */
export function QuoteCreateForm({ onCreated }: { onCreated: (q: QuoteView) => void }) {
  const { t } = useTranslation();
  const { api } = useAdmin();
  // The server checks it (no check here); a refusal names its fields and says the first in the outcome too.
  const form = useAdminForm(EMPTY, { keepStatus: true, failureWithFields: true });
  const { values: head, values: { lines } } = form;
  const errorOf = form.errorOf({});
  const setLines = (change: (ls: Line[]) => Line[]) => form.set('lines', change(lines));

  const submit = form.submit(
    {},
    async () => {
      const body: QuoteCreateInput = {
        ...(head.enquiryId ? { enquiryId: Number(head.enquiryId) } : {}),
        ...(head.userId ? { userId: Number(head.userId) } : {}),
        ...(head.lang === 'en' || head.lang === 'zh' ? { lang: head.lang } : {}),
        validUntil: head.validUntil,
        terms: head.terms,
        // No size: a free-text line (custom work, shipping), which the contract asks a description and a unit of.
        lines: lines.map((l) => ({ ...(l.sizeId.trim() ? { sizeId: Number(l.sizeId) } : {}), quantity: Number(l.quantity), unitPrice: l.unitPrice, description: l.description, unit: l.unit })),
      };
      const made = await api.call(adminQuoteCreate, { body });
      form.reset(EMPTY);
      onCreated(made);
    },
    false,
  );

  const headField = (name: Exclude<keyof Head, 'lang'>, type = 'text', multiline = false) => (
    <TextField id={`quote-${name}`} label={t(`quotes.fields.${name}`)} type={type} multiline={multiline} value={head[name]} error={errorOf(name)} onChange={(v) => form.set(name, v)} />
  );
  const lineField = (i: number, name: keyof Line) => (
    <TextField id={`quote-line-${i}-${name}`} label={t(`quotes.fields.${name}`)} value={lines[i]![name]} error={errorOf(`lines.${i}.${name}`)} onChange={(v) => setLines((ls) => ls.map((l, j) => (j === i ? { ...l, [name]: v } : l)))} />
  );

  return (
    <form className="admin-form" onSubmit={submit} aria-label={t('quotes.create')} data-testid="quote-create">
      <h2>{t('quotes.create')}</h2>
      {headField('enquiryId')}
      {headField('userId')}
      <SelectField id="quote-lang" label={t('quotes.fields.lang')} placeholder={t('quotes.fields.langDefault')} value={head.lang} error={errorOf('lang')} options={(['en', 'zh'] as const).map((l) => ({ value: l, label: t(`quotes.langs.${l}`) }))} onChange={(v) => form.set('lang', v)} />
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
        <SubmitButton busy={form.busy}>{t('quotes.save')}</SubmitButton>
      </p>
      <Notice status={form.status} />
    </form>
  );
}
