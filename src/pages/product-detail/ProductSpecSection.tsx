import './product-spec.css';
import { useTranslation } from 'react-i18next';
import type { ProductDetail } from '../../contracts/catalogue.ts';
import { ProductFigures } from './ProductFigures.tsx';
import { SpecificationTable } from './SpecificationTable.tsx';

/** The product's datasheet values beside the figures drawn from them (one column on a phone). */
export function ProductSpecSection({ product }: { product: ProductDetail }) {
  const { t } = useTranslation();
  // Products without any datasheet value (kits, cell lines) get no section at all.
  if (!Object.values(product.specification).some((v) => v !== null && v !== '')) return null;
  return (
    <section className="product-spec" aria-labelledby="spec-heading" data-testid="product-spec">
      <h2 id="spec-heading">{t('catalogue:spec.heading')}</h2>
      <div className="product-spec-grid">
        <SpecificationTable spec={product.specification} labelledBy="spec-heading" />
        <ProductFigures name={product.name} spec={product.specification} />
      </div>
    </section>
  );
}
