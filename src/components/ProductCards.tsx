import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { ProductRow } from '../contracts/catalogue.ts';
import { PriceText } from './PriceText.tsx';
import { ProductPictureImg } from './ProductPictureImg.tsx';

/** What a card needs: a related product has only its number and name; a list row adds category and sizes. */
export type CardProduct = Pick<ProductRow, 'id' | 'catalogNumber' | 'name' | 'picture'> & Partial<Pick<ProductRow, 'treeName' | 'sizes'>>;

/**
 * A grid of product cards: picture (lazy: the cards sit below the fold), catalog number, name and, when known, category and the price of the first size
 * (home page lists, a product's Related tab). `detailPath` is the product page of the card's section.
 */
export function ProductCards({ products, testId, detailPath = '/product-detail' }: { products: CardProduct[]; testId: string; detailPath?: string }) {
  const { t } = useTranslation();
  return (
    <ul className="product-cards" data-testid={testId}>
      {products.map((p) => (
        <li key={p.id}>
          <Link href={`${detailPath}?catalogNumber=${encodeURIComponent(p.catalogNumber)}`}>
            <ProductPictureImg picture={p.picture} name={p.name} className="card-picture" />
            <span className="card-cat">{p.catalogNumber}</span>
            <span className="card-name">{p.name}</span>
          </Link>
          {p.sizes ? (
            <span className="card-meta">
              {p.treeName} · {p.sizes[0] ? <PriceText price={p.sizes[0].price} /> : t('common:price.inquiry')}
            </span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
