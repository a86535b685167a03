import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { AccountPage } from '../../components/AccountPage.tsx';
import { LoginFirst, Loading } from '../../components/LoginFirst.tsx';
import { useSite } from '../../site/site-context.tsx';
import { INQUIRY } from '../../contracts/price.ts';
import { batchDelete, cart, loadCart } from '../../state/cart.state.ts';
import { session, storedToken } from '../../state/session.state.ts';
import { loadPunchout, punchout } from '../../state/punchout.state.ts';
import { CartTable } from './CartTable.tsx';
import { PunchoutTransfer } from './PunchoutTransfer.tsx';

/** My Cart: per-user, so it loads after hydration; batch delete, and check out on the check-out page. */
export default function CartPage() {
  useSignals();
  const { t } = useTranslation();
  const { api } = useSite();
  const [state, setState] = useState<'pending' | 'guest' | 'ready'>('pending');
  // Loaded again when the login changes: a login handed over from the other language host arrives after
  // the page has mounted.
  const user = session.username.value;
  useEffect(() => {
    if (!storedToken()) return setState('guest');
    setState('pending');
    loadCart(api)
      .then(() => setState('ready'))
      .catch(() => setState('guest'));
  }, [api, user]);

  const data = cart.data.value;
  // In a PunchOut session the cart goes back to the buyer's procurement system instead of to check-out; which
  // lines are priced on inquiry is asked again whenever the cart changes.
  const tabPunchout = punchout.value;
  useEffect(() => {
    if (tabPunchout && data) void loadPunchout(api, sessionStorage);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reload on a change of the cart, not of the session it sets
  }, [api, data]);
  const quickOrder = (
    <Link href="/quick-order" data-testid="quick-order-link">
      {t('account:cart.quickOrder')}
    </Link>
  );
  return (
    <AccountPage className="cart-page" title={t('account:cart.title')} links={quickOrder}>
      {state === 'pending' ? <Loading /> : null}
      {state === 'guest' ? <LoginFirst redirect="/cart" testId="cart-login" /> : null}
      {state === 'ready' && data ? (
        data.list.length === 0 ? (
          <p data-testid="cart-empty">{t('account:cart.empty')}</p>
        ) : (
          <>
            <CartTable api={api} list={data.list} />
            <footer className="cart-summary" style={{ display: 'flex', gap: '1rem', alignItems: 'center', flexWrap: 'wrap' }}>
              <button type="button" className="secondary" onClick={() => void batchDelete(api)} data-testid="batch-delete">
                {t('account:cart.batchDelete')}
              </button>
              <span data-testid="cart-total">{t('account:cart.total', { count: data.total })}</span>
              <span>
                {t('account:cart.priceTotal')}{' '}
                <strong data-testid="cart-price-total">{data.priceTotal === INQUIRY ? t('common:price.inquiry') : `¥${data.priceTotal.toFixed(2)}`}</strong>
              </span>
              {tabPunchout ? (
                <PunchoutTransfer session={tabPunchout} />
              ) : (
                <Link href="/checkout" role="button" data-testid="checkout">
                  {t('account:cart.checkout')}
                </Link>
              )}
            </footer>
          </>
        )
      ) : null}
    </AccountPage>
  );
}
