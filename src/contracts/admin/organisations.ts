import { z } from 'zod';
import { CREDIT_CODE_ALPHABET, creditCodeCheckHolds } from '../credit-code.ts';
import { pagedSchema, pagingQuery } from './paging.ts';
import { recordId } from '../record-id.ts';
import { versionSchema, withVersion } from './version.ts';
import { limitAmount, organisationRoles, yuanAmount } from '../organisation.ts';

/**
 * Organisation accounts as the back office edits them (permission `orders`): the company, its members (customer
 * accounts) with their roles and limits, and its price list. An organisation is one versioned record: every change,
 * of its fields, members or prices, sends the version the page loaded and answers the whole organisation, so two
 * staff members never overwrite each other silently. Messages are `admin:` keys; fields are flat where they can be,
 * so a 400 names the one at fault.
 */

const text = (max: number) => z.string({ error: 'admin:v.required' }).trim().min(1, 'admin:v.required').max(max, 'admin:v.tooLong');
const optional = (max: number) => z.string().trim().max(max, 'admin:v.tooLong').default('');

const CREDIT_CODE = new RegExp(`^[${CREDIT_CODE_ALPHABET}]{18}$`);

/** An address the organisation ships to or is invoiced at. */
export const organisationAddressSchema = z.object({
  label: optional(50),
  recipient: text(50),
  phone: text(30),
  region: text(100),
  street: text(300),
  postcode: z.string().trim().regex(/^[A-Za-z0-9 -]{0,12}$/, 'admin:organisations.v.postcode').default(''),
});
export type OrganisationAddress = z.output<typeof organisationAddressSchema>;

const organisationFields = z.object({
  nameEn: text(200),
  nameZh: text(200),
  /** The unified social credit code (GB 32100-2015): 18 characters of its alphabet, upper case. */
  creditCode: z
    .string({ error: 'admin:organisations.v.creditCode' })
    .trim()
    .toUpperCase()
    .regex(CREDIT_CODE, 'admin:organisations.v.creditCode'),
  /**
   * A code whose check character does not hold is kept only when confirmed: some codes of the pilot regions, issued
   * before the standard, fail the check (src/contracts/credit-code.ts), so a failed check is a warning, not a refusal.
   */
  creditCodeConfirmed: z.boolean({ error: 'admin:v.required' }).default(false),
  addresses: z.array(organisationAddressSchema, { error: 'admin:organisations.v.addresses' }).max(10, 'admin:organisations.v.addresses').default([]),
  fapiaoTitle: optional(100),
  fapiaoType: z.enum(['general', 'special'], { error: 'admin:organisations.v.fapiaoType' }).default('general'),
  fapiaoEmail: z.union([z.literal(''), z.string().trim().max(100, 'admin:v.tooLong').email('admin:v.email')]).default(''),
  /** The registered address and telephone, and the bank and account, a special VAT fapiao prints. */
  fapiaoAddressPhone: optional(200),
  fapiaoBankAccount: optional(200),
  /** Every order of its members must carry a PO or grant/project number (check-out refuses one without). */
  requirePoNumber: z.boolean({ error: 'admin:v.required' }).default(false),
});

const checked = <T extends z.ZodType<{ creditCode: string; creditCodeConfirmed: boolean }>>(schema: T) =>
  schema.superRefine((v, ctx) => {
    if (!creditCodeCheckHolds(v.creditCode) && !v.creditCodeConfirmed) ctx.addIssue({ code: 'custom', path: ['creditCode'], message: 'admin:organisations.v.creditCodeCheck' });
  });

/** `POST /admin/organisations`. */
export const organisationCreateSchema = checked(organisationFields);
export type OrganisationCreateInput = z.input<typeof organisationCreateSchema>;
export type OrganisationCreate = z.output<typeof organisationCreateSchema>;

/** `PUT /admin/organisations/{id}`: the same fields and the version the form loaded. */
export const organisationSaveSchema = checked(withVersion(organisationFields));
export type OrganisationSave = z.output<typeof organisationSaveSchema>;

export const organisationPathSchema = z.object({ id: recordId('admin:v.id') });
export const organisationMemberPathSchema = z.object({ id: recordId('admin:v.id'), userId: recordId('admin:v.id') });

/** A member's spending limit per order in yuan; null: no limit (approvers and admins need none). */
const limitField = limitAmount('admin:organisations.v.limit');

