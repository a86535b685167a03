import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { PriceText } from '../../components/PriceText.tsx';
import type { ProductRow } from '../../contracts/catalogue.ts';

/** Products as a table: catalog number, name, category and the price of the first size. */
export function ProductTable({ products, detailPath = '/product-detail' }: { products: ProductRow[]; detailPath?: string }) {
  const { t } = useTranslation();
  if (!products.length) return <p>{t('catalogue:list.empty')}</p>;
  return (
    // Focusable so a keyboard can scroll it sideways on a phone (WCAG 2.1.1; axe scrollable-region-focusable).
    <div className="table-scroll" role="region" aria-label={t('catalogue:list.products')} tabIndex={0}>
      <table className="product-table data-table stack-on-phone" data-testid="product-table">
        <thead>
          <tr>
            <th scope="col">{t('catalogue:list.catalogNumber')}</th>
            <th scope="col">{t('catalogue:list.name')}</th>
            <th scope="col">{t('catalogue:list.category')}</th>
            <th scope="col">{t('catalogue:list.price')}</th>
          </tr>
        </thead>
        <tbody>
          {products.map((p) => (
            <tr key={p.id}>
              <td className="catalog-number">{p.catalogNumber}</td>
              <td>
                <Link href={`${detailPath}?catalogNumber=${encodeURIComponent(p.catalogNumber)}`}>{p.name}</Link>
                {p.citationCount > 0 ? (
                  <small className="cited" data-testid="cited">
                    {t('catalogue:list.cited', { count: p.citationCount })}
                  </small>
                ) : null}
              </td>
              <td data-label={t('catalogue:list.category')}>{p.treeName}</td>
              <td data-label={t('catalogue:list.price')}>{p.sizes[0] ? <PriceText price={p.sizes[0].price} /> : t('common:price.inquiry')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
