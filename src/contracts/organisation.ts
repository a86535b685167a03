import { z } from 'zod';
import { recordId } from './record-id.ts';

/**
 * Organisation accounts as their members see them: the roles, the price rule every channel applies (storefront,
 * PunchOut, quotes), and the personal centre's organisation answers. Messages are `account:` keys.
 */

/** A buyer orders within their limit; an approver approves or refuses the orders above it; an admin does both and manages members. */
export const organisationRoles = ['buyer', 'approver', 'admin'] as const;
export type OrganisationRole = (typeof organisationRoles)[number];

/** Whether a role may see every member's orders and decide on those awaiting approval. */
export const mayApprove = (role: OrganisationRole) => role === 'approver' || role === 'admin';

/** An organisation's price list: a percentage off every list price, and fixed prices (yuan) of sizes, which win. */
export interface PriceList {
  percentOff: number;
  fixed: ReadonlyMap<number, number>;
}

/**
 * The one price rule of an organisation's members, in yuan: the size's fixed price when the list has one (even for a
 * size otherwise sold on inquiry: the organisation agreed a price), else the list price less `percentOff`, rounded
 * to the fen; null stays null (inquiry). Without a price list the list price. Computed in fen, so 0.1 + 0.2 errors
 * never reach a total.
 */
export function memberPriceCny(listPriceCny: string | number | null, sizeId: number, list: PriceList | null): number | null {
  const fixed = list?.fixed.get(sizeId);
  if (fixed !== undefined) return fixed;
  if (listPriceCny === null) return null;
  const fen = Math.round(Number(listPriceCny) * 100);
  if (!list || list.percentOff === 0) return fen / 100;
  const offBasisPoints = Math.round(list.percentOff * 100);
  return Math.round((fen * (10_000 - offBasisPoints)) / 10_000) / 100;
}

/** `GET /organisation`: the login's membership, or null when they belong to no organisation. */
export const myOrganisationSchema = z
  .strictObject({
    id: z.number().int(),
    nameEn: z.string(),
    nameZh: z.string(),
    role: z.enum(organisationRoles),
    limitCny: z.number().nullable(),
    requirePoNumber: z.boolean(),
  })
  .nullable();
export type MyOrganisation = z.output<typeof myOrganisationSchema>;

/** `GET /organisation/prices?sizeIds=1,2`: the member's price text of each size ("¥…" or `inquiry`). */
export const memberPricesQuerySchema = z.object({
  sizeIds: z
    .string({ error: 'account:v.sizeIds' })
    .regex(/^\d{1,10}(,\d{1,10}){0,99}$/, 'account:v.sizeIds')
    .transform((s) => s.split(',').map(Number)),
});
export const memberPricesSchema = z.array(z.strictObject({ sizeId: z.number().int(), price: z.string() }));

/** An order of the organisation as a member sees it in the personal centre. */
export const organisationOrderSchema = z.strictObject({
  id: z.number().int(),
  orderNumber: z.string(),
  createdAt: z.iso.datetime(),
  status: z.string(),
  totalText: z.string(),
  poNumber: z.string(),
  buyer: z.strictObject({ name: z.string(), email: z.string() }),
  /** The approver's note of an approval or refusal ('' when none). */
  decisionNote: z.string(),
  /** Whether the login may approve or refuse it now. */
  mayDecide: z.boolean(),
});
export type OrganisationOrder = z.output<typeof organisationOrderSchema>;

export const organisationOrderPathSchema = z.object({ id: recordId() });

/** `POST /organisation/orders/{id}/approve|refuse`: a note for the buyer (required to refuse). */
export const approvalNoteSchema = z.object({ note: z.string({ error: 'organisation:v.note' }).trim().max(500, 'account:v.tooLong').default('') });
export const refusalNoteSchema = z.object({ note: z.string({ error: 'organisation:v.refuseNote' }).trim().min(1, 'organisation:v.refuseNote').max(500, 'account:v.tooLong') });

const YUAN_TEXT = /^\d{1,8}(\.\d{1,2})?$/;

/**
 * An amount in yuan, sent as a number or as text ("1280.5"): at most two decimals, 0 to 99,999,999.99 (what
 * `numeric(12,2)` holds); one message `key` for every way it can be wrong, so a 400 says it in words.
 */
export const yuanAmount = (key: string) =>
  z.preprocess((v) => (typeof v === 'string' ? (YUAN_TEXT.test(v.trim()) ? Number(v.trim()) : Number.NaN) : v), z.number({ error: key }).min(0, key).max(99_999_999.99, key).refine((n) => Math.round(n * 100) === n * 100, key));

/** A limit per order in yuan, or null (or blank) for none. */
export const limitAmount = (key: string) => z.preprocess((v) => (v === '' || v === undefined ? null : v), yuanAmount(key).nullable());

const limitField = limitAmount('organisation:v.limit');

/** `POST /organisation/invitations`: whom the organisation's admin invites, as what, with which limit. */
export const invitationSchema = z.object({
  email: z.string({ error: 'account:v.emailRequired' }).trim().toLowerCase().min(1, 'account:v.emailRequired').max(100, 'account:v.tooLong').email('account:v.email'),
  role: z.enum(organisationRoles, { error: 'organisation:v.role' }),
  limitCny: limitField,
});
export type InvitationInput = z.input<typeof invitationSchema>;

/** `POST /organisation/invitations/accept`: the token of the invitation's link. */
export const invitationAcceptSchema = z.object({ token: z.string({ error: 'organisation:v.invitation' }).regex(/^[A-Za-z0-9_-]{43}$/, 'organisation:v.invitation') });

/** `PUT /organisation/members/{userId}`: the member's limit per order (null: none). */
export const memberLimitSchema = z.object({ limitCny: limitField });
export const memberPathSchema = z.object({ userId: recordId() });

export const organisationMemberSchema = z.strictObject({ userId: z.number().int(), name: z.string(), email: z.string(), role: z.enum(organisationRoles), limitCny: z.number().nullable() });
export const pendingInvitationSchema = z.strictObject({ email: z.string(), role: z.enum(organisationRoles), limitCny: z.number().nullable(), expiresAt: z.iso.datetime() });
/** `GET /organisation/members`: the members and the invitations not yet accepted (the organisation's admin only). */
export const organisationMembersSchema = z.strictObject({ members: z.array(organisationMemberSchema), invitations: z.array(pendingInvitationSchema) });
export type OrganisationMembers = z.output<typeof organisationMembersSchema>;
