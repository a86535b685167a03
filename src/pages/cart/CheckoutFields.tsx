import { useTranslation } from 'react-i18next';
import { invoiceKinds, type SavedAddress } from '../../contracts/checkout.ts';
import { CheckField } from '../../forms/CheckField.tsx';
import { SelectField } from '../../forms/SelectField.tsx';
import { TextField } from '../../forms/TextField.tsx';
import { draftFieldOf, taxIdCheckFails, withAddress, type Draft } from './checkout-draft.ts';

/** `errors`: translated messages by field path (`shipTo.street`). */
type Props = { draft: Draft; errors: Record<string, string>; book: SavedAddress[]; onChange: (next: Draft) => void };

/** The check-out details: a saved address or a new one, the fapiao request, PO number and note. */
export function CheckoutFields({ draft, errors, book, onChange }: Props) {
  const { t } = useTranslation();
  const errorOf = (name: string) => {
    const path = Object.keys(errors).find((p) => draftFieldOf(p) === name);
    return path ? errors[path]! : '';
  };
  const text = (name: keyof Draft, label: string, more: { type?: string; multiline?: boolean; autoComplete?: string } = {}, error = errorOf(name)) => (
    <TextField id={`co-${name}`} name={name} label={label} value={String(draft[name])} error={error} onChange={(v) => onChange({ ...draft, [name]: v })} {...more} />
  );
  // A failing check character is said once, in the warning beside its confirmation; unconfirmed, the box asks for the tick.
  const checkRefused = taxIdCheckFails(draft.taxId) && errorOf('taxId') === t('account:checkout.v.taxIdCheck');
  const taxIdError = checkRefused ? '' : errorOf('taxId');
  const confirmError = checkRefused ? t('account:checkout.v.taxIdCheckConfirmed') : errorOf('taxIdCheckConfirmed');
  return (
    <>
      <fieldset>
        <legend>{t('account:checkout.shipTo')}</legend>
        {book.length > 0 ? (
          <ul className="address-book" data-testid="address-book">
            {book.map((a) => (
              <li key={a.id}>
                {a.recipient} · {a.phone} · {a.region} {a.street}{' '}
                <button type="button" className="secondary" onClick={() => onChange(withAddress(draft, a))} data-testid="use-address">
                  {t('account:checkout.useAddress')}
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        {text('recipient', t('account:checkout.recipient'), { autoComplete: 'name' })}
        {text('phone', t('account:checkout.phone'), { type: 'tel', autoComplete: 'tel' })}
        {text('company', t('account:checkout.company'), { autoComplete: 'organization' })}
        {text('region', t('account:checkout.region'), { autoComplete: 'address-level1' })}
        {text('street', t('account:checkout.street'), { autoComplete: 'street-address' })}
        {text('postcode', t('account:checkout.postcode'), { autoComplete: 'postal-code' })}
        <CheckField id="co-saveAddress" label={t('account:checkout.saveAddress')} checked={draft.saveAddress} error="" onChange={(v) => onChange({ ...draft, saveAddress: v })} />
      </fieldset>
      <fieldset>
        <legend>{t('account:checkout.invoiceTitle')}</legend>
        <SelectField id="co-invoiceKind" name="invoiceKind" label={t('account:checkout.invoiceKind')} placeholder="" value={draft.invoiceKind} error={errorOf('invoiceKind')} options={invoiceKinds.map((k) => ({ value: k, label: t(`account:checkout.invoice.${k}`) }))} onChange={(v) => onChange({ ...draft, invoiceKind: (v || 'none') as Draft['invoiceKind'] })} />
        {draft.invoiceKind !== 'none' ? text('title', t('account:checkout.title_')) : null}
        {draft.invoiceKind === 'company' ? (
          <>
            {text('taxId', t('account:checkout.taxId'), {}, taxIdError)}
            {taxIdCheckFails(draft.taxId) ? (
              <div className="field-warning" data-testid="taxid-check-warning">
                <p role="status">{t('account:checkout.v.taxIdCheck')}</p>
                <CheckField id="co-taxIdCheckConfirmed" label={t('account:checkout.taxIdCheckConfirm')} checked={draft.taxIdCheckConfirmed} error={confirmError} onChange={(v) => onChange({ ...draft, taxIdCheckConfirmed: v })} />
              </div>
            ) : null}
            <SelectField id="co-invoiceType" name="invoiceType" label={t('account:checkout.invoiceType')} placeholder="" value={draft.invoiceType} error={errorOf('invoiceType')} options={(['general', 'special'] as const).map((k) => ({ value: k, label: t(`account:checkout.invoice.${k}`) }))} onChange={(v) => onChange({ ...draft, invoiceType: (v || 'general') as Draft['invoiceType'] })} />
          </>
        ) : null}
        {draft.invoiceKind !== 'none' ? text('invoiceEmail', t('account:checkout.invoiceEmail'), { type: 'email', autoComplete: 'email' }) : null}
      </fieldset>
      {text('poNumber', t('account:checkout.poNumber'))}
      {text('note', t('account:checkout.note'), { multiline: true })}
    </>
  );
}
