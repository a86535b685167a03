import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client.ts';
import { myOrganisation, organisationOrderApprove, organisationOrderList, organisationOrderRefuse } from '../../contracts/endpoints/organisation.ts';
import type { OrganisationOrder } from '../../contracts/organisation.ts';
import { INQUIRY } from '../../contracts/price.ts';
import { useSite } from '../../site/site-context.tsx';
import { OrganisationMembers } from './OrganisationMembers.tsx';
import { useOwn } from '../../site/use-own.ts';

/**
 * The personal centre's section for a member of an organisation: its orders as their role allows (a buyer their own,
 * an approver or admin every member's), the approver's note of each decision, and for an approver the orders waiting
 * for them with Approve and Refuse (a refusal needs a note the buyer reads). Nothing for other customers.
 */
export function OrganisationOrders() {
  const { t, i18n } = useTranslation();
  const membership = useOwn(myOrganisation).data;
  const { data: orders, reload } = useOwn(organisationOrderList);
  if (!membership || membership === 'guest' || membership === 'failed') return null;
  const zh = i18n.language === 'zh';
  const price = (p: string) => (p === INQUIRY ? t('common:price.inquiry') : p);
  return (
    <section className="organisation-orders" data-testid="organisation-orders" aria-labelledby="organisation-orders-title">
      <h2 id="organisation-orders-title">{t('organisation:title', { name: zh ? membership.nameZh : membership.nameEn })}</h2>
      <p>
        {t('organisation:intro', { role: t(`organisation:roles.${membership.role}`) })}{' '}
        {membership.limitCny !== null ? t('organisation:limit', { limit: `¥${membership.limitCny.toFixed(2)}` }) : null}
      </p>
      {Array.isArray(orders) && orders.length === 0 ? <p>{t('organisation:empty')}</p> : null}
      {Array.isArray(orders) && orders.length > 0 ? (
        <table>
          <thead>
            <tr>
              {(['number', 'buyer', 'date', 'total', 'poNumber', 'status', 'note', 'decide'] as const).map((c) => (
                <th key={c} scope="col">
                  {t(`organisation:columns.${c}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {orders.map((o) => (
              <tr key={o.id} data-testid="organisation-order" data-status={o.status}>
                <th scope="row">{o.orderNumber}</th>
                <td>{o.buyer.name}</td>
                <td>
                  <time dateTime={o.createdAt}>{new Date(o.createdAt).toLocaleDateString(zh ? 'zh-CN' : 'en-GB')}</time>
                </td>
                <td>{price(o.totalText)}</td>
                <td>{o.poNumber || '–'}</td>
                <td>{t(`account:orders.status.${o.status}`)}</td>
                <td data-testid="organisation-order-note">{o.decisionNote || '–'}</td>
                <td>{o.mayDecide ? <Decision order={o} onDone={reload} /> : '–'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {membership.role === 'admin' ? <OrganisationMembers /> : null}
    </section>
  );
}

function Decision({ order, onDone }: { order: OrganisationOrder; onDone: () => void }) {
  const { t } = useTranslation();
  const { api } = useSite();
  const [note, setNote] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const id = `decision-${order.id}`;
  const decide = async (approve: boolean) => {
    setBusy(true);
    setError('');
    try {
      await api.call(approve ? organisationOrderApprove : organisationOrderRefuse, { params: { id: order.id }, body: { note } });
      onDone();
    } catch (err) {
      setError(err instanceof ApiError ? (err.fields[0]?.message ?? err.message) : t('organisation:failed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div>
      <label htmlFor={`${id}-note`}>{t('organisation:note')}</label>
      <input id={`${id}-note`} value={note} onChange={(e) => setNote(e.target.value)} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} />
      {error ? (
        <small id={`${id}-error`} role="alert">
          {error}
        </small>
      ) : null}
      <button type="button" disabled={busy} onClick={() => void decide(true)} data-testid="organisation-approve">
        {t('organisation:approve')}
      </button>{' '}
      <button type="button" className="secondary" disabled={busy} onClick={() => void decide(false)} data-testid="organisation-refuse">
        {t('organisation:refuse')}
      </button>
    </div>
  );
}
