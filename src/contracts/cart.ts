import { z } from 'zod';
import { INQUIRY, parsePrice, type PriceText } from './price.ts';
import { MAX_INT4 } from './int-range.ts';
import { settlementKeyField } from './settlement-key.ts';
import { checkoutDetailsSchema, orderEventSchema, orderLineViewSchema, orderStatuses, shippingViewSchema } from './admin/order-flow.ts';
import { recordId } from './record-id.ts';
import { productPictureSchema } from './product-images.ts';

/** Count limits of a cart line. */
export const MAX_COUNT = 9999;

const countField = z.coerce.number({ error: 'account:v.count' }).int('account:v.count').min(1, 'account:v.count').max(MAX_COUNT, 'account:v.count');

export const addToCartSchema = z.object({ sizeId: recordId(), count: countField.default(1) });
export const changeCountSchema = z.object({ count: countField });
export const settleSchema = z.object({ settlementKey: settlementKeyField });
export const idListSchema = z.object({
  idList: z
    .string()
    .regex(/^\d{1,10}(,\d{1,10}){0,199}$/, 'account:v.idList')
    .refine((s) => s.split(',').every((n) => Number(n) <= MAX_INT4), 'account:v.idList')
    .transform((s) => [...new Set(s.split(',').map(Number))]),
});

/** `GET /order`'s query: size=-1 asks for the whole cart (the spec's only page size of the cart). */
export const cartQuerySchema = z.object({ size: z.coerce.number().int().min(-1).max(1000).optional() });

/** A price as text: a currency symbol and the amount ("¥1280.00"), or `inquiry` (price.ts). */
const priceText = z.string();

export const cartLineSchema = z.strictObject({
  id: z.number().int(),
  productId: z.number().int(),
  sizeId: z.number().int(),
  catalogNumber: z.string(),
  productName: z.string(),
  size: z.string(),
  count: z.number().int(),
  price: priceText,
  subtotal: priceText,
  /** The product's photograph or drawn picture (the cart's thumbnail). */
  picture: productPictureSchema,
});
export type CartLine = z.infer<typeof cartLineSchema>;

/** Cart state: lines, total (sum of counts) and priceTotal (a number, or inquiry). */
export const cartSchema = z.strictObject({
  list: z.array(cartLineSchema),
  total: z.number().int(),
  priceTotal: z.union([z.number(), z.literal(INQUIRY)]),
});
export type Cart = z.infer<typeof cartSchema>;

export const orderSummarySchema = z.strictObject({
  id: z.number().int(),
  orderNumber: z.string(),
  createdAt: z.string(),
  status: z.enum(orderStatuses),
  totalText: priceText,
  lines: z.array(cartLineSchema.omit({ id: true, productId: true, sizeId: true, picture: true })),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

/** `PUT /order/clear`: the order the priced lines became; `repeated` when the key had made it before. */
export const settledSchema = z.strictObject({ orderId: z.number().int(), orderNumber: z.string(), repeated: z.boolean() });

/** One of the customer's orders (`GET /order/detail/:id`): the list's fields, its check-out details, shipping and timeline (no staff names). */
export const orderDetailSchema = z.strictObject({
  id: z.number().int(),
  orderNumber: z.string(),
  createdAt: z.string(),
  status: z.enum(orderStatuses),
  totalText: z.string(),
  lines: z.array(orderLineViewSchema),
  ...checkoutDetailsSchema.shape,
  shipping: shippingViewSchema.nullable(),
  events: z.array(orderEventSchema),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

/** Rounds a yuan amount to cents (avoids 0.1 + 0.2 artefacts). */
const cents = (n: number) => Math.round(n * 100) / 100;

/** A line total is count × unit price; an inquiry price makes the line inquiry. */
export function lineSubtotal(price: PriceText, count: number): PriceText {
  const unit = parsePrice(price);
  return unit === null ? INQUIRY : `${price[0]}${cents(unit * count).toFixed(2)}`;
}

/** Total is the sum of counts; any inquiry makes the price total inquiry; empty gives 0 and 0. */
export function cartTotals(lines: readonly { price: PriceText; count: number }[]): Pick<Cart, 'total' | 'priceTotal'> {
  let total = 0;
  let sum: number | null = 0;
  for (const l of lines) {
    total += l.count;
    const unit = parsePrice(l.price);
    sum = unit === null || sum === null ? null : sum + unit * l.count;
  }
  return { total, priceTotal: sum === null ? INQUIRY : cents(sum) };
}
