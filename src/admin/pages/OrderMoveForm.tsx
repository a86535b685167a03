import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { orderTransitionSchema, type AdminOrderDetail, type OrderStatus } from '../../contracts/admin/order-flow.ts';
import { adminOrderMove } from '../../contracts/endpoints/orders-admin.ts';
import { adminOrderShipLines } from '../../contracts/endpoints/lots-admin.ts';
import { TextField } from '../../forms/TextField.tsx';
import { useAdmin } from '../admin-context.ts';
import { ErrorText, Notice, SubmitButton, useAdminCall, useAdminForm } from '../kit/index.ts';
import { shipmentLinesOf, ShipLotsFields, type ChosenLot } from './ShipLotsFields.tsx';

const NO_SHIPPING = { carrier: '', trackingNumber: '', shippedOn: '', coldChainNote: '', lines: [] as ChosenLot[] };
type Shipping = Omit<typeof NO_SHIPPING, 'lines'>;

/**
 * The next steps of an order: a note to the customer, one button per allowed status, and for `shipped` the
 * shipping details. Checked with the server's schema before sending; the server's refusal (another member of
 * staff moved the order meanwhile) is shown by its field.
 */
export function OrderMoveForm({ order, onMoved }: { order: AdminOrderDetail; onMoved: (next: AdminOrderDetail) => void }) {
  const { t } = useTranslation();
  const { api } = useAdmin();
  const form = useAdminForm({ note: '', shipping: NO_SHIPPING }, { keepStatus: true });
  const { values } = form;
  // The status last asked for: its checks are the ones shown (the shipping details only for `shipped`).
  const [asked, setAsked] = useState<OrderStatus | null>(null);
  // The lines with the lots each may ship from, for the `shipped` step.
  const { data: shipLines } = useAdminCall(adminOrderShipLines, { params: { id: order.id } });

  const bodyOf = (to: OrderStatus) => ({ to, note: values.note, ...(to === 'shipped' ? { shipping: { ...values.shipping, lines: shipmentLinesOf(values.shipping.lines) } } : {}) });
  const problemsOf = (to: OrderStatus): Record<string, string> => {
    const checked = orderTransitionSchema.safeParse(bodyOf(to));
    return checked.success ? {} : Object.fromEntries(checked.error.issues.map((i) => [i.path.join('.'), i.message]));
  };
  const errorOf = form.errorOf(asked ? problemsOf(asked) : {});
  const move = (to: OrderStatus) =>
    form.submit(problemsOf(to), async () => {
      const next = await api.call(adminOrderMove, { params: { id: order.id }, body: orderTransitionSchema.parse(bodyOf(to)) });
      form.reset({ ...values, note: '' });
      form.setStatus({ text: t('orders.move.done', { status: t(`orders.status.${next.status}`) }), error: false });
      onMoved(next);
    });

  if (order.next.length === 0) return <p className="admin-notice">{t('orders.move.final')}</p>;
  const shipField = (name: keyof Shipping, type = 'text') => (
    <TextField id={`ship-${name}`} label={t(`orders.shipping.${name}`)} type={type} value={values.shipping[name]} error={errorOf(`shipping.${name}`)} onChange={(v) => form.set('shipping', { ...values.shipping, [name]: v })} />
  );
  return (
    <section className="admin-card" aria-labelledby="order-move-title">
      <h2 id="order-move-title">{t('orders.move.title')}</h2>
      <TextField id="order-note" label={t('orders.move.note')} value={values.note} error={errorOf('note')} onChange={(v) => form.set('note', v)} multiline />
      {order.next
        .filter((to) => to !== 'shipped')
        .map((to) => (
          <form key={to} className="admin-actions" onSubmit={(e) => (setAsked(to), move(to)(e))} noValidate>
            <SubmitButton busy={form.busy} testId={`move-${to}`} className={to === 'cancelled' ? 'secondary' : undefined}>
              {t('orders.move.to', { status: t(`orders.status.${to}`) })}
            </SubmitButton>
          </form>
        ))}
      {order.next.includes('shipped') && (
        <form className="order-shipping" onSubmit={(e) => (setAsked('shipped'), move('shipped')(e))} noValidate aria-label={t('orders.shipping.title')}>
          <h3>{t('orders.shipping.title')}</h3>
          {shipField('carrier')}
          {shipField('trackingNumber')}
          {shipField('shippedOn', 'date')}
          {shipField('coldChainNote')}
          {shipLines && <ShipLotsFields lines={shipLines} value={values.shipping.lines} at="shipping.lines" errorOf={errorOf} onChange={(lines) => form.set('shipping', { ...form.values.shipping, lines })} />}
          <SubmitButton busy={form.busy} testId="move-shipped">
            {t('orders.move.to', { status: t('orders.status.shipped') })}
          </SubmitButton>
        </form>
      )}
      <ErrorText text={errorOf('to') || errorOf('shipping')} />
      <Notice status={form.status} testId="order-moved" />
    </section>
  );
}
