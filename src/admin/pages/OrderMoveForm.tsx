import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf } from '../../api/client.ts';
import { orderTransitionSchema, type AdminOrderDetail, type OrderStatus } from '../../contracts/admin/order-flow.ts';
import { adminOrderMove } from '../../contracts/endpoints/orders-admin.ts';
import { TextField } from '../../forms/TextField.tsx';
import { messageOf } from '../admin-api.ts';
import { useAdmin } from '../admin-context.ts';

const NO_SHIPPING = { carrier: '', trackingNumber: '', shippedOn: '', coldChainNote: '' };
type Shipping = typeof NO_SHIPPING;

/**
 * The next steps of an order: a note to the customer, one button per allowed status, and for `shipped` the
 * shipping details. Checked with the server's schema before sending; the server's refusal (another member of
 * staff moved the order meanwhile) is shown by its field.
 */
export function OrderMoveForm({ order, onMoved }: { order: AdminOrderDetail; onMoved: (next: AdminOrderDetail) => void }) {
  const { t } = useTranslation();
  const { api } = useAdmin();
  const [note, setNote] = useState('');
  const [shipping, setShipping] = useState<Shipping>(NO_SHIPPING);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState('');

  async function move(to: OrderStatus, e: FormEvent) {
    e.preventDefault();
    const body = { to, note, ...(to === 'shipped' ? { shipping } : {}) };
    const checked = orderTransitionSchema.safeParse(body);
    if (!checked.success) return setErrors(Object.fromEntries(checked.error.issues.map((i) => [i.path.join('.'), t(i.message)])));
    setBusy(true);
    try {
      const next = await api.call(adminOrderMove, { params: { id: order.id }, body: checked.data });
      setErrors({});
      setNote('');
      setDone(t('orders.move.done', { status: t(`orders.status.${next.status}`) }));
      onMoved(next);
    } catch (err) {
      setErrors(fieldErrorsOf(err) ?? { to: messageOf(err, t) });
    } finally {
      setBusy(false);
    }
  }

  if (order.next.length === 0) return <p className="admin-notice">{t('orders.move.final')}</p>;
  const shipField = (name: keyof Shipping, type = 'text') => (
    <TextField id={`ship-${name}`} label={t(`orders.shipping.${name}`)} type={type} value={shipping[name]} error={errors[`shipping.${name}`] ?? ''} onChange={(v) => setShipping((s) => ({ ...s, [name]: v }))} />
  );
  return (
    <section className="admin-card" aria-labelledby="order-move-title">
      <h2 id="order-move-title">{t('orders.move.title')}</h2>
      <TextField id="order-note" label={t('orders.move.note')} value={note} error={errors.note ?? ''} onChange={setNote} multiline />
      {order.next
        .filter((to) => to !== 'shipped')
        .map((to) => (
          <form key={to} className="admin-actions" onSubmit={(e) => move(to, e)} noValidate>
            <button type="submit" data-testid={`move-${to}`} className={to === 'cancelled' ? 'secondary' : undefined} aria-busy={busy} disabled={busy}>
              {t('orders.move.to', { status: t(`orders.status.${to}`) })}
            </button>
          </form>
        ))}
      {order.next.includes('shipped') && (
        <form className="order-shipping" onSubmit={(e) => move('shipped', e)} noValidate aria-label={t('orders.shipping.title')}>
          <h3>{t('orders.shipping.title')}</h3>
          {shipField('carrier')}
          {shipField('trackingNumber')}
          {shipField('shippedOn', 'date')}
          {shipField('coldChainNote')}
          <button type="submit" data-testid="move-shipped" aria-busy={busy} disabled={busy}>
            {t('orders.move.to', { status: t('orders.status.shipped') })}
          </button>
        </form>
      )}
      {(errors.to || errors.shipping) && (
        <p className="admin-error" role="alert">
          {errors.to ?? errors.shipping}
        </p>
      )}
      {done && (
        <p className="admin-notice" role="status" data-testid="order-moved">
          {done}
        </p>
      )}
    </section>
  );
}
