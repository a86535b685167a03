import { z } from 'zod';
import { approvalNoteSchema, invitationAcceptSchema, invitationSchema, memberLimitSchema, memberPathSchema, organisationMembersSchema, memberPricesQuerySchema, memberPricesSchema, myOrganisationSchema, organisationOrderPathSchema, organisationOrderSchema, refusalNoteSchema } from '../organisation.ts';
import { endpointsOf } from '../endpoint.ts';
import { MEMBER_PRICES } from './first-load.ts';

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
  route: MEMBER_PRICES,
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

export const organisationMemberList = declare({
  route: 'GET /organisation/members',
  answer: organisationMembersSchema,
  does: 'for the organisation\'s admin: its `members` (`userId`, name, e-mail, `role`, `limitCny`) and the `invitations` not yet accepted and not expired; any other login gets both empty',
});

export const organisationInvite = declare({
  route: 'POST /organisation/invitations',
  body: invitationSchema,
  answer: organisationMembersSchema,
  does: 'the organisation\'s admin invites `email` as `role` with `limitCny` (null: none): the address is e-mailed a link to the personal centre, in the request\'s language, valid 14 days (a new invitation of the same address replaces the old); an address that is a member already, of this or another organisation, is a 400 naming `email`; another login answers 403; answers the members and invitations',
});

export const organisationInvitationAccept = declare({
  route: 'POST /organisation/invitations/accept',
  body: invitationAcceptSchema,
  answer: myOrganisationSchema,
  does: 'the logged-in account whose e-mail was invited joins the organisation with the invitation\'s role and limit; the link\'s `token` is single-use; an unknown, expired, used or another address\'s invitation answers 404; an account in another organisation is a 400 naming `token`; answers the new membership',
});

export const organisationMemberLimit = declare({
  route: 'PUT /organisation/members/:userId',
  params: memberPathSchema,
  body: memberLimitSchema,
  answer: organisationMembersSchema,
  does: 'the organisation\'s admin sets a member\'s `limitCny` (null: none; a bad amount is a 400 naming it); a member of no concern answers 404, another login 403; the back office sees the change (the organisation\'s version moves on)',
});
