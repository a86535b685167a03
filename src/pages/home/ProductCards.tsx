import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { ProductRow } from '../../contracts/catalogue.ts';
import { PriceText } from '../../components/PriceText.tsx';

/** A grid of product cards: catalog number, name, category and the price of the first size. */
export function ProductCards({ products, testId }: { products: ProductRow[]; testId: string }) {
  const { t } = useTranslation();
  return (
    <ul className="product-cards" data-testid={testId}>
      {products.map((p) => (
        <li key={p.id}>
          <Link href={`/product-detail?catalogNumber=${encodeURIComponent(p.catalogNumber)}`}>
            <span className="card-cat">{p.catalogNumber}</span>
            <span className="card-name">{p.name}</span>
          </Link>
          <span className="card-meta">
            {p.treeName} · {p.sizes[0] ? <PriceText price={p.sizes[0].price} /> : t('common:price.inquiry')}
          </span>
        </li>
      ))}
    </ul>
  );
}
