import {
  catalogNumberParam,
  childQuery,
  pidQuery,
  popularQuery,
  productDetailSchema,
  productExistsSchema,
  productListQuery,
  productPageSchema,
  productRowsSchema,
  productSeoSchema,
  relatedProductsSchema,
  relatedQuery,
  treeSchema,
} from '../catalogue.ts';
import { endpointsOf } from '../endpoint.ts';

// The catalogue: the category tree and the products, the same for every visitor of a language and region.
const declare = endpointsOf({ group: 'storefront', access: 'public', cache: 'public' });

export const catalogueTree = declare({
  route: 'GET /tree_structure',
  query: pidQuery,
  answer: treeSchema,
  does: 'the visible subtree under node `pid`: its children, each `{id, name, kind, url, visible, children}` with theirs, names in the request\'s language; a node without a link of its own links its list page (`/product-list?id=`, `/new-product-list?id=`, `/service?menuId=`). A hidden category hides everything below it; an unknown or hidden `pid` answers `[]`',
});

export const catalogueNav = declare({
  route: 'GET /tree_structure/child',
  query: childQuery,
  answer: treeSchema,
  does: 'every visible root with its subtree (nodes as `GET /tree_structure` gives them): the navigation menus. `status` may only be `0` (visible nodes), the default',
});

export const catalogueProducts = declare({
  route: 'GET /product',
  query: productListQuery,
  answer: productPageSchema,
  does: 'the shown products by catalog number, 20 a page, at most 100: `categoryId` a category and everything below it, `newAreaId` a New Products menu node (the new products of its linked categories), `isNew`/`isHot` `true`/`false` (or `1`/`0`), `keyword` part of the catalog number or a name (≤ 100 characters). Names and labels in the request\'s language, prices (`"¥1280.00"` or `inquiry`) at the visitor\'s region',
});

export const catalogueProduct = declare({
  route: 'GET /product/:catalogNumber',
  params: catalogNumberParam,
  answer: productDetailSchema,
  does: 'everything public about one product, in the request\'s language and at the visitor\'s prices: `breadcrumb` from the root to its category, sizes with stock or lead time, `specification` (src/contracts/product-specification.ts), `related` in staff\'s order, the 20 newest `citations` with their `total`, `images` main first. 400 naming `catalogNumber` when malformed; 404 for an unknown or hidden product',
});

export const catalogueProductSeo = declare({
  route: 'GET /product/:catalogNumber/seo',
  params: catalogNumberParam,
  answer: productSeoSchema,
  does: 'the page\'s SEO fields in the request\'s language; a blank one falls back to the name (title), the name and catalog number (keywords) or the description. 404 for an unknown or hidden product',
});

export const catalogueProductExists = declare({
  route: 'GET /product/:catalogNumber/isExist',
  params: catalogNumberParam,
  answer: productExistsSchema,
  does: '`true` when a shown product has that catalog number (exactly), else `false`; 400 naming `catalogNumber` when malformed',
});

export const catalogueRelated = declare({
  route: 'GET /relaies',
  query: relatedQuery,
  answer: relatedProductsSchema,
  does: 'the product\'s related products in their order, named in the request\'s language (the same list as the detail\'s `related`; the published API lists this path without describing it); 400 naming `catalogNumber` when missing or malformed, 404 for an unknown product',
});

export const cataloguePopular = declare({
  route: 'GET /popular_product',
  query: popularQuery,
  answer: productRowsSchema,
  does: 'the best sellers (shown products marked hot) by catalog number: `number` of them, 8 unless asked, 1–20',
});
