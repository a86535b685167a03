import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { ProductList } from '../../components/ProductList.tsx';
import type { SearchResult } from '../../contracts/search.ts';
import type { SearchTab } from './search-params.ts';

/**
 * Result rows. Products as the catalogue lists them (picture, sizes with their price range, stock, citations; no
 * date, which helps no buyer); services and content as title, name, kind and date.
 */
export function SearchResults({ tab, list }: { tab: SearchTab; list: SearchResult[] }) {
  const { t } = useTranslation();
  if (tab === 'product') {
    const products = list.flatMap((r) => (r.product ? [{ ...r.product, id: r.id, catalogNumber: r.title, name: r.name, treeName: r.treeName, url: r.url }] : []));
    return <ProductList products={products} groupByCategory={false} testId="search-results" />;
  }
  return (
    // Scrolls sideways inside its own box on a phone rather than widening the page; focusable for keyboards.
    <div className="table-scroll" role="region" aria-label={t('content:search.tabs')} tabIndex={0}>
      <table className="search-results data-table stack-on-phone" data-testid="search-results">
        <thead>
          <tr>
            <th scope="col">{t('content:search.col.title')}</th>
            <th scope="col">{t('content:search.col.name')}</th>
            <th scope="col">{t('content:search.col.category')}</th>
            <th scope="col">{t('content:search.col.date')}</th>
          </tr>
        </thead>
        <tbody>
          {list.map((r) => (
            <tr key={r.id}>
              <td>
                <Link href={r.url}>{r.title}</Link>
              </td>
              <td>{r.name}</td>
              <td data-label={t('content:search.col.category')}>{tab === 'content' ? t(`content:search.kind.${r.treeName}`, { defaultValue: r.treeName }) : r.treeName}</td>
              <td data-label={t('content:search.col.date')}>{r.createTime ? <time dateTime={r.createTime}>{r.createTime}</time> : null}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
