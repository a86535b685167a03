import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { AccountPage } from '../../components/AccountPage.tsx';
import { LoginFirst, Loading } from '../../components/LoginFirst.tsx';
import { orderList } from '../../contracts/endpoints/cart.ts';
import { INQUIRY } from '../../contracts/price.ts';
import { useOwn } from '../../site/use-own.ts';
import { session } from '../../state/session.state.ts';
import { AddressBook } from './AddressBook.tsx';
import { LinesTable } from './LinesTable.tsx';
import { InvitationAccept } from './InvitationAccept.tsx';
import { OrganisationOrders } from './OrganisationOrders.tsx';

/** Personal centre: my orders, newest first, with number, time, status, lines and a link to each order's page. */
export default function OrderListPage() {
  useSignals();
  const { t, i18n } = useTranslation();
  const loaded = useOwn(orderList).data;
  // The list has no word of its own for a failure: the login link is offered, as for a visitor.
  const orders = loaded === 'failed' ? 'guest' : loaded;
  const user = session.username.value;
  // Accepting an invitation makes the login a member: the organisation's section loads again.
  const [joined, setJoined] = useState(0);
  const price = (p: string) => (p === INQUIRY ? t('common:price.inquiry') : p);
  const time = (iso: string) => new Date(iso).toLocaleString(i18n.language === 'zh' ? 'zh-CN' : 'en-GB');
  const links = (
    <>
      <Link href="/my-leads" data-testid="orders-my-leads-link">
        {t('account:myLeads.link')}
      </Link>{' '}
      ·{' '}
      <Link href="/my-quotes" data-testid="orders-my-quotes-link">
        {t('account:quotes.link')}
      </Link>
    </>
  );
  return (
    <AccountPage className="order-list-page" title={t('account:orders.title')} links={links}>
      {orders === null ? <Loading /> : null}
      {orders === 'guest' ? <LoginFirst redirect="/order-list" /> : null}
      {Array.isArray(orders) && orders.length === 0 ? <p>{t('account:orders.empty')}</p> : null}
      {Array.isArray(orders)
        ? orders.map((o) => (
            <section key={o.id} className="order" data-testid="order">
              <h2 style={{ fontSize: '1.1rem' }}>
                {t('account:orders.number')}: <span data-testid="order-number">{o.orderNumber}</span>
              </h2>
              <p>
                {t('account:orders.time')}: <time dateTime={o.createdAt}>{time(o.createdAt)}</time> · {t('account:orders.total')}: {price(o.totalText)}
              </p>
              <p>
                {t('account:orders.statusLabel')}: <strong data-testid="order-status">{t(`account:orders.status.${o.status}`)}</strong> ·{' '}
                <Link href={`/order-detail?id=${o.id}`} data-testid="order-view">
                  {t('account:orders.view')}
                </Link>
              </p>
              <LinesTable lines={o.lines} price={price} label={t('account:orders.number')} rowTestId="order-line" />
            </section>
          ))
        : null}
      {Array.isArray(orders) ? <InvitationAccept onAccepted={() => setJoined((n) => n + 1)} /> : null}
      {Array.isArray(orders) ? <OrganisationOrders key={joined} /> : null}
      {Array.isArray(orders) ? <AddressBook user={user} /> : null}
    </AccountPage>
  );
}
