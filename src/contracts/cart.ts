import { z } from 'zod';
import { INQUIRY, parsePrice, type PriceText } from './price.ts';
import { MAX_INT4 } from './int-range.ts';
import { settlementKeyField } from './settlement-key.ts';
import { checkoutDetailsSchema, orderEventSchema, orderLineViewSchema, orderStatuses, shippingViewSchema, type OrderStatus } from './admin/order-flow.ts';
import { recordId } from './record-id.ts';

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

export interface CartLine {
  id: number;
  productId: number;
  sizeId: number;
  catalogNumber: string;
  productName: string;
  size: string;
  count: number;
  price: PriceText;
  subtotal: PriceText;
}

/** Cart state: lines, total (sum of counts) and priceTotal (a number, or inquiry). */
export interface Cart {
  list: CartLine[];
  total: number;
  priceTotal: number | typeof INQUIRY;
}

export interface OrderSummary {
  id: number;
  orderNumber: string;
  createdAt: string;
  status: OrderStatus;
  totalText: PriceText;
  lines: Omit<CartLine, 'id' | 'productId' | 'sizeId'>[];
}

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
