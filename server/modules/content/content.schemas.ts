import { z } from 'zod';
import { articleKinds, resources } from '../../db/schema/index.ts';
import { flagParam, idParam, keywordParam, pageParams } from '../../http/query-params.ts';

/** `GET /article`: one article by `id`, or a page of articles of an optional `kind`. */
export const articleQuery = z.object({
  ...pageParams,
  kind: z.enum(articleKinds).optional(),
  id: idParam.optional(),
});

/** `GET /reference`: citations of a product, a year or with a title keyword. */
export const referenceQuery = z.object({
  ...pageParams,
  productId: idParam.optional(),
  year: z.coerce.number().int().min(1900).max(2100).optional(),
  keyword: keywordParam,
});

export const distributorQuery = z.object({ areaId: idParam.optional() });

export const resourceKinds = resources.kind.enumValues;

export const resourceQuery = z.object({
  ...pageParams,
  kind: z.enum(resourceKinds).optional(),
  categoryId: idParam.optional(),
});

export const recruitmentQuery = z.object({ ...pageParams, hot: flagParam });

export const serviceQuery = z.object({ menuId: idParam.optional() });
