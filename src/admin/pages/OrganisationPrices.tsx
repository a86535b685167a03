import { useTranslation } from 'react-i18next';
import { priceListSaveSchema, type AdminOrganisation } from '../../contracts/admin/organisations.ts';
import { adminOrganisationPrices } from '../../contracts/endpoints/organisations-admin.ts';
import { TextField } from '../../forms/TextField.tsx';
import { fieldErrors } from '../../forms/form-store.ts';
import { useAdmin } from '../admin-context.ts';
import { FormFooter, RowButton, useAdminForm } from '../kit/index.ts';

interface Row {
  sizeId: string;
  priceCny: string;
  /** What the size is, once the server named it: "CYT-H0201 · 10 µg (list ¥1280.00)". */
  what: string;
}
interface Values {
  percentOff: string;
  fixed: Row[];
}

const valuesOf = (o: AdminOrganisation): Values => ({
  percentOff: String(o.percentOff),
  fixed: o.fixedPrices.map((f) => ({ sizeId: String(f.sizeId), priceCny: f.priceCny.toFixed(2), what: `${f.catalogNumber} · ${f.size}${f.listPriceCny === null ? '' : ` (¥${f.listPriceCny.toFixed(2)})`}` })),
});

/**
 * The organisation's price list: a percentage off every list price, and fixed prices of sizes (by the size's id, as
 * the product editor shows it) which win over the percentage. Saved whole.
 */
export function OrganisationPrices({ organisation, onSaved }: { organisation: AdminOrganisation; onSaved: (o: AdminOrganisation) => void }) {
  const { t } = useTranslation();
  const { api } = useAdmin();
  const form = useAdminForm<Values>(() => valuesOf(organisation), { failureWithFields: true });
  const { values, set } = form;
  const body = { percentOff: Number(values.percentOff), fixed: values.fixed.map((r) => ({ sizeId: r.sizeId, priceCny: r.priceCny })), version: organisation.version };
  const errors = fieldErrors(priceListSaveSchema, body);
  const all = form.shown(errors);
  const setRow = (i: number, next: Partial<Row>) => set('fixed', values.fixed.map((r, j) => (j === i ? { ...r, ...next } : r)));
  const submit = form.submit(errors, async () => onSaved(await api.call(adminOrganisationPrices, { params: { id: organisation.id }, body })));

  return (
    <form className="admin-card" onSubmit={submit} noValidate data-testid="organisation-prices" aria-labelledby="organisation-prices-title">
      <h2 id="organisation-prices-title">{t('organisations.prices')}</h2>
      <p>{t('organisations.pricesIntro')}</p>
      <TextField id="prices-percentOff" label={t('organisations.percentOff')} inputMode="decimal" value={values.percentOff} error={all.percentOff ?? ''} onChange={(v) => set('percentOff', v)} />
      {values.fixed.map((r, i) => (
        <div key={i} className="admin-side-by-side" data-testid="fixed-price-row">
          <TextField id={`fixed-${i}-sizeId`} label={t('organisations.sizeId')} inputMode="numeric" value={r.sizeId} error={all[`fixed.${i}.sizeId`] ?? ''} onChange={(v) => setRow(i, { sizeId: v, what: '' })} />
          <TextField id={`fixed-${i}-priceCny`} label={t('organisations.fixedPrice')} inputMode="decimal" value={r.priceCny} error={all[`fixed.${i}.priceCny`] ?? ''} onChange={(v) => setRow(i, { priceCny: v })} />
          <p>{r.what}</p>
          <RowButton onClick={() => set('fixed', values.fixed.filter((_, j) => j !== i))}>{t('organisations.removePrice')}</RowButton>
        </div>
      ))}
      {all.fixed && <p className="error">{all.fixed}</p>}
      <RowButton onClick={() => set('fixed', [...values.fixed, { sizeId: '', priceCny: '', what: '' }])}>{t('organisations.addPrice')}</RowButton>
      <FormFooter save={t('organisations.savePrices')} saveTestId="prices-save" busy={form.busy} status={form.status} />
    </form>
  );
}
