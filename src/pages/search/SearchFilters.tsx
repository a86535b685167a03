import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { SearchTags } from '../../contracts/search.ts';
import { FILTER_KEYS, searchHref, withFilter, type FilterKey, type SearchParams } from './search-params.ts';

const TAG_OF: Record<FilterKey, keyof SearchTags> = {
  categoryId: 'category',
  proteinTag: 'proteinTag',
  species: 'species',
  target: 'target',
  coupling: 'coupling',
};

/**
 * The filter menu: one select per facet; the choices combine and live in the URL. On a phone the menu is
 * folded behind a button naming how many filters are on, so the results come first.
 */
export function SearchFilters({ params, tags }: { params: SearchParams; tags: SearchTags }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const [unfolded, setUnfolded] = useState(false);
  const active = FILTER_KEYS.filter((key) => params.filters[key]).length;
  return (
    <div className={`search-filters-box${unfolded ? ' unfolded' : ''}`}>
      <button type="button" className="search-filters-fold" aria-expanded={unfolded} aria-controls="search-filters" onClick={() => setUnfolded((v) => !v)}>
        {t('content:search.filters')}
        <span>
          {active ? <span className="badge">{active}</span> : null}
          <span className="chevron" aria-hidden="true" />
        </span>
      </button>
      <form id="search-filters" className="search-filters" aria-label={t('content:search.filters')} data-testid="search-filters" onSubmit={(e) => e.preventDefault()}>
        {FILTER_KEYS.map((key) => {
          const options = tags[TAG_OF[key]];
          const id = `filter-${key}`;
          return (
            <div key={key}>
              <label htmlFor={id}>{t(`content:search.filter.${key}`)}</label>
              <select id={id} name={key} value={params.filters[key] ?? ''} onChange={(e) => navigate(searchHref(withFilter(params, key, e.target.value)))}>
                <option value="">{t('content:search.any')}</option>
                {options.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label} ({o.count})
                  </option>
                ))}
              </select>
            </div>
          );
        })}
      </form>
    </div>
  );
}
