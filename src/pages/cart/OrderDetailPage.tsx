import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearch } from 'wouter';
import { LoginFirst, Loading } from '../../components/LoginFirst.tsx';
import type { OrderDetail } from '../../contracts/cart.ts';
import { myOrderGet, myOrderReorder } from '../../contracts/endpoints/customer-orders.ts';
import { INQUIRY } from '../../contracts/price.ts';
import { useSite } from '../../site/site-context.tsx';
import { loadCart, showToast } from '../../state/cart.state.ts';
import { session, storedToken } from '../../state/session.state.ts';
import { LinesTable } from './LinesTable.tsx';
import { OrderCheckoutDetails } from './OrderCheckoutDetails.tsx';
import { OrderLineLots } from './OrderLineLots.tsx';

/** Personal centre: one of my orders (`/order-detail?id=`), its lines, shipping, timeline and re-order. */
export default function OrderDetailPage() {
  useSignals();
  const { t, i18n } = useTranslation();
  const { api } = useSite();
  const id = new URLSearchParams(useSearch()).get('id') ?? '';
  const [, navigate] = useLocation();
  const [order, setOrder] = useState<OrderDetail | null | 'guest' | 'missing'>(null);
  const [busy, setBusy] = useState(false);
  const user = session.username.value;
  useEffect(() => {
    if (!storedToken()) return setOrder('guest');
    if (!/^\d{1,10}$/.test(id)) return setOrder('missing');
    setOrder(null);
    api
      .call(myOrderGet, { params: { id } })
      .then(setOrder)
      .catch((err: { status?: number }) => setOrder(err?.status === 401 ? 'guest' : 'missing'));
  }, [api, id, user]);

  const price = (p: string) => (p === INQUIRY ? t('common:price.inquiry') : p);
  const time = (iso: string) => new Date(iso).toLocaleString(i18n.language === 'zh' ? 'zh-CN' : 'en-GB');
  const reorder = async (o: OrderDetail) => {
    setBusy(true);
    try {
      await api.call(myOrderReorder, { params: { id: o.id } });
      await loadCart(api).catch(() => undefined);
      showToast('success', 'account:orders.reorderedToast');
      navigate('/cart');
    } catch {
      showToast('error', 'account:cart.addFailed');
    } finally {
      setBusy(false);
    }
  };

  return (
    <article className="order-detail-page">
      <p>
        <Link href="/order-list">{t('account:orders.back')}</Link>
      </p>
      {order === null ? <Loading /> : null}
      {order === 'guest' ? <LoginFirst redirect={encodeURIComponent(`/order-detail?id=${id}`)} /> : null}
      {order === 'missing' ? <p role="alert">{t('account:orders.notFound')}</p> : null}
      {order && typeof order === 'object' ? (
        <>
          <h1>{t('account:orders.detailTitle', { number: order.orderNumber })}</h1>
          <p>
            {t('account:orders.statusLabel')}: <strong data-testid="order-status">{t(`account:orders.status.${order.status}`)}</strong> · {t('account:orders.time')}:{' '}
            <time dateTime={order.createdAt}>{time(order.createdAt)}</time> · {t('account:orders.total')}: {price(order.totalText)}
          </p>
          <h2 style={{ fontSize: '1.1rem' }}>{t('account:orders.lines')}</h2>
          <LinesTable lines={order.lines} price={price} label={t('account:orders.lines')} rowTestId="order-line" />
          <OrderLineLots lines={order.lines} />
          <OrderCheckoutDetails details={order} />
          <p>
            <button type="button" onClick={() => reorder(order)} aria-busy={busy} disabled={busy} data-testid="reorder">
              {t('account:orders.reorder')}
            </button>
          </p>
          {order.shipping ? (
            <section aria-labelledby="order-shipping-title">
              <h2 id="order-shipping-title" style={{ fontSize: '1.1rem' }}>
                {t('account:orders.shipping')}
              </h2>
              <dl data-testid="order-shipping">
                <dt>{t('account:orders.carrier')}</dt>
                <dd>{order.shipping.carrier}</dd>
                <dt>{t('account:orders.tracking')}</dt>
                <dd data-testid="tracking-number">{order.shipping.trackingNumber}</dd>
                <dt>{t('account:orders.shippedOn')}</dt>
                <dd>{order.shipping.shippedOn}</dd>
                {order.shipping.coldChainNote ? (
                  <>
                    <dt>{t('account:orders.coldChain')}</dt>
                    <dd>{order.shipping.coldChainNote}</dd>
                  </>
                ) : null}
              </dl>
            </section>
          ) : null}
          <section aria-labelledby="order-timeline-title">
            <h2 id="order-timeline-title" style={{ fontSize: '1.1rem' }}>
              {t('account:orders.timeline')}
            </h2>
            <ol data-testid="order-timeline">
              {order.events.map((e, i) => (
                <li key={i} data-testid="order-event">
                  <time dateTime={e.at}>{time(e.at)}</time> · {t(`account:orders.status.${e.status}`)}
                  {e.note ? ` · ${e.note}` : null}
                </li>
              ))}
            </ol>
          </section>
        </>
      ) : null}
    </article>
  );
}
