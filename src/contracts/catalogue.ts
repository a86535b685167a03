import { z } from 'zod';
import { CATALOG_NUMBER, type TreeNode } from './catalogue-facts.ts';
import { productSpecificationSchema, sizeStockSchema } from './product-specification.ts';
import { productImageSchema, productPictureSchema } from './product-images.ts';
import { listSortParam, listStockSchema, priceRangeSchema } from './product-list.ts';
import { flagParam, idParam, keywordParam, pageParams } from './query-params.ts';
import { textFields } from './text-fields.ts';

export { CATALOG_NUMBER, CATEGORY_ROOTS, type TreeNode } from './catalogue-facts.ts';

export const treeNodeSchema: z.ZodType<TreeNode> = z.lazy(() =>
  z.strictObject({
    id: z.number().int(),
    name: z.string(),
    kind: z.string(),
    url: z.string().nullable(),
    visible: z.boolean(),
    children: z.array(treeNodeSchema),
  }),
);
export const treeSchema = z.array(treeNodeSchema);

/** A size of a product with its price text ("¥1280.00" or "inquiry"). */
export const sizePriceSchema = z.strictObject({ id: z.number().int(), size: z.string(), price: z.string() });
export type SizePrice = z.infer<typeof sizePriceSchema>;

/** A size on the product's own page: its price and its stock or lead time. */
export const sizeOfferSchema = z.strictObject({ ...sizePriceSchema.shape, ...sizeStockSchema.shape });
export type SizeOffer = z.infer<typeof sizeOfferSchema>;

/** A dictionary value with its label in the request's language (`{ value: 'human', label: '人' }`). */
export const labelledSchema = z.strictObject({ value: z.string(), label: z.string() });
export type Labelled = z.infer<typeof labelledSchema>;

/** A product as lists show it (GET /product, /popular_product). */
export const productRowSchema = z.strictObject({
  id: z.number().int(),
  catalogNumber: z.string(),
  name: z.string(),
  categoryId: z.number().int(),
  /** Name of the product's category. */
  treeName: z.string(),
  species: labelledSchema.nullable(),
  proteinTag: labelledSchema.nullable(),
  isNew: z.boolean(),
  isHot: z.boolean(),
  sizes: z.array(sizePriceSchema),
  /** Lowest and highest price of its sizes. */
  priceRange: priceRangeSchema,
  /** Best availability among its sizes. */
  stock: listStockSchema,
  /** Publications citing the product. */
  citationCount: z.number().int(),
  picture: productPictureSchema,
});
export type ProductRow = z.infer<typeof productRowSchema>;
export const productRowsSchema = z.array(productRowSchema);

/** One page of a list that can grow (the API's paged answers). */
export const pageSchema = <T extends z.ZodType>(item: T) =>
  z.strictObject({ list: z.array(item), total: z.number().int(), page: z.number().int(), size: z.number().int() });
export const productPageSchema = pageSchema(productRowSchema);

/** A literature citation; the impact factor is a number (`54.94`). */
export const citationItemSchema = z.strictObject({
  id: z.number().int(),
  title: z.string(),
  journal: z.string(),
  impactFactor: z.number(),
  year: z.number().int(),
  doi: z.string(),
  authors: z.string(),
  productId: z.number().int().nullable(),
});
export type CitationItem = z.infer<typeof citationItemSchema>;

export const crumbSchema = z.strictObject({ id: z.number().int(), name: z.string() });
export type Crumb = z.infer<typeof crumbSchema>;

/** A product shown beside another (the detail's "Related products" tab, `GET /relaies`): name in the request's language. */
export const relatedProductSchema = z.strictObject({ id: z.number().int(), catalogNumber: z.string(), name: z.string(), picture: productPictureSchema });
export type RelatedProduct = z.infer<typeof relatedProductSchema>;

/** GET /product/{catalogNumber}: everything public about one product. */
export const productDetailSchema = z.strictObject({
  id: z.number().int(),
  ...textFields('catalogNumber', 'name', 'description', 'troubleshooting'),
  categoryId: z.number().int(),
  isNew: z.boolean(),
  isHot: z.boolean(),
  species: labelledSchema.nullable(),
  proteinTag: labelledSchema.nullable(),
  target: labelledSchema.nullable(),
  coupling: labelledSchema.nullable(),
  expressionSystem: labelledSchema.nullable(),
  /** Category path from the root to the product's own category. */
  breadcrumb: z.array(crumbSchema),
  /** Sizes with their price and whether they are in stock. */
  sizes: z.array(sizeOfferSchema),
  specification: productSpecificationSchema,
  related: z.array(relatedProductSchema),
  citations: z.strictObject({ list: z.array(citationItemSchema), total: z.number().int() }),
  /** The product's images in order, the main one first (alt text in the request's language). */
  images: z.array(productImageSchema),
  /** The main photograph, or the drawn picture when no photograph was uploaded (what the gallery shows then). */
  picture: productPictureSchema,
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

/** GET /product/{catalogNumber}/seo. */
export const productSeoSchema = z.strictObject({ title: z.string(), keywords: z.string(), description: z.string() });
export type ProductSeo = z.infer<typeof productSeoSchema>;

/** GET /product/{catalogNumber}/isExist: whether a product of that number is on file (shown or not). */
export const productExistsSchema = z.boolean();

/** GET /relaies?catalogNumber=: the product's related products in their order. */
export const relatedProductsSchema = z.array(relatedProductSchema);

// The queries and path parameters of the catalogue's endpoints (src/contracts/endpoints/catalogue.ts).

/** `GET /product`: filters and paging. */
export const productListQuery = z.object({
  ...pageParams,
  categoryId: idParam.optional(),
  /** A New Products menu node: its linked product categories' new products (category_links). */
  newAreaId: idParam.optional(),
  isNew: flagParam,
  isHot: flagParam,
  keyword: keywordParam,
  sort: listSortParam,
});

/** `GET /popular_product?number=8`: how many best sellers (at most 20). */
export const popularQuery = z.object({
  number: z.coerce.number().int().min(1).max(20).default(8),
});

export const catalogNumberParam = z.object({
  catalogNumber: z.string().regex(CATALOG_NUMBER, { error: 'validation:catalogNumber' }),
});

/** `GET /relaies?catalogNumber=`: the product whose related products are asked for. */
export const relatedQuery = catalogNumberParam;

/** `GET /tree_structure?pid=`: the subtree under a node. */
export const pidQuery = z.object({ pid: idParam });
/** The nav menu asks with status=0 (visible nodes); nothing else is public. */
export const childQuery = z.object({ status: z.enum(['0']).default('0') });
