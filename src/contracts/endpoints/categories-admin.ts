import { adminCategoryTreeSchema, categoryCreatedSchema, categoryCreateSchema, categoryIdPath, categorySaveSchema, categoryMoveSchema } from '../admin/categories.ts';
import { endpointsOf } from '../endpoint.ts';

/**
 * The product category tree in the back office (permission `catalogue`). Every change answers the whole tree again
 * and goes through the change feed: every process forgets its cached menus, pages, API answers and search index.
 */

const declare = endpointsOf({ group: 'admin', access: { permission: 'catalogue' } });

export const adminCategoryList = declare({
  route: 'GET /admin/categories',
  answer: adminCategoryTreeSchema,
  does: 'the product category tree, hidden categories too, flat in tree order (parents before children, siblings by order); `children` counts direct sub-categories, `products` those filed directly under it; `unspsc` the category\'s own UNSPSC code, null when it takes its parent\'s',
});

export const adminCategoryCreate = declare({
  route: 'POST /admin/categories',
  body: categoryCreateSchema,
  answer: categoryCreatedSchema,
  does: "a name in at least one language, ≤ 100 characters (400 naming `nameEn` otherwise); `unspsc` optional, 8 digits or blank (400 naming `unspsc` otherwise): the new sub-category joins the end of its parent's children; 404 when the parent is not a product category. Audited (entity `category`, key the new id, action `create`)",
});

export const adminCategorySave = declare({
  route: 'PUT /admin/categories/:id',
  params: categoryIdPath,
  body: categorySaveSchema,
  answer: adminCategoryTreeSchema,
  does: 'names, `visible`, `unspsc` (8 digits, the commodity code PunchOut lines carry for the category\'s products; blank or absent: its parent\'s) and the `version` the form loaded (required, a 400 naming `version` otherwise; a save from an older version answers 409 `E0409V` with `{current, changedBy, changedAt}`, the category as the list shows it now, nothing written). A hidden category, and everything below it, leaves the menus (`/tree_structure…`), its list page answers 404 and `GET /product?categoryId=` lists nothing; its products stay reachable by their own links and search. Audited (`update`)',
});

export const adminCategoryMove = declare({
  route: 'POST /admin/categories/:id/move',
  params: categoryIdPath,
  body: categoryMoveSchema,
  answer: adminCategoryTreeSchema,
  does: '`direction` `up` or `down`: swaps it with its neighbour among its siblings (their order renumbered in steps of ten); at the edge nothing changes and no audit row is written. Audited (`move`)',
});

export const adminCategoryDelete = declare({
  route: 'DELETE /admin/categories/:id',
  params: categoryIdPath,
  answer: adminCategoryTreeSchema,
  does: 'only an empty category (no sub-category, no product): otherwise 409 `E0409` with a translated message naming how many sub-categories and products it holds, nothing written. Audited (`delete`). Every category change goes through the change feed: every process forgets its cached menus, pages, API answers and search index',
});
