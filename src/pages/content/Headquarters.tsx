import { useTranslation } from 'react-i18next';
import { useSite } from '../../site/site-context.tsx';
import { ContactDetails } from './ContactDetails.tsx';

/** Headquarters contacts from the site configuration (company, address, phone, e-mail, hours). */
export function Headquarters() {
  const { t } = useTranslation();
  const { config } = useSite().shell;
  return (
    <section aria-labelledby="hq-heading" className="headquarters" data-testid="headquarters">
      <h2 id="hq-heading">{t('content:about.headquarters')}</h2>
      <p>{config.company_name}</p>
      <ContactDetails phone={config.phone ?? ''} email={config.mail ?? ''} address={config.address} hours={config.hours} />
    </section>
  );
}
