import { useTranslation } from 'react-i18next';
import { useSite } from '../../app/site-context.tsx';

/** Headquarters contacts from the site configuration (company, address, phone, e-mail, hours). */
export function Headquarters() {
  const { t } = useTranslation();
  const { config } = useSite().shell;
  return (
    <section aria-labelledby="hq-heading" className="headquarters" data-testid="headquarters">
      <h2 id="hq-heading">{t('content:about.headquarters')}</h2>
      <p>{config.company_name}</p>
      <dl>
        <dt>{t('content:contact.address')}</dt>
        <dd>{config.address}</dd>
        <dt>{t('content:contact.phone')}</dt>
        <dd>{config.phone}</dd>
        <dt>{t('content:contact.email')}</dt>
        <dd>{config.mail ? <a href={`mailto:${config.mail}`}>{config.mail}</a> : null}</dd>
        <dt>{t('content:about.hours')}</dt>
        <dd>{config.hours}</dd>
      </dl>
    </section>
  );
}
