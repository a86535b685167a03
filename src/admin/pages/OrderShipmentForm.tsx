import { useTranslation } from 'react-i18next';
import { shippingSchema } from '../../contracts/admin/order-flow.ts';
import type { ShipLine } from '../../contracts/admin/lots.ts';
import { adminOrderShipment } from '../../contracts/endpoints/lots-admin.ts';
import { TextField } from '../../forms/TextField.tsx';
import { useAdmin } from '../admin-context.ts';
import { Notice, SubmitButton, useAdminForm } from '../kit/index.ts';
import { shipmentLinesOf, ShipLotsFields, type ChosenLot } from './ShipLotsFields.tsx';

const EMPTY = { carrier: '', trackingNumber: '', shippedOn: '', coldChainNote: '', lines: [] as ChosenLot[] };
type Texts = Omit<typeof EMPTY, 'lines'>;

/**
 * A further parcel of an order already shipped (what the first parcel left out): its shipping and, per line, the lot
 * and units. Shown while some line has units left to ship; `onShipped` gets the lines as they now stand.
 */
export function OrderShipmentForm({ orderId, lines, onShipped }: { orderId: number; lines: ShipLine[]; onShipped: (next: ShipLine[]) => void }) {
  const { t } = useTranslation();
  const { api } = useAdmin();
  const form = useAdminForm(EMPTY, { keepStatus: true });
  const { values } = form;
  const body = () => ({ ...values, lines: shipmentLinesOf(values.lines) });
  const checked = shippingSchema.safeParse(body());
  const problems = checked.success ? {} : Object.fromEntries(checked.error.issues.map((i) => [i.path.join('.'), i.message]));
  const errorOf = form.errorOf(problems);
  const field = (name: keyof Texts, type = 'text') => <TextField id={`parcel-${name}`} label={t(`orders.shipping.${name}`)} type={type} value={values[name]} error={errorOf(name)} onChange={(v) => form.set(name, v)} />;
  const send = form.submit(problems, async () => {
    const next = await api.call(adminOrderShipment, { params: { id: orderId }, body: shippingSchema.parse(body()) });
    form.reset(EMPTY);
    form.setStatus({ text: t('lots.parcelDone'), error: false });
    onShipped(next);
  });
  return (
    <section className="admin-card" aria-labelledby="order-parcel-title">
      <h2 id="order-parcel-title">{t('lots.parcelTitle')}</h2>
      <form onSubmit={send} noValidate>
        {field('carrier')}
        {field('trackingNumber')}
        {field('shippedOn', 'date')}
        {field('coldChainNote')}
        <ShipLotsFields lines={lines} value={values.lines} at="lines" errorOf={errorOf} onChange={(next) => form.set('lines', next)} />
        <SubmitButton busy={form.busy} testId="ship-parcel">
          {t('lots.parcelSend')}
        </SubmitButton>
      </form>
      <Notice status={form.status} testId="parcel-shipped" />
    </section>
  );
}
