import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { useRouteData, useSite } from '../../site/site-context.tsx';
import type { ContactData } from './content.loaders.ts';
import { Headquarters } from './Headquarters.tsx';
import { ContactDetails } from './ContactDetails.tsx';
import { personNameFor } from './person-name.ts';

/** /contact: headquarters; /contact?type=authorized: authorised distributors, filterable by province. */
export default function ContactPage() {
  const { t } = useTranslation();
  const { lang } = useSite();
  const [, navigate] = useLocation();
  const { authorized, areaId, areas, distributors } = useRouteData<ContactData>();
  return (
    <div className="contact">
      <h1>{t(authorized ? 'content:contact.distributors' : 'content:contact.heading')}</h1>
      {authorized ? (
        <>
          <label htmlFor="area-filter">{t('content:contact.province')}</label>
          <select
            id="area-filter"
            data-testid="area-filter"
            value={areaId ?? ''}
            onChange={(e) => navigate(`/contact?type=authorized${e.target.value ? `&areaId=${e.target.value}` : ''}`)}
          >
            <option value="">{t('content:contact.allProvinces')}</option>
            {areas.map((a) => (
              <option key={a.id} value={a.id}>
                {a.name}
              </option>
            ))}
          </select>
          {distributors.length === 0 ? <p>{t('content:contact.none')}</p> : null}
          <ul className="distributors" data-testid="distributors">
            {distributors.map((d) => (
              <li key={d.id}>
                <h2>{d.name}</h2>
                <p>{d.area.name}</p>
                <ContactDetails lead={[[t('content:contact.contactPerson'), personNameFor(lang, d.contact)]]} phone={d.phone} email={d.email} address={d.address} />
              </li>
            ))}
          </ul>
        </>
      ) : (
        <Headquarters />
      )}
    </div>
  );
}
