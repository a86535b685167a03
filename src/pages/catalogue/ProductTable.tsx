import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { DataTable, type Column } from '../../components/DataTable.tsx';
import { PriceText } from '../../components/PriceText.tsx';
import type { ProductRow } from '../../contracts/catalogue.ts';

/** Products as a table: catalog number, name, category and the price of the first size. */
export function ProductTable({ products, detailPath = '/product-detail' }: { products: ProductRow[]; detailPath?: string }) {
  const { t } = useTranslation();
  if (!products.length) return <p>{t('catalogue:list.empty')}</p>;
  const columns: Column<ProductRow>[] = [
    { head: t('catalogue:list.catalogNumber'), td: { className: 'catalog-number' }, cell: (p) => p.catalogNumber },
    {
      head: t('catalogue:list.name'),
      cell: (p) => (
        <>
          <Link href={`${detailPath}?catalogNumber=${encodeURIComponent(p.catalogNumber)}`}>{p.name}</Link>
          {p.citationCount > 0 ? (
            <small className="cited" data-testid="cited">
              {t('catalogue:list.cited', { count: p.citationCount })}
            </small>
          ) : null}
        </>
      ),
    },
    { head: t('catalogue:list.category'), labelled: true, cell: (p) => p.treeName },
    { head: t('catalogue:list.price'), labelled: true, cell: (p) => (p.sizes[0] ? <PriceText price={p.sizes[0].price} /> : t('common:price.inquiry')) },
  ];
  return <DataTable region={t('catalogue:list.products')} className="product-table data-table stack-on-phone" testId="product-table" columns={columns} rows={products} rowKey={(p) => p.id} />;
}
