import { z } from 'zod';
import { addToCartSchema, cartQuerySchema, cartSchema, changeCountSchema, idListSchema, orderSummarySchema, settledSchema, settleSchema } from '../cart.ts';
import { endpointsOf } from '../endpoint.ts';
import { quickOrderResultSchema, quickOrderSchema } from '../quick-order.ts';
import { recordId } from '../record-id.ts';

/**
 * The cart, the quick order and the customer's order list: all need the login, and every query is limited to
 * the token's user, so another customer's line or order is simply not found (404).
 */

const declare = endpointsOf({ group: 'customer', access: 'customer' });
const done = z.literal(true);
const lineParams = z.object({ id: recordId() });

export const cartGet = declare({
  route: 'GET /order',
  query: cartQuerySchema,
  answer: cartSchema,
  does: 'the whole cart, oldest line first, names in the request\'s language, priced for the visitor\'s region (outside mainland China every price is `inquiry`); `total` the sum of the counts, `priceTotal` a number or `inquiry` when any line is; `size=-1` (the spec\'s) or nothing',
});

export const cartTotal = declare({
  route: 'GET /order/count',
  answer: z.number().int(),
  does: 'the sum of the counts of the cart\'s lines (the top bar\'s badge)',
});

export const orderList = declare({
  route: 'GET /order/list',
  answer: z.array(orderSummarySchema),
  does: 'the customer\'s orders, newest first (at most 200), each with its lines as ordered; `createdAt` an ISO time; outside mainland China the amounts read `inquiry`',
});

export const cartAdd = declare({
  route: 'POST /order',
  body: addToCartSchema,
  answer: done,
  does: 'puts a product size in the cart, or adds to the count of its line (at most 9999 a line); `count` 1–9999, 1 when left out; an unknown size, or one of a hidden product, answers 404',
});

export const quickOrder = declare({
  route: 'POST /order/quick',
  body: quickOrderSchema,
  answer: quickOrderResultSchema,
  does: 'at most 100 lines (`src/contracts/quick-order.ts`, which also parses pasted text and sheet rows): each line matched to a product size by catalog number (any case) and size (spaces, case, µ/μ/u alike; a product with one size needs none); `reason` of a miss is `catalog` or `size`, with close catalog numbers or the product\'s sizes as `suggestions`; with `add: true` the matched lines go into the cart together (counts added, at most 9999 a line), `added` how many',
});

export const cartSettle = declare({
  route: 'PUT /order/clear',
  body: settleSchema,
  answer: settledSchema,
  does: 'the quick check-out without details, kept for API clients: the priced lines become an order (status submitted), lines priced on inquiry stay in the cart; the same `settlementKey` again answers the first order with `repeated: true`; a cart without priced lines is a 400 naming `cart`, and so is any cart of a member of an organisation (they check out with `POST /order/checkout`, where the PO number and approval rules hold)',
});

export const cartDeleteBatch = declare({
  route: 'DELETE /order/batch',
  query: idListSchema,
  answer: z.strictObject({ deleted: z.number().int() }),
  does: '`idList` the line ids separated by commas (at most 200); removes those of them that are the customer\'s; none of them answers 404',
});

export const cartLineCount = declare({
  route: 'PUT /order/:id',
  params: lineParams,
  body: changeCountSchema,
  answer: done,
  does: 'sets a line\'s count (1–9999); another customer\'s or an unknown line answers 404',
});

export const cartLineDelete = declare({
  route: 'DELETE /order/:id',
  params: lineParams,
  answer: done,
  does: 'removes a line from the cart; another customer\'s or an unknown line answers 404',
});
