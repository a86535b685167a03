import { z } from 'zod';

/** How a product travels: at room temperature, with ice packs, or on dry ice (labels in `catalogue:spec.shipping.*`). */
export const shippingTemperatures = ['ambient', 'blue_ice', 'dry_ice'] as const;
export type ShippingTemperature = (typeof shippingTemperatures)[number];

/** A size is in stock, ships after a lead time (in days), or is made to order (labels in `catalogue:stock.*`). */
export const stockStates = ['in_stock', 'lead_time', 'made_to_order'] as const;
export type StockState = (typeof stockStates)[number];

/** Availability of one size; null `stock` means the catalogue does not say. */
export const sizeStockSchema = z.strictObject({
  stock: z.enum(stockStates).nullable(),
  leadTimeDays: z.number().int().nullable(),
});
export type SizeStock = z.infer<typeof sizeStockSchema>;

/**
 * What a datasheet states about a product, in the request's language. Every field may be missing (null
 * or empty text): the page shows only the rows that have a value. Numbers carry their unit in the name.
 */
export const productSpecificationSchema = z.strictObject({
  mwPredictedKda: z.number().nullable(),
  /** Apparent molecular weight on SDS-PAGE under reducing conditions. */
  mwObservedKda: z.number().nullable(),
  /** Under non-reducing conditions, when it differs (disulfide-linked dimers, Fc fusions). */
  mwNonReducingKda: z.number().nullable(),
  purityPercent: z.number().nullable(),
  purityMethod: z.string().nullable(),
  endotoxinEuPerUg: z.number().nullable(),
  expressionHost: z.string().nullable(),
  /** The tag with its position in the request's language ("His（C端）"), or null for tag-free proteins. */
  tag: z.string().nullable(),
  constructRange: z.string().nullable(),
  accession: z.string().nullable(),
  formulation: z.string(),
  reconstitution: z.string(),
  storage: z.string(),
  shippingTemperature: z.enum(shippingTemperatures).nullable(),
  activity: z.string(),
  ed50NgPerMl: z.number().nullable(),
});
export type ProductSpecification = z.infer<typeof productSpecificationSchema>;
