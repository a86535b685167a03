import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { customerEraseSchema, type CustomerDetail } from '../../contracts/admin/customers.ts';
import { adminCustomerDisable, adminCustomerEnable, adminCustomerErase, adminCustomerExport } from '../../contracts/endpoints/customers-admin.ts';
import { TextField } from '../../forms/TextField.tsx';
import { fieldErrors } from '../../forms/form-store.ts';
import { useAdmin } from '../admin-context.ts';
import { downloadFile } from '../download-file.ts';
import { FormFooter, Notice, useAdminForm, useNotice } from '../kit/index.ts';

/**
 * What staff may do with a customer's account: disable or enable their login, export their personal data (a JSON
 * file), and erase it, after typing their e-mail again. An erased customer has nothing left to do but export.
 */
export function CustomerActions({ customer, onChanged }: { customer: CustomerDetail; onChanged: (next: CustomerDetail) => void }) {
  const { t } = useTranslation();
  const { api, session, lang } = useAdmin();
  const notice = useNotice();
  const [erasing, setErasing] = useState(false);
  const form = useAdminForm({ confirmEmail: '' });
  const problems = fieldErrors(customerEraseSchema, form.values);
  const params = { params: { id: customer.id } };

  const toggle = () =>
    customer.disabledAt
      ? notice.attempt(async () => onChanged(await api.call(adminCustomerEnable, params)), t('customers.enabled'))
      : notice.attempt(async () => onChanged(await api.call(adminCustomerDisable, params)), t('customers.disabled'));
  const exportData = async () => (await downloadFile(adminCustomerExport, params, session.token, lang)) || notice.setStatus({ text: t('customers.exportFailed'), error: true });
  const erase = form.submit(problems, async () => {
    onChanged(await api.call(adminCustomerErase, { ...params, body: form.values }));
    setErasing(false);
    notice.done(t('customers.erased'));
  });

  return (
    <section className="admin-card" aria-labelledby="customer-actions-title">
      <h2 id="customer-actions-title">{t('customers.actions')}</h2>
      <div className="admin-actions">
        {!customer.erasedAt && (
          <button type="button" className="secondary" data-testid="customer-toggle" onClick={() => void toggle()}>
            {t(customer.disabledAt ? 'customers.enable' : 'customers.disable')}
          </button>
        )}
        <button type="button" className="secondary outline" data-testid="customer-export" onClick={() => void exportData()}>
          {t('customers.export')}
        </button>
        {!customer.erasedAt && !erasing && (
          <button type="button" className="secondary outline" data-testid="customer-erase" onClick={() => setErasing(true)}>
            {t('customers.erase')}
          </button>
        )}
      </div>
      <Notice status={notice.status} testId="customer-notice" />
      {erasing && !customer.erasedAt && (
        <form onSubmit={erase} noValidate aria-labelledby="customer-erase-title" data-testid="customer-erase-form">
          <h3 id="customer-erase-title">{t('customers.eraseTitle')}</h3>
          <p>{t('customers.eraseWarning')}</p>
          <TextField {...form.bind(problems)('confirmEmail', 'customer-confirm-email')} label={t('customers.confirmEmail')} type="email" autoComplete="off" />
          <FormFooter save={t('customers.eraseConfirm')} saveTestId="customer-erase-confirm" busy={form.busy} status={form.status} cancel={{ label: t('customers.cancel'), onClick: () => setErasing(false) }} />
        </form>
      )}
    </section>
  );
}
