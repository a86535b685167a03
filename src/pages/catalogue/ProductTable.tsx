import { useTranslation } from 'react-i18next';
import { ProductList } from '../../components/ProductList.tsx';
import type { ProductRow } from '../../contracts/catalogue.ts';

/**
 * A catalogue list's products (components/ProductList.tsx): picture, number, name, citations, sizes with their
 * price range and stock; grouped under their category's name in catalogue order.
 */
export function ProductTable({ products, detailPath = '/product-detail', grouped = true }: { products: ProductRow[]; detailPath?: string; grouped?: boolean }) {
  const { t } = useTranslation();
  if (!products.length) return <p>{t('catalogue:list.empty')}</p>;
  const entries = products.map((p) => ({ ...p, url: `${detailPath}?catalogNumber=${encodeURIComponent(p.catalogNumber)}` }));
  return <ProductList products={entries} groupByCategory={grouped} testId="product-table" />;
}
