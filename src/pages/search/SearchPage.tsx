import './search.css';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useRouteData } from '../../site/site-context.tsx';
import { Pager } from '../../components/Pager.tsx';
import type { SearchData } from './search.loader.ts';
import { SEARCH_TABS, searchHref } from './search-params.ts';
import { SearchFilters } from './SearchFilters.tsx';
import { SearchResults } from './SearchResults.tsx';
import { SortLinks } from '../../components/SortLinks.tsx';
import { searchSorts } from '../../contracts/product-sorts.ts';

/** /search?keywords=: tabs Product Information, Service and Content with their counts; filters on products. */
export default function SearchPage() {
  const { t } = useTranslation();
  // No keyword or nothing found never gets here: the loader redirects to /search-not-found (search.loader.ts).
  const { params, counts, results, tags } = useRouteData<SearchData>();
  return (
    <div className="search-page">
      <h1>{t('content:search.heading', { keywords: params.keywords })}</h1>
      <div role="tablist" className="tabs" aria-label={t('content:search.tabs')}>
        {SEARCH_TABS.map((tab) => (
          <Link
            key={tab}
            href={searchHref({ ...params, tab, page: 1 })}
            role="tab"
            id={`search-tab-${tab}`}
            aria-selected={params.tab === tab}
            aria-controls="search-panel"
            data-testid={`search-tab-${tab}`}
          >
            {t(`content:search.tab.${tab}`)} <span className="count">({counts[tab]})</span>
          </Link>
        ))}
      </div>
      <div className="search-body">
        {params.tab === 'product' ? <SearchFilters params={params} tags={tags} /> : null}
        <section role="tabpanel" id="search-panel" aria-labelledby={`search-tab-${params.tab}`}>
          {params.tab === 'product' && results.list.length ? <SortLinks sorts={searchSorts} current={params.sort} /> : null}
          {results.list.length ? <SearchResults tab={params.tab} list={results.list} /> : <p>{t('content:search.noneInTab')}</p>}
          <Pager page={results.page} size={results.size} total={results.total} />
        </section>
      </div>
    </div>
  );
}
