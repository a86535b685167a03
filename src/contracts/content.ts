import { z } from 'zod';
import { pageSchema } from './catalogue.ts';
import { textFields } from './text-fields.ts';

/** One page of a list that can grow (the API's paged answers). */
export interface Page<T> {
  list: T[];
  total: number;
  page: number;
  size: number;
}

/** A recruitment post as `GET /recruitment_needs` answers it, in the request's language. */
export interface RecruitmentPost {
  id: number;
  title: string;
  department: string;
  location: string;
  /** Monthly range in CNY as written ("18k-30k"). */
  salary: string;
  welfare: string[];
  content: string[];
  requirements: string[];
  headcount: number;
  isHot: boolean;
  publishedAt: string;
}

/** A slide of the home page carousel (GET /banner/show), in the request's language. */
export const bannerSchema = z.strictObject({ id: z.number().int(), ...textFields('title', 'subtitle', 'imageUrl', 'linkUrl') });
export type Banner = z.infer<typeof bannerSchema>;
export const bannersSchema = z.array(bannerSchema);

/** News, an event (with dates and place) or an investor notice, as lists show it (GET /article). Dates are `YYYY-MM-DD`. */
export const articleItemSchema = z.strictObject({
  id: z.number().int(),
  kind: z.enum(['news', 'event', 'investor']),
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
