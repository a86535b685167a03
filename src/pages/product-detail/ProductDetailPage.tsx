import '../catalogue/catalogue.css';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useRouteData } from '../../site/site-context.tsx';
import type { ProductDetailData } from './product-detail.loader.ts';
import { PriceText } from '../../components/PriceText.tsx';
import { ProductActions } from './ProductActions.tsx';
import { ProductGallery } from './ProductGallery.tsx';
import { ProductSpecSection } from './ProductSpecSection.tsx';
import { ProductTabs } from './ProductTabs.tsx';
import { StockText } from './StockText.tsx';

/** Product detail (also /new-product-detail): sizes with prices, order buttons and the tabs. */
export default function ProductDetailPage() {
  const { t } = useTranslation();
  const { product, isNewRoute } = useRouteData<ProductDetailData>();
  const listPath = isNewRoute ? '/new-products' : '/products';
  return (
    <article className="product-detail">
      <nav aria-label={t('catalogue:detail.path')} className="breadcrumb">
        <ul>
          <li>
            <Link href={listPath}>{t(isNewRoute ? 'catalogue:list.newProducts' : 'common:nav.products')}</Link>
          </li>
          {/* The path starts at the tree's root (Products), already linked above. */}
          {product.breadcrumb.slice(1).map((b) => (
            <li key={b.id}>
              <Link href={`/product-list?id=${b.id}`}>{b.name}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <h1 data-testid="product-name">{product.name}</h1>
      <p className="catalog-number">
        {t('pages:productDetail.catalogNumber')}: <strong>{product.catalogNumber}</strong>
        {' · '}
        <Link href={`/coa?catalogNumber=${encodeURIComponent(product.catalogNumber)}`} data-testid="coa-link">
          {t('pages:productDetail.coaLink')}
        </Link>
      </p>
      <ProductGallery images={product.images} />
      <table className="sizes">
        <thead>
          <tr>
            <th scope="col">{t('pages:productDetail.size')}</th>
            <th scope="col">{t('pages:productDetail.price')}</th>
            <th scope="col">{t('catalogue:stock.heading')}</th>
          </tr>
        </thead>
        <tbody>
          {product.sizes.map((s) => (
            <tr key={s.id}>
              <td>{s.size}</td>
              <td data-testid="size-price">
                <PriceText price={s.price} />
              </td>
              <td>
                <StockText stock={s.stock} leadTimeDays={s.leadTimeDays} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ProductActions catalogNumber={product.catalogNumber} name={product.name} sizes={product.sizes} />
      <ProductSpecSection product={product} />
      <ProductTabs product={product} detailPath={isNewRoute ? '/new-product-detail' : '/product-detail'} />
    </article>
  );
}
