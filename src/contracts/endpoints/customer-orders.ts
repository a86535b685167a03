import { z } from 'zod';
import { orderPathSchema } from '../admin/order-flow.ts';
import { orderDetailSchema } from '../cart.ts';
import { addressIdSchema, addressSavedSchema, addressSchema, checkoutResultSchema, checkoutSchema, savedAddressSchema } from '../checkout.ts';
import { endpointsOf } from '../endpoint.ts';

// The customer's orders, check-out and address book: every query is limited to the login's user.
const declare = endpointsOf({ group: 'customer', access: 'customer' });

export const myOrderGet = declare({
  route: 'GET /order/detail/:id',
  params: orderPathSchema,
  answer: orderDetailSchema,
  does: 'one of the customer\'s orders: the list\'s fields plus the check-out details as given (`shipTo`, `invoice`, `poNumber`, `note`), `shipping` and `events` (the timeline, without staff names); outside China amounts read `inquiry`, as in the order list; another customer\'s order answers 404',
});

export const myOrderReorder = declare({
  route: 'POST /order/reorder/:id',
  params: orderPathSchema,
  answer: z.strictObject({ added: z.number().int() }),
  does: 'puts the order\'s lines back in the cart by size, priced as of today (sizes no longer sold, and a quote\'s free-text lines, are left out); `added` counts the lines put back',
});

export const checkoutPlace = declare({
  route: 'POST /order/checkout',
  body: checkoutSchema,
  answer: checkoutResultSchema,
  does: 'the details as `src/contracts/checkout.ts` checks them; `invoice.kind` is `none`, `personal` or `company` (with `invoiceType` `general` or `special`; an 18-character `taxId` whose check character fails GB 32100-2015 is a 400 naming `invoice.taxId` unless `taxIdCheckConfirmed: true` says the buyer confirmed it, which the order keeps). The priced lines become an order with these details; lines priced on inquiry never do: each becomes an enquiry in the lead inbox. Empties the cart, e-mails the customer a confirmation and the staff mailbox a notice (outbox); `saveAddress` keeps `shipTo` in the address book. For a member of an organisation: prices of its price list; a missing `poNumber` when the organisation requires one is a 400 naming it; a buyer\'s order above their limit is saved `awaiting_approval` (`awaitingApproval: true`; the organisation\'s approvers and admins are e-mailed in the buyer\'s language, and the staff mailbox only once it is approved). `orderId` null when every line was on inquiry; the same `settlementKey` again answers the first order (`repeated`); an empty cart is a 400 naming `cart`',
});

export const addressBookList = declare({
  route: 'GET /account/addresses',
  answer: z.array(savedAddressSchema),
  does: 'the address book, oldest first',
});

export const addressBookSave = declare({
  route: 'POST /account/addresses',
  body: addressSchema,
  answer: addressSavedSchema,
  does: 'an address as in `shipTo` of the check-out: an address already in the book answers its id; at most 20, a new one past that is a 400 naming `address`',
});

export const addressBookDelete = declare({
  route: 'DELETE /account/addresses/:id',
  params: addressIdSchema,
  answer: z.literal(true),
  does: 'removes one of the customer\'s addresses; another\'s answers 404',
});
