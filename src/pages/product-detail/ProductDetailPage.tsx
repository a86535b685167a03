import './product-detail.css';
import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useRouteData } from '../../site/site-context.tsx';
import type { ProductDetailData } from './product-detail.loader.ts';
import { DataTable, type Column } from '../../components/DataTable.tsx';
import { PriceText } from '../../components/PriceText.tsx';
import { ProductActions } from './ProductActions.tsx';
import { ProductGallery } from './ProductGallery.tsx';
import { ProductSpecSection } from './ProductSpecSection.tsx';
import { ProductTabs } from './ProductTabs.tsx';
import { StockText } from './StockText.tsx';
import { useMemberPrices } from './use-member-prices.ts';

type ProductSize = ProductDetailData['product']['sizes'][number];

/** Product detail (also /new-product-detail): sizes with prices, order buttons and the tabs. */
export default function ProductDetailPage() {
  useSignals();
  const { t } = useTranslation();
  const { product, isNewRoute } = useRouteData<ProductDetailData>();
  // A member of an organisation with a price list sees its prices once the page has loaded them.
  const member = useMemberPrices(product.sizes.map((s) => s.id));
  const listPath = isNewRoute ? '/new-products' : '/products';
  const sizeColumns: Column<ProductSize>[] = [
    { head: t('pages:productDetail.size'), cell: (s) => s.size },
    { head: t('pages:productDetail.price'), td: { 'data-testid': 'size-price' }, cell: (s) => (member.has(s.id) ? <span data-testid="member-price" title={t('pages:productDetail.memberPrice')}><PriceText price={member.get(s.id)!} /></span> : <PriceText price={s.price} />) },
    { head: t('catalogue:stock.heading'), cell: (s) => <StockText stock={s.stock} leadTimeDays={s.leadTimeDays} /> },
  ];
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
      <ProductGallery images={product.images} picture={product.picture} name={product.name} />
      <DataTable className="sizes" columns={sizeColumns} rows={product.sizes} rowKey={(s) => s.id} />
      <ProductActions catalogNumber={product.catalogNumber} name={product.name} sizes={product.sizes} />
      <ProductSpecSection product={product} />
      <ProductTabs product={product} detailPath={isNewRoute ? '/new-product-detail' : '/product-detail'} />
    </article>
  );
}
