import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { PriceText } from '../../components/PriceText.tsx';
import type { SearchResult } from '../../contracts/search.ts';
import type { SearchTab } from './search-params.ts';

/** Result rows: title (catalog number for products), name, category (treeName), date and price. */
export function SearchResults({ tab, list }: { tab: SearchTab; list: SearchResult[] }) {
  const { t } = useTranslation();
  return (
    // Scrolls sideways inside its own box on a phone rather than widening the page; focusable for keyboards.
    <div className="table-scroll" role="region" aria-label={t('content:search.tabs')} tabIndex={0}>
      <table className="search-results data-table stack-on-phone" data-testid="search-results">
        <thead>
          <tr>
            <th scope="col">{t(tab === 'product' ? 'content:search.col.catalogNumber' : 'content:search.col.title')}</th>
            <th scope="col">{t('content:search.col.name')}</th>
            <th scope="col">{t('content:search.col.category')}</th>
            <th scope="col">{t('content:search.col.date')}</th>
            {tab === 'product' ? <th scope="col">{t('content:search.col.price')}</th> : null}
          </tr>
        </thead>
        <tbody>
          {list.map((r) => (
            <tr key={r.id}>
              <td className={tab === 'product' ? 'catalog-number' : undefined}>
                <Link href={r.url}>{r.title}</Link>
              </td>
              <td>{r.name}</td>
              <td data-label={t('content:search.col.category')}>{tab === 'content' ? t(`content:search.kind.${r.treeName}`, { defaultValue: r.treeName }) : r.treeName}</td>
              <td data-label={t('content:search.col.date')}>{r.createTime ? <time dateTime={r.createTime}>{r.createTime}</time> : null}</td>
              {tab === 'product' ? (
                <td data-label={t('content:search.col.price')}>
                  <PriceText price={r.price} />
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
