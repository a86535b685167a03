import { z } from 'zod';
import { approvalNoteSchema, memberPricesQuerySchema, memberPricesSchema, myOrganisationSchema, organisationOrderPathSchema, organisationOrderSchema, refusalNoteSchema } from '../organisation.ts';
import { endpointsOf } from '../endpoint.ts';

/**
 * The organisation a customer belongs to, as its members see it (src/contracts/organisation.ts): membership and
 * the prices of its price list. Login required; a customer of no organisation gets null and list prices.
 */
const declare = endpointsOf({ group: 'customer', access: 'customer' });

export const myOrganisation = declare({
  route: 'GET /organisation',
  answer: myOrganisationSchema,
  does: 'the login\'s organisation: `id`, `nameEn`, `nameZh`, their `role` (`buyer`, `approver`, `admin`), `limitCny` (null: none) and `requirePoNumber`; null for a customer of no organisation',
});

export const memberPrices = declare({
  route: 'GET /organisation/prices',
  query: memberPricesQuerySchema,
  answer: memberPricesSchema,
  does: '`sizeIds` 1 to 100 size ids, comma-separated: each visible size\'s price for the login, `[{ sizeId, price }]` (`¥…` or `inquiry`; outside mainland China always `inquiry`), with the organisation\'s price list applied (a fixed price of the size, else the list price less its percentage); `[]` for a customer of no organisation (the product page keeps its list prices)',
});

const decided = z.strictObject({ id: z.number().int(), status: z.enum(['submitted', 'refused']) });

export const organisationOrderList = declare({
  route: 'GET /organisation/orders',
  answer: z.array(organisationOrderSchema),
  does: 'the organisation\'s orders the login may see, newest first (at most 200): a buyer their own, an approver or admin every member\'s; each with `status` (`awaiting_approval`, `refused`, then the usual ones), `buyer`, `poNumber`, `decisionNote` (the approver\'s note) and `mayDecide`; outside mainland China amounts read `inquiry`; `[]` for a customer of no organisation',
});

export const organisationOrderApprove = declare({
  route: 'POST /organisation/orders/:id/approve',
  params: organisationOrderPathSchema,
  body: approvalNoteSchema,
  answer: decided,
  does: 'an approver or admin of the buyer\'s organisation approves an order `awaiting_approval`, with an optional `note`: it becomes `submitted` (the normal flow: staff see it from now, and the staff mailbox is told), the buyer is e-mailed in the order\'s language; an order the login may not decide on answers 404, one no longer waiting 409',
});

export const organisationOrderRefuse = declare({
  route: 'POST /organisation/orders/:id/refuse',
  params: organisationOrderPathSchema,
  body: refusalNoteSchema,
  answer: decided,
  does: 'the same, refusing: `note` required (400 naming it); the order becomes `refused` (final, never shown to staff) and the buyer is e-mailed the note, which their order page and `GET /organisation/orders` show',
});
