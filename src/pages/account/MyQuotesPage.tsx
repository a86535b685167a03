import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { ApiError } from '../../api/client.ts';
import { AccountPage } from '../../components/AccountPage.tsx';
import { LoginFirst, Loading } from '../../components/LoginFirst.tsx';
import { pathOf } from '../../contracts/endpoint.ts';
import { myQuoteAccept, myQuoteList, myQuotePdf } from '../../contracts/endpoints/customer-quotes.ts';
import { quoteLineText, type QuoteView } from '../../contracts/quotes.ts';
import { useSite } from '../../site/site-context.tsx';
import { useOwn } from '../../site/use-own.ts';
import { storedToken } from '../../state/session.state.ts';

/**
 * Personal centre: the customer's quotes with their lines, validity and total; each can be downloaded as PDF
 * and, while sent and unexpired, accepted by its own customer, which makes an order at the quoted prices. An
 * approver or admin of an organisation also reads the members' quotes, marked with whose they are.
 */
export default function MyQuotesPage() {
  useSignals();
  const { t, i18n } = useTranslation();
  const { api } = useSite();
  const { data: quotes, reload } = useOwn(myQuoteList);
  const [message, setMessage] = useState<{ text: string; orderId?: number } | null>(null);

  // A plain link would carry no Authorization header: fetched with the token, saved through an object URL.
  async function download(q: QuoteView) {
    const res = await fetch(`/api/v1${pathOf(myQuotePdf.path, { id: q.id })}`, { headers: { authorization: `Bearer ${storedToken() ?? ''}` } }).catch(() => null);
    if (!res?.ok) return setMessage({ text: t('account:quotes.loadFailed') });
    const url = URL.createObjectURL(await res.blob());
    const link = Object.assign(document.createElement('a'), { href: url, download: `${q.quoteNumber}.pdf` });
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }

  async function accept(q: QuoteView) {
    try {
      const placed = await api.call(myQuoteAccept, { params: { id: q.id } });
      setMessage({ text: t('account:quotes.accepted', { number: placed.orderNumber }), orderId: placed.orderId });
      reload();
    } catch (err) {
      setMessage({ text: err instanceof ApiError ? (err.fields[0]?.message ?? err.message) : t('account:quotes.acceptFailed') });
    }
  }

  const q = (key: string, params?: Record<string, unknown>) => t(`account:quotes.${key}`, params);
  return (
    <AccountPage className="my-quotes-page" title={q('title')} links={<Link href="/order-list">{t('account:myLeads.orders')}</Link>}>
      {message ? (
        <p role="status" data-testid="quote-message">
          {message.text} {message.orderId ? <Link href={`/order-detail?id=${message.orderId}`}>{q('viewOrder')}</Link> : null}
        </p>
      ) : null}
      {quotes === null ? <Loading /> : null}
      {quotes === 'guest' ? <LoginFirst redirect="/my-quotes" /> : null}
      {quotes === 'failed' ? <p role="alert">{q('loadFailed')}</p> : null}
      {Array.isArray(quotes) && quotes.length === 0 ? <p>{q('empty')}</p> : null}
      {Array.isArray(quotes)
        ? quotes.map((quote) => (
            <section key={quote.id} className="my-quote" data-testid="my-quote" aria-label={quote.quoteNumber}>
              <h2>
                {q('number')} {quote.quoteNumber}
              </h2>
              {quote.mine ? null : <p data-testid="my-quote-member">{q('forMember', { name: quote.customer.name, email: quote.customer.email })}</p>}
              <p>
                {q('date')}: <time dateTime={quote.createdAt}>{new Date(quote.createdAt).toLocaleDateString(i18n.language === 'zh' ? 'zh-CN' : 'en-GB')}</time> · {q('validUntil')}: {quote.validUntil} ·{' '}
                {q('status')}: <span data-testid="my-quote-status">{q(`statuses.${quote.status}`)}</span>
              </p>
              <ul aria-label={q('lines')}>
                {quote.lines.map((l, i) => (
                  <li key={i}>
                    {quoteLineText(l)} × {l.quantity} · ¥{l.unitPrice} = ¥{l.subtotal}
                  </li>
                ))}
              </ul>
              <p>
                {q('total')}: <strong>¥{quote.total}</strong>
              </p>
              {quote.terms ? <p className="my-quote-terms">{quote.terms}</p> : null}
              <p>
                <button type="button" onClick={() => void download(quote)} data-testid="quote-pdf">
                  {q('pdf')}
                </button>{' '}
                {quote.status === 'sent' && quote.mine ? (
                  <button type="button" onClick={() => void accept(quote)} data-testid="quote-accept">
                    {q('accept')}
                  </button>
                ) : null}
                {quote.orderId ? <Link href={`/order-detail?id=${quote.orderId}`}>{q('viewOrder')}</Link> : null}
              </p>
            </section>
          ))
        : null}
    </AccountPage>
  );
}
