import {
  catalogueNav,
  cataloguePopular,
  catalogueProduct,
  catalogueProductExists,
  catalogueProducts,
  catalogueProductSeo,
  catalogueRelated,
  catalogueTree,
} from '../../../src/contracts/endpoints/catalogue.ts';
import type { AppDeps } from '../../deps.ts';
import { HttpError } from '../../http/errors.ts';
import { route, type Route } from '../../http/endpoint-route.ts';
import { requestLang } from '../../http/request-lang.ts';
import { productDetail, productExists, productSeo } from './product-detail.queries.ts';
import { relatedOfCatalogNumber } from './related.queries.ts';
import { popularProducts, productPage } from './product.queries.ts';
import { childrenOf, navigationTree } from './tree.queries.ts';

/** The catalogue: category tree and products. Prices follow the visitor's region. */
export function catalogueRoutes({ db, region }: AppDeps): Route[] {
  return [
    route(catalogueTree, (c, { query: { pid } }) => childrenOf(db, requestLang(c), pid)),
    route(catalogueNav, (c) => navigationTree(db, requestLang(c))),
    route(catalogueProducts, (c, { query: { page, size, ...filter } }) => productPage(db, requestLang(c), region(c), filter, { page, size })),
    route(catalogueProduct, async (c, { params: { catalogNumber } }) => {
      const detail = await productDetail(db, requestLang(c), region(c), catalogNumber);
      if (!detail) throw new HttpError('E0404');
      return detail;
    }),
    // The spec lists /relaies without describing it: served as the product's related products (the detail's tab).
    route(catalogueRelated, async (c, { query: { catalogNumber } }) => {
      const related = await relatedOfCatalogNumber(db, requestLang(c), catalogNumber);
      if (!related) throw new HttpError('E0404');
      return related;
    }),
    route(catalogueProductSeo, async (c, { params: { catalogNumber } }) => {
      const seo = await productSeo(db, requestLang(c), catalogNumber);
      if (!seo) throw new HttpError('E0404');
      return seo;
    }),
    route(catalogueProductExists, (_c, { params: { catalogNumber } }) => productExists(db, catalogNumber)),
    route(cataloguePopular, (c, { query: { number } }) => popularProducts(db, requestLang(c), region(c), number)),
  ];
}
