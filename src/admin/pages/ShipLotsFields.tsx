import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShipLine, ShipmentLineInput } from '../../contracts/admin/lots.ts';
import { SelectField } from '../../forms/SelectField.tsx';
import { TextField } from '../../forms/TextField.tsx';
import { ErrorText } from '../kit/index.ts';

type Chosen = { orderLineId: number; lotId: number | string; quantity: number | string };

/** What is left to ship of a line: ordered minus every parcel so far. */
const leftOf = (l: ShipLine) => l.count - l.shipped.reduce((n, s) => n + s.quantity, 0);

/**
 * The lot and units of each order line in a parcel. The lot offered first is the earliest expiring in stock (the
 * server's order): it is chosen to start with, with the units left to ship; staff may pick another lot or fewer
 * units (the rest goes in a later parcel). A line with nothing left or no lot in stock is left out of the parcel.
 */
export function ShipLotsFields({ lines, value, onChange, errorOf, at }: { lines: ShipLine[]; value: Chosen[]; onChange: (next: Chosen[]) => void; errorOf: (field: string) => string; at: string }) {
  const { t } = useTranslation();
  const open = lines.filter((l) => leftOf(l) > 0);
  useEffect(() => {
    onChange(open.flatMap((l) => (l.offers[0] ? [{ orderLineId: l.orderLineId, lotId: l.offers[0].lotId, quantity: Math.min(leftOf(l), l.offers[0].inStock) }] : [])));
    // Chosen again only when the lines change (a new answer), not on every edit.
  }, [lines]);

  const set = (orderLineId: number, patch: Partial<Chosen>) => onChange(value.map((c) => (c.orderLineId === orderLineId ? { ...c, ...patch } : c)));
  return (
    <fieldset className="ship-lots" data-testid="ship-lots">
      <legend>{t('lots.title')}</legend>
      {/* A parcel refused as a whole (a line with a lot in stock left without one) names the fieldset. */}
      <ErrorText text={errorOf(at)} />
      {open.map((l) => {
        const i = value.findIndex((c) => c.orderLineId === l.orderLineId);
        const chosen = value[i];
        const name = `${l.catalogNumber} ${l.size}`;
        return (
          <div key={l.orderLineId} className="admin-actions">
            {l.shipped.length > 0 && <p>{t('lots.alreadyShipped', { lots: l.shipped.map((s) => `${s.lotNumber} × ${s.quantity}`).join(', ') })}</p>}
            {l.offers.length === 0 || !chosen ? (
              <p>
                {name}: {t('lots.noOffer')}
              </p>
            ) : (
              <>
                <SelectField
                  id={`ship-lot-${l.orderLineId}`}
                  label={t('lots.shipLot', { line: name })}
                  placeholder={t('lots.v.lot')}
                  value={String(chosen.lotId)}
                  error={errorOf(`${at}.${i}.lotId`)}
                  options={l.offers.map((o) => ({ value: String(o.lotId), label: `${o.lotNumber} · ${t('lots.expiresOn')} ${o.expiresOn} · ${t('lots.inStock')} ${o.inStock}` }))}
                  onChange={(v) => set(l.orderLineId, { lotId: Number(v) })}
                />
                <TextField id={`ship-quantity-${l.orderLineId}`} label={t('lots.shipQuantity', { line: name })} type="number" inputMode="numeric" value={String(chosen.quantity)} error={errorOf(`${at}.${i}.quantity`)} onChange={(v) => set(l.orderLineId, { quantity: v === '' ? '' : Number(v) })} />
              </>
            )}
          </div>
        );
      })}
    </fieldset>
  );
}

/** The chosen lots as the API takes them (text typed in a number field stays for the schema to refuse). */
export const shipmentLinesOf = (chosen: Chosen[]): ShipmentLineInput[] => chosen.map((c) => ({ orderLineId: c.orderLineId, lotId: c.lotId as number, quantity: c.quantity as number }));
export type { Chosen as ChosenLot };
