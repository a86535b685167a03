import { useTranslation } from 'react-i18next';

interface Props {
  /** Entries before the phone, as [label, value] (e.g. the contact person). */
  lead?: [label: string, value: string][];
  phone: string;
  email: string;
  address?: string;
  hours?: string;
}

/** A contact's details as a definition list: phone and e-mail as links a phone or mail client opens. */
export function ContactDetails({ lead = [], phone, email, address, hours }: Props) {
  const { t } = useTranslation();
  return (
    <dl>
      {lead.map(([label, value]) => [<dt key={`${label}-t`}>{label}</dt>, <dd key={`${label}-d`}>{value}</dd>])}
      <dt>{t('content:contact.phone')}</dt>
      <dd>{phone ? <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a> : null}</dd>
      <dt>{t('content:contact.email')}</dt>
      <dd>{email ? <a href={`mailto:${email}`}>{email}</a> : null}</dd>
      {address ? [<dt key="address-t">{t('content:contact.address')}</dt>, <dd key="address-d">{address}</dd>] : null}
      {hours ? [<dt key="hours-t">{t('content:about.hours')}</dt>, <dd key="hours-d">{hours}</dd>] : null}
    </dl>
  );
}
