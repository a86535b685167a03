import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { ApiError, fieldErrorsOf } from '../../api/client.ts';
import type { CartLine } from '../../contracts/cart.ts';
import type { CheckoutResult, SavedAddress } from '../../contracts/checkout.ts';
import { addressBookList, checkoutPlace } from '../../contracts/endpoints/customer-orders.ts';
import { INQUIRY } from '../../contracts/price.ts';
import { useSite } from '../../site/site-context.tsx';
import { cart, loadCart } from '../../state/cart.state.ts';
import { session, storedToken } from '../../state/session.state.ts';
import { recheckShown } from '../../forms/form-store.ts';
import { CheckoutFields } from './CheckoutFields.tsx';
import { CheckoutReview } from './CheckoutReview.tsx';
import { EMPTY_DRAFT, problemsOf, requestOf, startingDraft, type Draft } from './checkout-draft.ts';

/** One key per visit of the page: a double-clicked submit sends the same key, so the server makes one order. */
const newKey = () => Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

/** Check-out: the details (address, fapiao, PO number, note), a review of what becomes the order and what a quote request, then submit. */
export default function CheckoutPage() {
  useSignals();
  const { t } = useTranslation();
  const { api } = useSite();
  const [state, setState] = useState<'pending' | 'guest' | 'details' | 'review' | 'sending'>('pending');
  const [draft, setDraft] = useState<Draft>(EMPTY_DRAFT);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState('');
  const [book, setBook] = useState<SavedAddress[]>([]);
  const [done, setDone] = useState<CheckoutResult | null>(null);
  const [key] = useState(newKey);
  const user = session.username.value;

  useEffect(() => {
    if (!storedToken()) return setState('guest');
    Promise.all([
      loadCart(api),
      api.call(addressBookList).then((saved) => {
        setBook(saved);
        setDraft((d) => startingDraft(d, saved, session.userInfo.value));
      }),
    ]).then(
      () => setState('details'),
      () => setState('guest'),
    );
  }, [api, user]);

  const lines: CartLine[] = cart.data.value?.list ?? [];
  /** A change re-checks the draft: an error shown goes as soon as its field is valid (new ones wait for the next "Review"). */
  const change = (next: Draft) => {
    setDraft(next);
    setErrors((shown) => recheckShown(shown, problemsOf(next, key) ?? {}, t));
  };
  const review = (e: FormEvent) => {
    e.preventDefault();
    const problems = problemsOf(draft, key);
    // The schema's messages are translation keys; the server's arrive translated: both are kept as text.
    setErrors(Object.fromEntries(Object.entries(problems ?? {}).map(([path, message]) => [path, t(message)])));
    if (!problems) setState('review');
  };
  const submit = async () => {
    setState('sending');
    setFailure('');
    try {
      setDone(await api.call(checkoutPlace, { body: requestOf(draft, key) }));
      await loadCart(api).catch(() => undefined);
    } catch (err) {
      if (fieldErrorsOf(err)) setErrors(fieldErrorsOf(err)!);
      setFailure(err instanceof ApiError ? (err.fields[0]?.message ?? err.message) : t('account:cart.settleFailed'));
      setState('details');
    }
  };

  if (done)
    return (
      <article className="checkout-page">
        <h1>{t('account:checkout.title')}</h1>
        <p role="status" data-testid="checkout-done">
          {done.orderNumber ? t('account:checkout.done', { number: done.orderNumber }) : t('account:checkout.doneQuote')}
        </p>
        {done.awaitingApproval ? <p data-testid="checkout-awaiting-approval">{t('account:checkout.awaitingApproval')}</p> : null}
        {done.orderId ? (
          <p>
            <Link href={`/order-detail?id=${done.orderId}`} data-testid="checkout-view-order">
              {t('account:checkout.viewOrder')}
            </Link>
          </p>
        ) : null}
      </article>
    );
  return (
    <article className="checkout-page">
      <h1>{t('account:checkout.title')}</h1>
      {state === 'pending' ? <p aria-busy="true">{t('account:cart.loading')}</p> : null}
      {state === 'guest' ? (
        <p role="alert">
          {t('account:cart.loginFirst')} <Link href="/login?redirect=/checkout">{t('account:cart.loginLink')}</Link>
        </p>
      ) : null}
      {state !== 'pending' && state !== 'guest' && lines.length === 0 ? <p data-testid="cart-empty">{t('account:cart.empty')}</p> : null}
      {failure ? (
        <p role="alert" className="form-error">
          {failure}
        </p>
      ) : null}
      {state === 'details' && lines.length > 0 ? (
        <form onSubmit={review} noValidate data-testid="checkout-form">
          <CheckoutFields draft={draft} errors={errors} book={book} onChange={change} />
          <button type="submit" data-testid="checkout-next">
            {t('account:checkout.next')}
          </button>
        </form>
      ) : null}
      {(state === 'review' || state === 'sending') && lines.length > 0 ? (
        <CheckoutReview draft={draft} lines={lines} price={(p) => (p === INQUIRY ? t('common:price.inquiry') : p)} sending={state === 'sending'} onBack={() => setState('details')} onSubmit={submit} />
      ) : null}
    </article>
  );
}
