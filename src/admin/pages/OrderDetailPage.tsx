import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { Link, useParams } from 'wouter';
import { adminOrderGet } from '../../contracts/endpoints/orders-admin.ts';
import { adminOrderShipLines } from '../../contracts/endpoints/lots-admin.ts';
import { DetailSection, useAdminCall } from '../kit/index.ts';
import { OrderShipmentForm } from './OrderShipmentForm.tsx';
import { OrderCheckoutPanel } from './OrderCheckoutPanel.tsx';
import { OrderMoveForm } from './OrderMoveForm.tsx';
import { customerLine } from './customer-name.ts';
import { useAdminTime } from '../kit/admin-time.ts';

/** One order for the staff: customer, lines, shipping, the next steps and the timeline. */
export function OrderDetailPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams<{ id: string }>();
  // Counted up after a parcel: the order (its lines' lots) and the lots left to ship are read again.
  const [parcels, setParcels] = useState(0);
  const { data: order, setData: setOrder, error } = useAdminCall(adminOrderGet, { params: { id } }, parcels);
  const time = useAdminTime().dateTime;
  const { data: shipLines, setData: setShipLines } = useAdminCall(adminOrderShipLines, { params: { id } }, parcels);
  const leftToShip = shipLines?.some((l) => l.shipped.reduce((n, s) => n + s.quantity, 0) < l.count && l.offers.length > 0) ?? false;

  return (
    <DetailSection back={{ href: '/orders', label: t('orders.back') }} error={error}>
      {order && (
        <>
          <h1>{t('orders.detailTitle', { number: order.orderNumber })}</h1>
          <p className="admin-actions">
            <span data-testid="order-detail-status">{t(`orders.status.${order.status}`)}</span>
            <time dateTime={order.createdAt}>{time(order.createdAt)}</time>
            <span>{order.totalText}</span>
          </p>
          <section className="admin-card" aria-labelledby="order-customer-title">
            <h2 id="order-customer-title">{t('orders.customerTitle')}</h2>
            <p>
              {customerLine(order.customer, t)}
              {order.customer.company && ` · ${order.customer.company}`} · {t('orders.language')}: {order.lang === 'zh' ? '中文' : 'English'}
            </p>
          </section>
          <OrderCheckoutPanel order={order} />
          <section className="admin-card" aria-labelledby="order-lines-title">
            <h2 id="order-lines-title">{t('orders.lines')}</h2>
            <div className="admin-table-wrap">
              <table className="admin-table">
                <tbody>
                  {order.lines.map((l, i) => (
                    <tr key={i} data-testid="order-line">
                      <td>{l.catalogNumber}</td>
                      <td>{l.productName}</td>
                      <td>{l.size}</td>
                      <td>× {l.count}</td>
                      <td>{l.price}</td>
                      <td>{l.subtotal}</td>
                      <td data-testid="order-line-lots">
                        {l.lots.map((lot) => (
                          <span key={lot.lotNumber}>
                            <Link href={`/orders/lots?cat=${encodeURIComponent(l.catalogNumber)}&lot=${encodeURIComponent(lot.lotNumber)}`}>{lot.lotNumber}</Link> × {lot.quantity}{' '}
                          </span>
                        ))}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
          {order.shipping && (
            <section className="admin-card" aria-labelledby="order-shipping-title">
              <h2 id="order-shipping-title">{t('orders.shipping.title')}</h2>
              <dl className="lead-fields" data-testid="order-shipping">
                {(['carrier', 'trackingNumber', 'shippedOn', 'coldChainNote'] as const).map((k) => (
                  <div key={k}>
                    <dt>{t(`orders.shipping.${k}`)}</dt>
                    <dd>{order.shipping![k] || '–'}</dd>
                  </div>
                ))}
              </dl>
            </section>
          )}
          <OrderMoveForm key={order.status} order={order} onMoved={(next) => (setOrder(next), setParcels((n) => n + 1))} />
          {order.status === 'shipped' && shipLines && leftToShip && <OrderShipmentForm orderId={order.id} lines={shipLines} onShipped={(next) => (setShipLines(next), setParcels((n) => n + 1))} />}
          <section className="admin-card" aria-labelledby="order-timeline-title">
            <h2 id="order-timeline-title">{t('orders.timeline')}</h2>
            <ol data-testid="order-timeline">
              {order.events.map((e, i) => (
                <li key={i}>
                  <time dateTime={e.at}>{time(e.at)}</time> · {t(`orders.status.${e.status}`)}
                  {e.staffName && ` · ${t('orders.by', { name: e.staffName })}`}
                  {e.note && <p>{e.note}</p>}
                </li>
              ))}
            </ol>
          </section>
        </>
      )}
    </DetailSection>
  );
}
