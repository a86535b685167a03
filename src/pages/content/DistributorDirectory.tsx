import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { useSite } from '../../site/site-context.tsx';
import type { ContactData } from './content.loaders.ts';
import { ContactDetails } from './ContactDetails.tsx';
import { distributorMatches, mapSearchUrl } from './distributor-map.ts';
import { personNameFor } from './person-name.ts';

/** Cards shown before "Show all": two rows of four on a desk screen, so the page stays short enough to scan. */
const FIRST_CARDS = 8;

/**
 * Authorised distributors as a directory of cards: the region filter (a new address, so a filtered list can be
 * shared), a search over the shown cards, and each card's contact with a map link for its address.
 */
export function DistributorDirectory({ areaId, areas, distributors }: Omit<ContactData, 'authorized'>) {
  const { t } = useTranslation();
  const { lang } = useSite();
  const [, navigate] = useLocation();
  const [text, setText] = useState('');
  const [all, setAll] = useState(false);
  const matching = distributors.filter((d) => distributorMatches(text, [d.name, personNameFor(lang, d.contact), d.area.name, d.address]));
  const shown = all ? matching : matching.slice(0, FIRST_CARDS);
  return (
    <>
      <div className="directory-filters" role="search">
        <label htmlFor="area-filter">
          {t('content:contact.province')}
          <select id="area-filter" data-testid="area-filter" value={areaId ?? ''} onChange={(e) => navigate(`/contact?type=authorized${e.target.value ? `&areaId=${e.target.value}` : ''}`)}>
            <option value="">{t('content:contact.allProvinces')}</option>
            {areas.map((a) => (
              <option key={a.id} value={a.id}>
                {a.name}
              </option>
            ))}
          </select>
        </label>
        <label htmlFor="distributor-search">
          {t('content:contact.search')}
          <input id="distributor-search" type="search" value={text} onChange={(e) => setText(e.target.value)} placeholder={t('content:contact.searchPlaceholder')} data-testid="distributor-search" />
        </label>
      </div>
      <p role="status" data-testid="distributor-count">
        {matching.length === 0 ? t('content:contact.none') : t('content:contact.count', { count: matching.length })}
      </p>
      <ul className="card-grid distributors" data-testid="distributors">
        {shown.map((d) => (
          <li key={d.id} className="card" data-testid="distributor-card">
            <h2 className="card-title">{d.name}</h2>
            <p className="card-meta">{d.area.name}</p>
            <ContactDetails lead={[[t('content:contact.contactPerson'), personNameFor(lang, d.contact)]]} phone={d.phone} email={d.email} address={d.address} />
            {d.address ? (
              <a href={mapSearchUrl(lang, d.address)} rel="noopener noreferrer" target="_blank" data-testid="distributor-map">
                {t('content:contact.map')}
              </a>
            ) : null}
          </li>
        ))}
      </ul>
      {shown.length < matching.length && (
        <p>
          <button type="button" className="secondary" data-testid="distributors-all" onClick={() => setAll(true)}>
            {t('content:contact.showAll', { count: matching.length })}
          </button>
        </p>
      )}
    </>
  );
}
