import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { pageCount } from '../../contracts/admin/paging.ts';
import { quoteShownStatuses, type QuoteListQuery } from '../../contracts/admin/quotes.ts';
import { adminQuoteList, adminQuotePdf, adminQuoteSend } from '../../contracts/endpoints/quotes-admin.ts';
import type { QuoteView } from '../../contracts/quotes.ts';
import { SelectField } from '../../forms/SelectField.tsx';
import { TextField } from '../../forms/TextField.tsx';
import { messageOf } from '../admin-api.ts';
import { AdminPager } from '../AdminPager.tsx';
import { useAdmin } from '../admin-context.ts';
import { AdminTable, ErrorText, useAdminCall, type Column } from '../kit/index.ts';
import { useAdminTime } from '../kit/admin-time.ts';
import { downloadFile } from '../download-file.ts';
import { customerLine } from './customer-name.ts';
import { QuoteCreateForm } from './QuoteCreateForm.tsx';

const NO_FILTER = { status: '', from: '', to: '', customer: '' };
type Filters = typeof NO_FILTER;

/** The query of the chosen filters (a blank field is no filter). */
const queryOf = (f: Filters): QuoteListQuery => Object.fromEntries(Object.entries(f).filter(([, v]) => v.trim() !== '')) as QuoteListQuery;

/**
 * The staff quote list: filters by status, creation days and customer, paged by the server with the number of all
 * quotes that match (new filters start again at page 1), with each quote's PDF and, for a draft, the button that
 * mails it to the customer.
 */
export function QuotesPage() {
  const { t } = useTranslation();
  const { api, session, lang } = useAdmin();
  const time = useAdminTime().dateTime;
  const [round, setRound] = useState(0);
  const [draft, setDraft] = useState<Filters>(NO_FILTER);
  const [filters, setFilters] = useState<Filters>(NO_FILTER);
  const [page, setPage] = useState(1);
  const { data: result, error, setError } = useAdminCall(adminQuoteList, { query: { ...queryOf(filters), page } }, round);
  const quotes = result?.items;

  const apply = (e: FormEvent) => (e.preventDefault(), setFilters(draft), setPage(1));
  const field = (name: Exclude<keyof Filters, 'status'>, type = 'text') => (
    <TextField id={`quotes-${name}`} label={t(`quotes.filters.${name}`)} type={type} value={draft[name]} error="" onChange={(v) => setDraft((f) => ({ ...f, [name]: v }))} />
  );

  const send = (q: QuoteView) =>
    api.call(adminQuoteSend, { params: { id: q.id } }).then(
      () => setRound((r) => r + 1),
      (err) => setError(messageOf(err, t)),
    );
  const pdf = (q: QuoteView) => void downloadFile(adminQuotePdf, { params: { id: q.id } }, session.token, lang).then((ok) => setError(ok ? '' : t('common.network')));

  const columns: Column<QuoteView>[] = [
    { label: t('quotes.columns.number'), cell: (q) => q.quoteNumber },
    { label: t('quotes.columns.createdAt'), cell: (q) => <time dateTime={q.createdAt}>{time(q.createdAt)}</time> },
    { label: t('quotes.columns.customer'), cell: (q) => customerLine(q.customer, t) },
    { label: t('quotes.columns.validUntil'), cell: (q) => q.validUntil },
    { label: t('quotes.columns.status'), cell: (q) => t(`quotes.status.${q.status}`), attrs: () => ({ 'data-testid': 'quote-status' }) },
    { label: t('quotes.columns.total'), cell: (q) => `¥${q.total}` },
    {
      label: t('quotes.columns.actions'),
      cell: (q) => (
        <>
          <button type="button" className="secondary" onClick={() => pdf(q)}>
            {t('quotes.pdf')}
          </button>{' '}
          {q.status === 'draft' && (
            <button type="button" onClick={() => void send(q)} data-testid="quote-send">
              {t('quotes.send')}
            </button>
          )}
        </>
      ),
    },
  ];

  return (
    <section>
      <h1>{t('quotes.title')}</h1>
      <form className="admin-filters" onSubmit={apply} aria-label={t('quotes.filters.label')}>
        <SelectField id="quotes-status" label={t('quotes.filters.status')} placeholder={t('quotes.filters.any')} value={draft.status} error="" options={quoteShownStatuses.map((s) => ({ value: s, label: t(`quotes.status.${s}`) }))} onChange={(v) => setDraft((f) => ({ ...f, status: v }))} />
        {field('from', 'date')}
        {field('to', 'date')}
        {field('customer')}
        <button type="submit">{t('quotes.filters.apply')}</button>
      </form>
      <ErrorText text={error} />
      {result && result.total > 0 && <p role="status">{t('quotes.count', { count: result.total })}</p>}
      {quotes && <AdminTable testId="quotes-table" rows={quotes} rowKey={(q) => q.id} rowAttrs={(q) => ({ 'data-quote': q.quoteNumber })} empty={<p role="status">{t(Object.values(filters).some((v) => v.trim()) ? 'quotes.noMatch' : 'quotes.empty')}</p>} columns={columns} />}
      {result && <AdminPager page={page} pages={pageCount(result.total, result.pageSize)} onPage={setPage} label={t('quotes.pages')} />}
      {/* A new quote is the newest: the list goes back to its first page to show it. */}
      <QuoteCreateForm onCreated={() => (setPage(1), setRound((r) => r + 1))} />
    </section>
  );
}
