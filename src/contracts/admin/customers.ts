import { z } from 'zod';
import { pagedSchema, pagingQuery } from './paging.ts';
import { savedAddressSchema } from '../checkout.ts';
import { myLeadSchema } from '../my-leads.ts';
import { organisationRoles } from '../organisation.ts';
import { quoteViewSchema } from '../quotes.ts';
import { recordId } from '../record-id.ts';
import { adminOrderSummarySchema } from './order-flow.ts';

/**
 * Customers in the back office (permission `orders`): the search, a customer's page, disabling a login, and the
 * personal-information requests of PIPL / GDPR (export everything stored about them, erase it).
 */

/**
 * An erased customer's e-mail: `erased-<id>@erased.invalid`. `.invalid` is reserved (RFC 2606), so nothing is ever
 * sent to it and no one can register it; the id keeps the unique index on e-mails satisfied.
 */
export const ERASED_EMAIL_DOMAIN = 'erased.invalid';
export const erasedEmailOf = (id: number) => `erased-${id}@${ERASED_EMAIL_DOMAIN}`;
export const isErasedEmail = (email: string) => email.endsWith(`@${ERASED_EMAIL_DOMAIN}`);

/** `GET /admin/customers`: part of a name, e-mail, phone or company; a page of the list. */
export const customerListQuerySchema = z.object({
  q: z.string().trim().max(200, 'admin:v.tooLong').optional(),
  // The back office's paging: 50 a page unless asked otherwise, at most 200.
  ...pagingQuery,
});
export type CustomerListQuery = z.input<typeof customerListQuerySchema>;

export const customerPathSchema = z.object({ id: recordId() });

/** A customer as the list shows them. */
export const customerSummarySchema = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  company: z.string(),
  createdAt: z.string(),
  disabledAt: z.string().nullable(),
  erasedAt: z.string().nullable(),
  orderCount: z.number().int(),
});
export type CustomerSummary = z.infer<typeof customerSummarySchema>;

/** One page of customers, the total of every match and where the page stands. */
export const customerPageSchema = pagedSchema(customerSummarySchema);
export type CustomerPage = z.infer<typeof customerPageSchema>;

/** A lead of the customer: its kind and id (the inbox links to it), topic and status. */
export const customerLeadSchema = myLeadSchema;

/**
 * The organisation account the customer is a member of (one at most): its id (the back office's organisation page),
 * its name in the page's language, their role, their limit per order in yuan (null: none) and since when.
 */
export const customerOrganisationSchema = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  role: z.enum(organisationRoles),
  limitCny: z.number().nullable(),
  memberSince: z.string(),
});
export type CustomerOrganisation = z.infer<typeof customerOrganisationSchema>;

/**
 * The customer's page: the account (the company and department they registered with, their region and industry),
 * their organisation account, orders, quotes, leads and addresses. `leads` holds the newest 200 at most; `leadsTotal`
 * counts every one, so the page can say when some are not shown (the personal-data export lists them all).
 */
export const customerDetailSchema = customerSummarySchema.extend({
  department: z.string(),
  phoneVerified: z.boolean(),
  areaName: z.string().nullable(),
  industryName: z.string().nullable(),
  organisation: customerOrganisationSchema.nullable(),
  orders: z.array(adminOrderSummarySchema.omit({ customer: true })),
  quotes: z.array(quoteViewSchema.pick({ id: true, quoteNumber: true, status: true, createdAt: true, validUntil: true, total: true, orderId: true })),
  leads: z.array(customerLeadSchema),
  leadsTotal: z.number().int(),
  addresses: z.array(savedAddressSchema),
});
export type CustomerDetail = z.infer<typeof customerDetailSchema>;

/** `POST /admin/customers/:id/erase`: the customer's e-mail typed again, so nobody erases the wrong person. */
export const customerEraseSchema = z.object({
  confirmEmail: z.string({ error: 'admin:customers.v.confirmEmail' }).trim().min(1, 'admin:customers.v.confirmEmail').max(320, 'admin:v.tooLong'),
});
export type CustomerEraseInput = z.input<typeof customerEraseSchema>;
