import { adminOrderDetailSchema, adminOrderSummarySchema, orderListQuerySchema, orderPageQuerySchema, orderPathSchema, orderTransitionSchema } from '../admin/order-flow.ts';
import { pagedSchema } from '../admin/paging.ts';
import { endpointsOf, FILE_ANSWER } from '../endpoint.ts';

const declare = endpointsOf({ group: 'admin', access: { permission: 'orders' } });

export const adminOrderList = declare({
  route: 'GET /admin/orders',
  query: orderPageQuerySchema,
  answer: pagedSchema(adminOrderSummarySchema),
  does: 'newest first, one page (`page` from 1, `pageSize` 50 by default, at most 200) with `total`, the number of all orders that match; `from`/`to` YYYY-MM-DD, check-out days inclusive, in Beijing time (the office calendar); `customer` matches part of the e-mail, name or company, or the whole order number',
});

export const adminOrderExport = declare({
  route: 'GET /admin/orders/export',
  query: orderListQuerySchema,
  answer: FILE_ANSWER,
  does: 'the list\'s filters; every order that matches as an XLSX workbook `orders-YYYY-MM-DD.xlsx`, one row per order (number, check-out time in Beijing time, status, customer, e-mail, company, total, lines, PO number, fapiao, carrier, tracking number, ship date), headers "English / 中文"',
});

export const adminOrderGet = declare({
  route: 'GET /admin/orders/:id',
  params: orderPathSchema,
  answer: adminOrderDetailSchema,
  does: 'the order as in the list, plus the check-out details (`shipTo`, `invoice`, `poNumber`, `note`; `shipTo` and `invoice` null for orders from before check-out asked), `lines`, `shipping` (null until shipped), `events` (the timeline, with the staff member who moved it) and `next` (the statuses it may move to); 404 for an unknown order',
});

export const adminOrderMove = declare({
  route: 'POST /admin/orders/:id/transition',
  params: orderPathSchema,
  body: orderTransitionSchema,
  answer: adminOrderDetailSchema,
  does: 'moves the order along submitted → confirmed → awaiting_payment → paid → shipped → delivered → closed, or to cancelled before payment (`src/contracts/admin/order-flow.ts`); `shipping` required for `shipped`, its `lines` naming a lot for every line with one in stock and not expired (a 400 naming `shipping.lines` otherwise; lines of products with no lot ship without one); audited (entity `order`), kept in the timeline and e-mailed to the customer in the check-out language; a move the flow does not allow answers 409 naming `to`; answers the order as moved',
});
