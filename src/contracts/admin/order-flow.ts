import { z } from 'zod';
import { pagingQuery } from './paging.ts';
import { languages } from '../lang.ts';
import { addressViewSchema, invoiceViewSchema } from '../checkout.ts';
import { recordId } from '../record-id.ts';
import { lineLotSchema, shipmentLinesSchema } from './lots.ts';

/**
 * The life of an order after check-out: its statuses, which status may follow which, and the requests of the
 * staff order endpoints. Pure (no database): the server refuses what `mayMove` refuses, and the admin page
 * offers only the moves `nextStatuses` lists. Messages are `admin:` translation keys.
 */

export const orderStatuses = ['awaiting_approval', 'refused', 'submitted', 'confirmed', 'awaiting_payment', 'paid', 'shipped', 'delivered', 'closed', 'cancelled'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/**
 * The statuses before staff see an order: an organisation buyer's order above their limit waits for an approver of
 * the organisation (`awaiting_approval`), who approves it (`submitted`, the normal flow) or refuses it (`refused`,
 * final). Staff lists, details and exports leave these out; the staff filter offers the others.
 */
export const approvalStatuses = ['awaiting_approval', 'refused'] as const satisfies readonly OrderStatus[];
export const staffOrderStatuses = orderStatuses.filter((s) => !(approvalStatuses as readonly string[]).includes(s)) as Exclude<OrderStatus, (typeof approvalStatuses)[number]>[];

/**
 * The allowed moves. Forward one step at a time; cancelled only before payment (once paid, a cancellation is
 * a refund, handled outside the site); closed and cancelled are final.
 */
const flow: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  // Decided by the organisation's approver in the personal centre, never moved by staff.
  awaiting_approval: [],
  refused: [],
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

/**
 * What shipping needs: the carrier, its tracking number, the day it left, how it is kept cold, and which lot each
 * order line's units came from (`lines`, src/contracts/admin/lots.ts; a line may ship over several parcels and lots).
 */
export const shippingSchema = z.object({
  carrier: text(100),
  trackingNumber: text(100),
  shippedOn: isoDate,
  coldChainNote: z.string().trim().max(500, 'admin:v.tooLong').default(''),
  lines: shipmentLinesSchema,
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

/** The staff order list's filters: status, a range of check-out days (inclusive, Beijing days) and the customer (e-mail or name part). */
export const orderListQuerySchema = z.object({
  status: z.enum(orderStatuses, { error: 'admin:v.orderStatus' }).optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
  customer: z.string().trim().max(200, 'admin:v.tooLong').optional(),
});
export type OrderListQuery = z.input<typeof orderListQuerySchema>;
/** The list's filters and its page (`GET /admin/orders`); the export takes the filters alone and writes every order. */
export const orderPageQuerySchema = orderListQuerySchema.extend(pagingQuery);
export type OrderPageQuery = z.input<typeof orderPageQuerySchema>;

export const orderPathSchema = z.object({ id: recordId() });

const orderEventFields = { at: z.string(), status: z.enum(orderStatuses), note: z.string() };
/** A step of the timeline as the customer sees it: no staff names. */
export const orderEventSchema = z.strictObject(orderEventFields);
/** A step of the timeline in the back office: who moved the order (null: no staff member, e.g. the check-out). */
export const staffOrderEventSchema = z.strictObject({ ...orderEventFields, staffName: z.string().nullable() });
export type OrderEventView = z.infer<typeof orderEventSchema>;
export type StaffOrderEventView = z.infer<typeof staffOrderEventSchema>;

export const shippingViewSchema = z.strictObject({
  carrier: z.string(),
  trackingNumber: z.string(),
  shippedOn: z.string(),
  coldChainNote: z.string(),
});
export type ShippingView = z.infer<typeof shippingViewSchema>;

export const orderLineViewSchema = z.strictObject({
  catalogNumber: z.string(),
  productName: z.string(),
  size: z.string(),
  count: z.number().int(),
  price: z.string(),
  subtotal: z.string(),
  /** The lots the line's units were shipped from (empty until shipped), each with its certificate's address. */
  lots: z.array(lineLotSchema),
});
export type OrderLineView = z.infer<typeof orderLineViewSchema>;

export const adminOrderSummarySchema = z.strictObject({
  id: z.number().int(),
  orderNumber: z.string(),
  createdAt: z.string(),
  status: z.enum(orderStatuses),
  totalText: z.string(),
  lang: z.enum(languages),
  customer: z.strictObject({ id: z.number().int(), name: z.string(), email: z.string(), company: z.string() }),
});
export type AdminOrderSummary = z.infer<typeof adminOrderSummarySchema>;

/** What the customer gave at check-out (null for orders from before check-out asked). */
export const checkoutDetailsSchema = z.strictObject({
  shipTo: addressViewSchema.nullable(),
  invoice: invoiceViewSchema.nullable(),
  poNumber: z.string(),
  note: z.string(),
});
export type CheckoutDetailsView = z.infer<typeof checkoutDetailsSchema>;

/** `GET /admin/orders/:id`: the order as in the list, its check-out details, lines, shipping, timeline and next statuses. */
export const adminOrderDetailSchema = adminOrderSummarySchema.extend({
  ...checkoutDetailsSchema.shape,
  /** Where the order came from: '' for the storefront's check-out or a quote, "PunchOut <connection name>" for a procurement system's OrderRequest. */
  source: z.string(),
  lines: z.array(orderLineViewSchema),
  shipping: shippingViewSchema.nullable(),
  events: z.array(staffOrderEventSchema),
  next: z.array(z.enum(orderStatuses)),
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>;
