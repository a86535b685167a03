import type { TFunction } from 'i18next';
import { NotFoundError, type HeadInfo, type LoadContext } from '../../app/route-types.ts';
import { CATALOG_NUMBER, gelFigureUrl } from '../../contracts/catalogue-facts.ts';
import type { ProductDetail, ProductSeo } from '../../contracts/catalogue.ts';
import { INQUIRY } from '../../contracts/price.ts';

export interface ProductDetailData {
  product: ProductDetail;
  seo: ProductSeo;
  /** Opened as /new-product-detail: links stay within New Products. */
  isNewRoute: boolean;
}

export async function loadProductDetail({ data, query }: LoadContext): Promise<ProductDetailData> {
  const catalogNumber = query.get('catalogNumber') ?? '';
  if (!CATALOG_NUMBER.test(catalogNumber)) throw new NotFoundError();
  const [product, seo] = await Promise.all([data.product(catalogNumber), data.productSeo(catalogNumber)]);
  return { product, seo, isNewRoute: false };
}

/** /new-product-detail: the same page for a new product. */
export async function loadNewProductDetail(ctx: LoadContext): Promise<ProductDetailData> {
  return { ...(await loadProductDetail(ctx)), isNewRoute: true };
}

/** schema.org ItemAvailability of a size's stock (a size whose stock is not stated keeps InStock, as before). */
const AVAILABILITY = { in_stock: 'InStock', lead_time: 'BackOrder', made_to_order: 'MadeToOrder' } as const;

/** Title, keywords, description and schema.org Product data of a product page. */
export function productDetailHead({ product, seo }: ProductDetailData, t: TFunction): HeadInfo {
  const priced = product.sizes.filter((s) => s.price !== INQUIRY);
  return {
    title: seo.title || product.name,
    description: seo.description,
    keywords: seo.keywords,
    // The photos, or else the representative gel drawn from the product's masses (what the page's figure shows).
    images: product.images.length ? product.images.map((image) => image.url) : product.specification.mwObservedKda !== null ? [gelFigureUrl(product.catalogNumber)] : [],
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.name,
      sku: product.catalogNumber,
      description: seo.description,
      brand: { '@type': 'Brand', name: t('common:site.name') },
      ...(priced.length
        ? {
            offers: priced.map((s) => ({
              '@type': 'Offer',
              name: s.size,
              priceCurrency: 'CNY',
              price: s.price.slice(1),
              availability: `https://schema.org/${AVAILABILITY[s.stock ?? 'in_stock']}`,
            })),
          }
        : {}),
    },
  };
}
