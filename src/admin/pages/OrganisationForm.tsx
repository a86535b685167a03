import { useTranslation } from 'react-i18next';
import { creditCodeCheckHolds } from '../../contracts/credit-code.ts';
import { organisationCreateSchema, organisationSaveSchema, type AdminOrganisation, type OrganisationCreateInput } from '../../contracts/admin/organisations.ts';
import { adminOrganisationCreate, adminOrganisationUpdate } from '../../contracts/endpoints/organisations-admin.ts';
import { CheckField } from '../../forms/CheckField.tsx';
import { SelectField } from '../../forms/SelectField.tsx';
import { TextField } from '../../forms/TextField.tsx';
import { fieldErrors } from '../../forms/form-store.ts';
import { useAdmin } from '../admin-context.ts';
import { FormFooter, RowButton, StaleEditDialog, useAdminForm } from '../kit/index.ts';

type Values = Required<Omit<OrganisationCreateInput, 'addresses'>> & { addresses: NonNullable<OrganisationCreateInput['addresses']>; version?: number };
type AddressValues = Values['addresses'][number];

const BLANK: Values = {
  nameEn: '',
  nameZh: '',
  creditCode: '',
  creditCodeConfirmed: false,
  addresses: [],
  fapiaoTitle: '',
  fapiaoType: 'general',
  fapiaoEmail: '',
  fapiaoAddressPhone: '',
  fapiaoBankAccount: '',
  requirePoNumber: false,
};
const BLANK_ADDRESS: AddressValues = { label: '', recipient: '', phone: '', region: '', street: '', postcode: '' };

const valuesOf = (o: AdminOrganisation): Values => {
  const { id: _, creditCodeChecks, members: __, percentOff: ___, fixedPrices: ____, updatedAt: _____, ...fields } = o;
  // A code on file that fails the check was confirmed when it was saved.
  return { ...fields, creditCodeConfirmed: !creditCodeChecks };
};

/**
 * An organisation's fields: names in both languages, the credit code (a failed check character asks for a
 * confirmation instead of refusing), addresses, fapiao details and the PO-number rule.
 */
export function OrganisationForm({ organisation, onSaved }: { organisation: AdminOrganisation | null; onSaved: (o: AdminOrganisation) => void }) {
  const { t } = useTranslation();
  const { api } = useAdmin();
  const form = useAdminForm<Values>(() => (organisation ? valuesOf(organisation) : BLANK), { stale: { valuesOf, label: (f) => t(`organisations.fields.${f}`) }, failureWithFields: true });
  const { values, set } = form;
  const errors = fieldErrors(organisation ? organisationSaveSchema : organisationCreateSchema, values);
  const all = form.shown(errors);
  const errorOf = (f: string) => all[f] ?? '';
  const text = (name: 'nameEn' | 'nameZh' | 'creditCode' | 'fapiaoTitle' | 'fapiaoEmail' | 'fapiaoAddressPhone' | 'fapiaoBankAccount') => (
    <TextField id={`organisation-${name}`} label={t(`organisations.fields.${name}`)} value={values[name]} error={errorOf(name)} onChange={(v) => set(name, v)} onBlur={() => form.blur(name)} />
  );
  const setAddress = (i: number, next: Partial<AddressValues>) => set('addresses', values.addresses.map((a, j) => (j === i ? { ...a, ...next } : a)));
  const checkFails = values.creditCode.trim().length === 18 && !creditCodeCheckHolds(values.creditCode);

  const submit = form.submit(errors, async () => {
    const saved = organisation
      ? await api.call(adminOrganisationUpdate, { params: { id: organisation.id }, body: { ...values, version: values.version ?? organisation.version } })
      : await api.call(adminOrganisationCreate, { body: values });
    onSaved(saved);
  });

  return (
    <form className="admin-card" onSubmit={submit} noValidate data-testid="organisation-form" aria-label={t('organisations.fieldsTitle')}>
      <h2>{t('organisations.fieldsTitle')}</h2>
      <StaleEditDialog stale={form.staleEdit} />
      <div className="admin-side-by-side">
        <div lang="en">{text('nameEn')}</div>
        <div lang="zh-CN">{text('nameZh')}</div>
      </div>
      {text('creditCode')}
      {checkFails && (
        <CheckField id="organisation-creditCodeConfirmed" label={t('organisations.confirmCode')} checked={values.creditCodeConfirmed} error="" onChange={(v) => set('creditCodeConfirmed', v)} />
      )}
      <fieldset>
        <legend>{t('organisations.fapiao')}</legend>
        {text('fapiaoTitle')}
        <SelectField
          id="organisation-fapiaoType"
          label={t('organisations.fields.fapiaoType')}
          placeholder=""
          value={values.fapiaoType}
          error={errorOf('fapiaoType')}
          options={(['general', 'special'] as const).map((v) => ({ value: v, label: t(`organisations.fapiaoTypes.${v}`) }))}
          onChange={(v) => set('fapiaoType', v as Values['fapiaoType'])}
        />
        {text('fapiaoEmail')}
        {text('fapiaoAddressPhone')}
        {text('fapiaoBankAccount')}
      </fieldset>
      <CheckField id="organisation-requirePoNumber" label={t('organisations.fields.requirePoNumber')} checked={values.requirePoNumber} error="" onChange={(v) => set('requirePoNumber', v)} />
      <fieldset data-testid="organisation-addresses">
        <legend>{t('organisations.addresses')}</legend>
        {values.addresses.map((a, i) => (
          <div key={i} className="admin-side-by-side">
            {(['label', 'recipient', 'phone', 'region', 'street', 'postcode'] as const).map((f) => (
              <TextField key={f} id={`organisation-address-${i}-${f}`} label={t(`organisations.address.${f}`)} value={a[f] ?? ''} error={all[`addresses.${i}.${f}`] ?? (f === 'recipient' ? (all[`addresses`] ?? '') : '')} onChange={(v) => setAddress(i, { [f]: v })} />
            ))}
            <RowButton onClick={() => set('addresses', values.addresses.filter((_, j) => j !== i))}>{t('organisations.removeAddress')}</RowButton>
          </div>
        ))}
        {values.addresses.length < 10 && <RowButton onClick={() => set('addresses', [...values.addresses, BLANK_ADDRESS])}>{t('organisations.addAddress')}</RowButton>}
      </fieldset>
      <FormFooter save={t('organisations.save')} saveTestId="organisation-save" busy={form.busy} status={form.status} />
    </form>
  );
}
