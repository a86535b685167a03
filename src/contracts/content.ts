import { z } from 'zod';
import { citationItemSchema, pageSchema } from './catalogue.ts';
import { ARTICLE_KINDS, RESOURCE_KINDS, RICH_TITLES } from './content-facts.ts';
import { flagParam, idParam, keywordParam, pageParams } from './query-params.ts';
import { textFields } from './text-fields.ts';

export { ARTICLE_KINDS, articleListOf, articleOf, RESOURCE_KINDS, RICH_TITLES, type RichTitle } from './content-facts.ts';

/** One page of a list that can grow (the API's paged answers). */
export interface Page<T> {
  list: T[];
  total: number;
  page: number;
  size: number;
}

/** A slide of the home page carousel (GET /banner/show), in the request's language. */
export const bannerSchema = z.strictObject({ id: z.number().int(), ...textFields('title', 'subtitle', 'imageUrl', 'linkUrl') });
export type Banner = z.infer<typeof bannerSchema>;
export const bannersSchema = z.array(bannerSchema);

/** News, an event (with dates and place) or an investor notice, as lists show it (GET /article). Dates are `YYYY-MM-DD`. */
export const articleItemSchema = z.strictObject({
  id: z.number().int(),
  kind: z.enum(ARTICLE_KINDS),
  title: z.string(),
  summary: z.string(),
  publishedAt: z.string(),
  eventStart: z.string().nullable(),
  eventEnd: z.string().nullable(),
  location: z.string().nullable(),
});
export type ArticleItem = z.infer<typeof articleItemSchema>;
export const articlePageSchema = pageSchema(articleItemSchema);

/** An authorised distributor as `GET /distributor` answers it, in the request's language. */
export const distributorItemSchema = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  area: z.strictObject({ id: z.number().int(), name: z.string() }),
  ...textFields('contact', 'phone', 'email', 'address'),
});
export type DistributorItem = z.infer<typeof distributorItemSchema>;

/** A service as `GET /service` answers it, in the request's language. */
export const serviceItemSchema = z.strictObject({
  id: z.number().int(),
  /** The service category (a node under the Services root). */
  menuId: z.number().int(),
  title: z.string(),
  summary: z.string(),
  /** HTML sanitized by the server. */
  body: z.string(),
});
export type ServiceItem = z.infer<typeof serviceItemSchema>;

/** GET /article?id=: one article with its body (HTML sanitized by the server). */
export const articleDetailSchema = z.strictObject({ ...articleItemSchema.shape, body: z.string() });
export type ArticleDetail = z.infer<typeof articleDetailSchema>;

/** GET /article answers one article when asked with an `id`, else a page of the list. */
export const articleAnswerSchema = z.union([articlePageSchema, articleDetailSchema]);
export type ArticleAnswer = z.infer<typeof articleAnswerSchema>;

/** A citation as `GET /reference` lists it, with the product it cites (null when the paper names none of ours). */
export const referenceItemSchema = z.strictObject({
  ...citationItemSchema.shape,
  product: z.strictObject({ id: z.number().int(), catalogNumber: z.string(), name: z.string() }).nullable(),
});
export type ReferenceItem = z.infer<typeof referenceItemSchema>;
export const referencePageSchema = pageSchema(referenceItemSchema);

/** GET /reference/stats: the citation facts of the company profile, computed from the data. */
export const referenceStatsSchema = z.strictObject({
  count: z.number().int(),
  /** Citations up to the end of 2021 (the year the company profile quotes). */
  countThrough2021: z.number().int(),
  maxImpactFactor: z.number(),
  /** Rounded to two decimals. */
  meanImpactFactor: z.number(),
});
export type ReferenceStats = z.infer<typeof referenceStatsSchema>;

export const distributorListSchema = z.array(distributorItemSchema);

/** A downloadable document as `GET /resource` lists it, in the request's language. */
export const resourceItemSchema = z.strictObject({
  id: z.number().int(),
  kind: z.enum(RESOURCE_KINDS),
  title: z.string(),
  fileName: z.string(),
  sizeBytes: z.number().int(),
  publishedAt: z.string(),
});
export type ResourceItem = z.infer<typeof resourceItemSchema>;
export const resourcePageSchema = pageSchema(resourceItemSchema);

/** A recruitment post as `GET /recruitment_needs` answers it, in the request's language. */
export const recruitmentPostSchema = z.strictObject({
  id: z.number().int(),
  title: z.string(),
  department: z.string(),
  location: z.string(),
  /** Monthly range in CNY as written ("18k-30k"). */
  salary: z.string(),
  welfare: z.array(z.string()),
  content: z.array(z.string()),
  requirements: z.array(z.string()),
  headcount: z.number().int(),
  isHot: z.boolean(),
  publishedAt: z.string(),
});
export type RecruitmentPost = z.infer<typeof recruitmentPostSchema>;
export const recruitmentPageSchema = pageSchema(recruitmentPostSchema);

/** GET /recruitment_needs/config: the recruitment page's facts. */
export const recruitmentConfigSchema = z.strictObject({
  /** The external recruitment site (Join Us opens it in a new tab); null when not configured. */
  recruitmentUrl: z.string().nullable(),
  hotCount: z.number().int(),
  departments: z.array(z.string()),
});
export type RecruitmentConfig = z.infer<typeof recruitmentConfigSchema>;

export const serviceListSchema = z.array(serviceItemSchema);

/** GET /rich_text?title=: one rich text as sanitized HTML (empty when not configured). */
export const richTextSchema = z.strictObject({ title: z.enum(RICH_TITLES), html: z.string() });
export type RichText = z.infer<typeof richTextSchema>;

// The queries of the content endpoints (src/contracts/endpoints/content.ts).

/** `GET /article`: one article by `id`, or a page of articles of an optional `kind`. */
export const articleQuery = z.object({
  ...pageParams,
  kind: z.enum(ARTICLE_KINDS).optional(),
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

export const resourceQuery = z.object({
  ...pageParams,
  kind: z.enum(RESOURCE_KINDS).optional(),
  categoryId: idParam.optional(),
});

export const recruitmentQuery = z.object({ ...pageParams, hot: flagParam });

export const serviceQuery = z.object({ menuId: idParam.optional() });

export const richQuery = z.object({ title: z.enum(RICH_TITLES) });