/** `POST /admin/organisations/{id}/members`: an existing customer account, by its e-mail. */
export const memberAddSchema = z.object({
  email: z.string({ error: 'admin:v.emailRequired' }).trim().toLowerCase().min(1, 'admin:v.emailRequired').max(100, 'admin:v.tooLong').email('admin:v.email'),
  role: z.enum(organisationRoles, { error: 'admin:organisations.v.role' }),
  limitCny: limitField,
  /** The language of the e-mails the organisation's approval sends this member. */
  lang: z.enum(['en', 'zh'], { error: 'admin:v.language' }).default('zh'),
  version: versionSchema,
});
export type MemberAdd = z.output<typeof memberAddSchema>;

/** `PUT /admin/organisations/{id}/members/{userId}`: the role, limit and language. */
export const memberSaveSchema = memberAddSchema.omit({ email: true });
export type MemberSave = z.output<typeof memberSaveSchema>;

/** `DELETE /admin/organisations/{id}/members/{userId}?version=`. */
export const memberRemoveQuerySchema = z.object({ version: z.coerce.number({ error: 'admin:v.version' }).int('admin:v.version').min(1, 'admin:v.version').max(2_147_483_647, 'admin:v.version') });

/** `PUT /admin/organisations/{id}/prices`: a percentage off every list price and fixed prices of sizes, which win. */
export const priceListSaveSchema = z.object({
  percentOff: z.number({ error: 'admin:organisations.v.percentOff' }).min(0, 'admin:organisations.v.percentOff').max(100, 'admin:organisations.v.percentOff').refine((n) => Math.round(n * 100) === n * 100, 'admin:organisations.v.percentOff'),
  fixed: z
    .array(z.object({ sizeId: recordId('admin:organisations.v.size'), priceCny: yuanAmount('admin:organisations.v.price') }), { error: 'admin:organisations.v.fixed' })
    .max(2000, 'admin:organisations.v.fixed')
    .refine((rows) => new Set(rows.map((r) => r.sizeId)).size === rows.length, 'admin:organisations.v.sizeTwice'),
  version: versionSchema,
});
export type PriceListSave = z.output<typeof priceListSaveSchema>;
export type PriceListSaveInput = z.input<typeof priceListSaveSchema>;

export const organisationListQuerySchema = z.object({ q: z.string().trim().max(200, 'admin:v.tooLong').optional(), ...pagingQuery });
export type OrganisationListQuery = z.input<typeof organisationListQuerySchema>;

export const organisationSummarySchema = z.strictObject({
  id: z.number().int(),
  nameEn: z.string(),
  nameZh: z.string(),
  creditCode: z.string(),
  memberCount: z.number().int(),
  updatedAt: z.iso.datetime(),
});
export const organisationPageSchema = pagedSchema(organisationSummarySchema);

export const adminMemberSchema = z.strictObject({
  userId: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: z.enum(organisationRoles),
  limitCny: z.number().nullable(),
  lang: z.enum(['en', 'zh']),
});
export type AdminMember = z.output<typeof adminMemberSchema>;

export const fixedPriceSchema = z.strictObject({ sizeId: z.number().int(), catalogNumber: z.string(), size: z.string(), listPriceCny: z.number().nullable(), priceCny: z.number() });

/** An organisation as the back office shows it: fields, members and price list, with its version. */
export const adminOrganisationSchema = z.strictObject({
  id: z.number().int(),
  nameEn: z.string(),
  nameZh: z.string(),
  creditCode: z.string(),
  /** Whether the code's check character holds (GB 32100-2015); a code that fails was confirmed when saved. */
  creditCodeChecks: z.boolean(),
  addresses: z.array(z.strictObject({ label: z.string(), recipient: z.string(), phone: z.string(), region: z.string(), street: z.string(), postcode: z.string() })),
  fapiaoTitle: z.string(),
  fapiaoType: z.enum(['general', 'special']),
  fapiaoEmail: z.string(),
  fapiaoAddressPhone: z.string(),
  fapiaoBankAccount: z.string(),
  requirePoNumber: z.boolean(),
  members: z.array(adminMemberSchema),
  percentOff: z.number(),
  fixedPrices: z.array(fixedPriceSchema),
  version: z.number().int(),
  updatedAt: z.iso.datetime(),
});
export type AdminOrganisation = z.output<typeof adminOrganisationSchema>;
