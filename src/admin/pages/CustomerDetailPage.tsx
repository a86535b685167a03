import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'wouter';
import type { CustomerDetail } from '../../contracts/admin/customers.ts';
import { adminCustomerGet } from '../../contracts/endpoints/customers-admin.ts';
import { AdminTable, DetailSection, useAdminCall } from '../kit/index.ts';
import { CustomerActions } from './CustomerActions.tsx';
import { customerName, customerState } from './customer-name.ts';
import { leadPath } from './lead-format.ts';
import { useAdminTime } from '../kit/admin-time.ts';

/** One customer for the staff: the account, its state and actions, their organisation, then their orders, quotes, leads and addresses. */
export function CustomerDetailPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams<{ id: string }>();
  const { data: customer, setData, error } = useAdminCall(adminCustomerGet, { params: { id } });

  return (
    <DetailSection back={{ href: '/customers', label: t('customers.back') }} error={error}>
      {customer && (
        <>
          <h1 data-testid="customer-name">{customerName(customer, t) || customer.email}</h1>
          <p>
            <span className="lead-badge" data-testid="customer-state" data-state={customerState(customer)}>
              {t(`customers.state.${customerState(customer)}`)}
            </span>
          </p>
          <CustomerAccount customer={customer} />
          <CustomerOrganisation customer={customer} />
          <CustomerActions customer={customer} onChanged={setData} />
          <CustomerRecords customer={customer} />
        </>
      )}
    </DetailSection>
  );
}

function CustomerAccount({ customer: c }: { customer: CustomerDetail }) {
  const { t } = useTranslation();
  const time = useAdminTime().dateTime;
  const fields: [string, string][] = [
    ['email', c.erasedAt ? '–' : c.email],
    ['phone', c.phone ?? '–'],
    ['phoneVerified', t(c.phoneVerified ? 'customers.yes' : 'customers.no')],
    ['company', c.company || '–'],
    ['department', c.department || '–'],
    ['area', c.areaName ?? '–'],
    ['industry', c.industryName ?? '–'],
    ['createdAt', time(c.createdAt)],
    ...(c.disabledAt ? [['disabledAt', time(c.disabledAt)] as [string, string]] : []),
    ...(c.erasedAt ? [['erasedAt', time(c.erasedAt)] as [string, string]] : []),
  ];
  return (
    <section className="admin-card" aria-labelledby="customer-account-title">
      <h2 id="customer-account-title">{t('customers.account')}</h2>
      <dl className="lead-fields" data-testid="customer-account">
        {fields.map(([k, v]) => (
          <div key={k}>
            <dt>{t(`customers.fields.${k}`)}</dt>
            <dd>{v}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The organisation account they belong to (linked to its page), their role and limit per order; or that there is none. */
function CustomerOrganisation({ customer: { organisation: o } }: { customer: CustomerDetail }) {
  const { t } = useTranslation();
  const time = useAdminTime().dateTime;
  return (
    <section className="admin-card" aria-labelledby="customer-organisation-title">
      <h2 id="customer-organisation-title">{t('customers.organisation')}</h2>
      {o ? (
        <dl className="lead-fields" data-testid="customer-organisation">
          {(
            [
              ['name', <Link href={`/organisations/${o.id}`}>{o.name}</Link>],
              ['role', t(`organisations.roles.${o.role}`)],
              ['limitCny', o.limitCny === null ? t('customers.noLimit') : `¥${o.limitCny.toFixed(2)}`],
              ['memberSince', time(o.memberSince)],
            ] as const
          ).map(([k, v]) => (
            <div key={k}>
              <dt>{t(`customers.organisationFields.${k}`)}</dt>
              <dd>{v}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p data-testid="customer-organisation">{t('customers.noOrganisation')}</p>
      )}
    </section>
  );
}

/** The customer's orders, quotes, leads and address book, each linking to its own page where there is one. */
function CustomerRecords({ customer: c }: { customer: CustomerDetail }) {
  const { t } = useTranslation();
  const time = useAdminTime().dateTime;
  const card = (key: string, body: React.ReactNode) => (
    <section className="admin-card" aria-labelledby={`customer-${key}-title`}>
      <h2 id={`customer-${key}-title`}>{t(`customers.${key}`)}</h2>
      {body}
    </section>
  );
  const none = (key: string) => <p>{t(key)}</p>;
  return (
    <>
      {card(
        'orders',
        <AdminTable
          testId="customer-orders"
          rows={c.orders}
          rowKey={(o) => o.id}
          rowAttrs={(o) => ({ 'data-order': o.orderNumber })}
          empty={none('customers.noOrders')}
          columns={[
            { label: t('orders.columns.number'), rowHeader: true, cell: (o) => <Link href={`/orders/${o.id}`}>{o.orderNumber}</Link> },
            { label: t('orders.columns.createdAt'), cell: (o) => <time dateTime={o.createdAt}>{time(o.createdAt)}</time> },
            { label: t('orders.columns.status'), cell: (o) => t(`orders.status.${o.status}`) },
            { label: t('orders.columns.total'), cell: (o) => o.totalText },
          ]}
        />,
      )}
      {card(
        'quotes',
        <AdminTable
          testId="customer-quotes"
          rows={c.quotes}
          rowKey={(q) => q.id}
          rowAttrs={(q) => ({ 'data-quote': q.quoteNumber })}
          empty={none('customers.noQuotes')}
          columns={[
            { label: t('quotes.columns.number'), rowHeader: true, cell: (q) => q.quoteNumber },
            { label: t('quotes.columns.validUntil'), cell: (q) => q.validUntil },
            { label: t('quotes.columns.status'), cell: (q) => t(`quotes.status.${q.status}`) },
            { label: t('quotes.columns.total'), cell: (q) => `¥${q.total}` },
          ]}
        />,
      )}
      {card(
        'leads',
        <>
          {c.leadsTotal > c.leads.length && (
            <p role="note" data-testid="customer-leads-capped">
              {t('customers.leadsCapped', { shown: c.leads.length, total: c.leadsTotal })}
            </p>
          )}
          <AdminTable
            testId="customer-leads"
            rows={c.leads}
            rowKey={(l) => `${l.kind}:${l.id}`}
            rowAttrs={(l) => ({ 'data-lead': `${l.kind}:${l.id}` })}
            empty={none('customers.noLeads')}
            columns={[
              { label: t('leads.kind'), rowHeader: true, cell: (l) => <Link href={leadPath(l)}>{t(`leads.kinds.${l.kind}`)}</Link> },
              { label: t('leads.arrived'), cell: (l) => <time dateTime={l.createdAt}>{time(l.createdAt)}</time> },
              { label: t('leads.topic'), cell: (l) => l.topic },
              { label: t('leads.status'), cell: (l) => t(`leads.statuses.${l.status}`) },
            ]}
          />
        </>,
      )}
      {card(
        'addresses',
        <AdminTable
          testId="customer-addresses"
          rows={c.addresses}
          rowKey={(a) => a.id}
          empty={none('customers.noAddresses')}
          columns={[
            { label: t('orders.details.shipTo'), rowHeader: true, cell: (a) => a.recipient },
            { label: t('customers.fields.phone'), cell: (a) => a.phone },
            { label: t('customers.fields.company'), cell: (a) => a.company || '–' },
            { label: t('customers.fields.area'), cell: (a) => `${a.region} ${a.street} ${a.postcode}`.trim() },
          ]}
        />,
      )}
    </>
  );
}
