import { z } from 'zod';
import { phoneField } from './account.ts';
import { creditCodeCheckHolds } from './credit-code.ts';
import { settlementKeyField } from './settlement-key.ts';
import { recordId } from './record-id.ts';

/**
 * Check-out details, shared by the check-out page and the server: where to ship, the fapiao (Chinese VAT
 * invoice) request, the buyer's PO number and a note. Messages are `account:` keys (whole sentences).
 */

const required = (key: string, max: number) =>
  z
    .string({ error: key })
    .trim()
    .min(1, { error: key, abort: true })
    .max(max, 'account:v.tooLong');
const optional = (max: number) => z.string().trim().max(max, 'account:v.tooLong').default('');

/** A shipping address (also what the address book keeps). */
export const addressSchema = z.object({
  recipient: required('account:checkout.v.recipient', 50),
  phone: phoneField,
  company: optional(100),
  /** Province and city, e.g. 上海市 浦东新区. */
  region: required('account:checkout.v.region', 100),
  street: required('account:checkout.v.street', 300),
  postcode: z.string().trim().regex(/^[A-Za-z0-9 -]{0,12}$/, 'account:checkout.v.postcode').default(''),
});
export type Address = z.output<typeof addressSchema>;
export type AddressInput = z.input<typeof addressSchema>;

/** An address as the server answers it (the check-out details of an order, the address book). */
export const addressViewSchema = z.strictObject({ recipient: z.string(), phone: z.string(), company: z.string(), region: z.string(), street: z.string(), postcode: z.string() });
/** `GET /account/addresses`: one address of the book. */
export const savedAddressSchema = z.strictObject({ id: z.number().int(), ...addressViewSchema.shape });
export type SavedAddress = z.infer<typeof savedAddressSchema>;

/**
 * The unified social credit code (统一社会信用代码) is 18 characters of digits and capitals (GB 32100-2015);
 * older taxpayer numbers had 15 or 20. Letters I, O, Z, S, V never appear in the 18-character code, but the
 * older numbers are accepted as given, so only the alphabet and length are checked here; the 18-character code's
 * check character is checked by the fapiao schema (src/contracts/credit-code.ts), as a warning the buyer may confirm.
 */
export const TAX_ID = /^[0-9A-Z]{15}$|^[0-9A-Z]{18}$|^[0-9A-Z]{20}$/;

const invoiceEmail = z.string({ error: 'account:v.emailRequired' }).trim().min(1, { error: 'account:v.emailRequired', abort: true }).max(100, 'account:v.tooLong').email('account:v.email');
const invoiceTitle = required('account:checkout.v.invoiceTitle', 100);

/** The fapiao request: none, personal (a name as title), or company (title, tax ID, general or special VAT invoice). */
export const invoiceSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('none') }),
    z.object({ kind: z.literal('personal'), title: invoiceTitle, email: invoiceEmail }),
    z.object({
      kind: z.literal('company'),
      title: invoiceTitle,
      taxId: z
        .string({ error: 'account:checkout.v.taxId' })
        .trim()
        .transform((s) => s.toUpperCase())
        .pipe(z.string().regex(TAX_ID, 'account:checkout.v.taxId')),
      invoiceType: z.enum(['general', 'special'], { error: 'account:checkout.v.invoiceType' }),
      email: invoiceEmail,
      /** The buyer confirmed a code whose check character fails (see below); sent only then. */
      taxIdCheckConfirmed: z.boolean({ error: 'account:checkout.v.taxIdCheckConfirmed' }).optional(),
    })
      // GB 32100-2015's check character: a warning the buyer may confirm, not a refusal (some older pilot-region codes fail it).
      .refine((v) => v.taxIdCheckConfirmed === true || creditCodeCheckHolds(v.taxId), { path: ['taxId'], message: 'account:checkout.v.taxIdCheck' }),
  ],
  { error: 'account:checkout.v.invoiceKind' },
);
export type Invoice = z.output<typeof invoiceSchema>;
/** The fapiao request as the server answers it (an order's check-out details). */
export const invoiceViewSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('none') }),
  z.strictObject({ kind: z.literal('personal'), title: z.string(), email: z.string() }),
  z.strictObject({ kind: z.literal('company'), title: z.string(), taxId: z.string(), invoiceType: z.enum(['general', 'special']), email: z.string(), taxIdCheckConfirmed: z.boolean().optional() }),
]);
export const invoiceKinds = ['none', 'personal', 'company'] as const;

/** `POST /order/checkout`: the cart becomes an order (priced lines) and a quote request (inquiry lines). */
export const checkoutSchema = z.object({
  settlementKey: settlementKeyField,
  shipTo: addressSchema,
  /** Keep this address in the address book (personal centre). */
  saveAddress: z.boolean().default(false),
  invoice: invoiceSchema,
  poNumber: optional(50),
  note: optional(1000),
});
export type CheckoutInput = z.input<typeof checkoutSchema>;
export type Checkout = z.output<typeof checkoutSchema>;

export const checkoutResultSchema = z.strictObject({
  /** Null when every line was priced on inquiry (only a quote request was made). */
  orderId: z.number().int().nullable(),
  orderNumber: z.string().nullable(),
  /** How many inquiry lines went to the quote request. */
  quoteLines: z.number().int(),
  repeated: z.boolean(),
  /** The order waits for an approver of the buyer's organisation (its total is above the buyer's limit). */
  awaitingApproval: z.boolean(),
});
export type CheckoutResult = z.infer<typeof checkoutResultSchema>;

export const addressIdSchema = z.object({ id: recordId() });

/** `POST /account/addresses`: the address's id in the book (the one it already had, when it was there). */
export const addressSavedSchema = z.strictObject({ id: z.number().int() });
