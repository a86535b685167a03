import {
  catalogNumberParams,
  productSaveSchema,
  productForEditSchema,
  productListQuerySchema,
  productListSchema,
  productSavedSchema,
  productVisibilitySchema,
  productVisibleSchema,
} from '../admin/products.ts';
import { endpointsOf } from '../endpoint.ts';

const declare = endpointsOf({ group: 'admin', access: { permission: 'catalogue' } });

export const adminProductList = declare({
  route: 'GET /admin/products',
  query: productListQuerySchema,
  answer: productListSchema,
  does: '`hidden=1` only hidden products, `0` only visible ones; `noPhoto=1` only products without an uploaded photograph, `0` only those with one (`photos` counts them per product, `withoutPhoto` over the catalogue); `q` part of the catalog number or a name; 20 a page, at most 100; the list by catalog number; `missing` lists the languages whose name is blank, or whose description is blank while the other language has one; `untranslated` counts them over the whole catalogue; `categories` are the product categories',
});

export const adminProductGet = declare({
  route: 'GET /admin/products/:catalogNumber',
  params: catalogNumberParams,
  answer: productForEditSchema,
  does: 'the product to edit with its edit `version` (in `product`): blank SEO fields as `""`, `price` exact text such as `"1280.00"` or null for inquiry only; `stock` one of `in_stock`, `lead_time`, `made_to_order` or null; `related` in the storefront\'s order; 404 for an unknown catalog number',
});

export const adminProductSave = declare({
  route: 'PUT /admin/products/:catalogNumber',
  params: catalogNumberParams,
  body: productSaveSchema,
  answer: productSavedSchema,
  does: 'the same `product` (`src/contracts/admin/products.ts`, shared with the form) with the `version` the form loaded (required, a 400 naming `version` otherwise; a save from an older version answers 409 `E0409V` with `{current, changedBy, changedAt}`: the product as `GET` answers it now and who saved it last and when, nothing written; a save increments it): names required; `price` an amount with at most two decimals as text (`"12.5"` is stored `12.50`) or null; 1–50 sizes, no two with the same name; a size with `id` must be the product\'s, one without is added; sizes left out are kept; `stock` null or a state, `leadTimeDays` a whole number 1–180 required when `stock` is `lead_time` (dropped for the other states); `related` at most 30 `{catalogNumber}` (names ignored), each once, matched without regard to case, replacing the list in the order given. A 400 names the field (`nameZh`, `sizes.0.price`, `sizes.0.leadTimeDays`, `categoryId`, `related.1` for an unknown number or the product itself…). One audit row (entity `product`, key the catalog number, action `update`, the whole product before and after) in the same transaction; nothing changed, no row. The change feed then makes every process forget its cached pages and answers',
});

export const adminProductVisibility = declare({
  route: 'PUT /admin/products/:catalogNumber/visibility',
  params: catalogNumberParams,
  body: productVisibilitySchema,
  answer: productVisibleSchema,
  does: 'A hidden product (`products.visible`, migration 0021) is a draft: not in any storefront list, search, sitemap or quick order, not addable to a cart, its page and `GET /product/:catalogNumber` answer 404; the back office, orders and documents keep it. One audit row (entity `product`, action `show` or `hide`); nothing changed, no row; 404 for an unknown catalog number. A change increments the product\'s `version` (answered)',
});
