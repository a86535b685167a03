import { z } from 'zod';
import type { Lang } from '../lang.ts';
import type { Address, Invoice } from '../checkout.ts';
import { recordId } from '../record-id.ts';

/**
 * The life of an order after check-out: its statuses, which status may follow which, and the requests of the
 * staff order endpoints. Pure (no database): the server refuses what `mayMove` refuses, and the admin page
 * offers only the moves `nextStatuses` lists. Messages are `admin:` translation keys.
 */

export const orderStatuses = ['submitted', 'confirmed', 'awaiting_payment', 'paid', 'shipped', 'delivered', 'closed', 'cancelled'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/**
 * The allowed moves. Forward one step at a time; cancelled only before payment (once paid, a cancellation is
 * a refund, handled outside the site); closed and cancelled are final.
 */
const flow: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  submitted: ['confirmed', 'cancelled'],
  confirmed: ['awaiting_payment', 'cancelled'],
  awaiting_payment: ['paid', 'cancelled'],
  paid: ['shipped'],
  shipped: ['delivered'],
  delivered: ['closed'],
  closed: [],
  cancelled: [],
};

export const nextStatuses = (from: OrderStatus): readonly OrderStatus[] => flow[from];
export const mayMove = (from: OrderStatus, to: OrderStatus): boolean => flow[from].includes(to);
export const isFinal = (s: OrderStatus): boolean => flow[s].length === 0;

const text = (max: number) =>
  z
    .string({ error: 'admin:v.required' })
    .trim()
    .min(1, { error: 'admin:v.required', abort: true })
    .max(max, 'admin:v.tooLong');
const isoDate = z.string({ error: 'admin:v.date' }).regex(/^\d{4}-\d{2}-\d{2}$/, 'admin:v.date');

/** What shipping needs: the carrier, its tracking number, the day it left, and how it is kept cold. */
export const shippingSchema = z.object({
  carrier: text(100),
  trackingNumber: text(100),
  shippedOn: isoDate,
  coldChainNote: z.string().trim().max(500, 'admin:v.tooLong').default(''),
});
export type ShippingInput = z.input<typeof shippingSchema>;

/** `POST /admin/orders/:id/transition`: the next status, a note for the customer, shipping for `shipped`. */
export const orderTransitionSchema = z
  .object({
    to: z.enum(orderStatuses, { error: 'admin:v.orderStatus' }),
    note: z.string().trim().max(2000, 'admin:v.tooLong').default(''),
    shipping: shippingSchema.optional(),
  })
  .superRefine((v, ctx) => {
    if (v.to === 'shipped' && !v.shipping) ctx.addIssue({ code: 'custom', path: ['shipping'], message: 'admin:v.required' });
  });
export type OrderTransitionInput = z.input<typeof orderTransitionSchema>;

/** The staff order list's filters: status, a range of check-out days (inclusive, UTC) and the customer (e-mail or name part). */
export const orderListQuerySchema = z.object({
  status: z.enum(orderStatuses, { error: 'admin:v.orderStatus' }).optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
  customer: z.string().trim().max(200, 'admin:v.tooLong').optional(),
});
export type OrderListQuery = z.input<typeof orderListQuerySchema>;

export const orderPathSchema = z.object({ id: recordId() });

export interface OrderEventView {
  at: string;
  status: OrderStatus;
  note: string;
  /** Staff name in the back office; never sent to customers. */
  staffName?: string | null;
}

export interface ShippingView {
  carrier: string;
  trackingNumber: string;
  shippedOn: string;
  coldChainNote: string;
}

export interface OrderLineView {
  catalogNumber: string;
  productName: string;
  size: string;
  count: number;
  price: string;
  subtotal: string;
}

export interface AdminOrderSummary {
  id: number;
  orderNumber: string;
  createdAt: string;
  status: OrderStatus;
  totalText: string;
  lang: Lang;
  customer: { id: number; name: string; email: string; company: string };
}

/** What the customer gave at check-out (null for orders from before check-out asked). */
export interface CheckoutDetailsView {
  shipTo: Address | null;
  invoice: Invoice | null;
  poNumber: string;
  note: string;
}

export interface AdminOrderDetail extends AdminOrderSummary, CheckoutDetailsView {
  lines: OrderLineView[];
  shipping: ShippingView | null;
  events: OrderEventView[];
  next: OrderStatus[];
}
