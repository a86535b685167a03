import { z } from 'zod';
import { flagParam, idParam, keywordParam, pageParams } from '../../http/query-params.ts';
import { CATALOG_NUMBER } from '../../../src/contracts/catalogue.ts';

/** `GET /product`: filters and paging. */
export const productListQuery = z.object({
  ...pageParams,
  categoryId: idParam.optional(),
  /** A New Products menu node: its linked product categories' new products (category_links). */
  newAreaId: idParam.optional(),
  isNew: flagParam,
  isHot: flagParam,
  keyword: keywordParam,
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
