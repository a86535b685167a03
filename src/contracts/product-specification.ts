import { z } from 'zod';
import { specificationFieldIds, specificationFields, type SpecificationField, type SpecificationFieldId, type StoredValue } from './resources/product.ts';

export { shippingTemperatures, type ShippingTemperature } from './resources/product.ts';

/** A size is in stock, ships after a lead time (in days), or is made to order (labels in `catalogue:stock.*`). */
export const stockStates = ['in_stock', 'lead_time', 'made_to_order'] as const;
export type StockState = (typeof stockStates)[number];

/** Availability of one size; null `stock` means the catalogue does not say. */
export const sizeStockSchema = z.strictObject({
  stock: z.enum(stockStates).nullable(),
  leadTimeDays: z.number().int().nullable(),
});
export type SizeStock = z.infer<typeof sizeStockSchema>;

type Fields = typeof specificationFields;
/** The fields the answer carries: each but the tag's position, which the answer composes into `tag`. */
type AnsweredId = { [I in SpecificationFieldId]: Fields[I]['kind'] extends 'dictionary' ? never : I }[SpecificationFieldId];
/** A stored column's value as answers carry it (the storefront's and the back-office editor's): the one schema per kind. */
export function storedValueSchema(f: SpecificationField): z.ZodType {
  switch (f.kind) {
    case 'decimal':
      return z.number().nullable();
    case 'bilingual':
      return z.string();
    case 'choice':
      return z.enum(f.values as [string, ...string[]]).nullable();
    default:
      return z.string().nullable();
  }
}

/** The fields the answer carries as stored (a bilingual one in the request's language). */
export const answeredFieldIds = specificationFieldIds.filter((id): id is AnsweredId => specificationFields[id].kind !== 'dictionary');

/**
 * What a datasheet states about a product, in the request's language (from the declaration in
 * src/contracts/resources/product.ts). Every field may be missing (null or empty text): the page shows only the
 * rows that have a value. Numbers carry their unit in the name. `tag` is the tag with its position in the
 * request's language ("His（C端）"), or null for tag-free proteins.
 */
export const productSpecificationSchema = z.strictObject({
  ...(Object.fromEntries(answeredFieldIds.map((id) => [id, storedValueSchema(specificationFields[id])])) as { [I in AnsweredId]: z.ZodType<StoredValue<Fields[I]>> }),
  tag: z.string().nullable(),
});
export type ProductSpecification = z.infer<typeof productSpecificationSchema>;
