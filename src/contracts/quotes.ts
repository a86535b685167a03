import { z } from 'zod';
import { languages } from './lang.ts';
import { recordId } from './record-id.ts';

/** What staff and the customer did with a quote; `expired` is shown for a sent quote past its validity date. */
export const quoteStatuses = ['draft', 'sent', 'accepted'] as const;
export type QuoteStatus = (typeof quoteStatuses)[number];
export type QuoteShownStatus = QuoteStatus | 'expired';

const id = recordId();
/** An exact CNY amount as text, at most two decimals (stored as numeric: never a float). */
const cny = z.string({ error: 'admin:v.price' }).trim().regex(/^\d{1,12}(\.\d{1,2})?$/, 'admin:v.price');

/**
 * A priced line: a catalogue size (`sizeId`; description and unit default to the product name and size) or,
 * without a size, free text staff type (custom conjugation, shipping) that needs a description and a unit.
 */
export const quoteLineSchema = z
  .object({
    sizeId: id.optional(),
    quantity: z.coerce.number({ error: 'admin:v.quantity' }).int('admin:v.quantity').min(1, 'admin:v.quantity').max(100000, 'admin:v.quantity'),
    /**
     * The price of one unit; left out (or blank) on a catalogue size: the customer's price, their organisation's price
     * list applied (src/contracts/organisation.ts). A free-text line needs one.
     */
    unitPrice: z.preprocess((v) => (v === '' || v === null ? undefined : v), cny.optional()),
    /** Free text shown as the line (e.g. a custom concentration); default: the product name. */
    description: z.string().trim().max(500, 'admin:v.tooLong').default(''),
    /** The unit priced ("1 mg", "lot", "shipment"); default: the catalogue size. */
    unit: z.string().trim().max(60, 'admin:v.tooLong').default(''),
  })
  .superRefine((l, ctx) => {
    if (l.sizeId) return;
    if (l.unitPrice === undefined) ctx.addIssue({ code: 'custom', path: ['unitPrice'], message: 'admin:v.price' });
    if (!l.description) ctx.addIssue({ code: 'custom', path: ['description'], message: 'admin:v.quoteLineText' });
    if (!l.unit) ctx.addIssue({ code: 'custom', path: ['unit'], message: 'admin:v.quoteLineText' });
  });

/** A new quote: for the customer who sent enquiry `enquiryId` (found by e-mail) or for customer `userId`. */
export const quoteCreateSchema = z
  .object({
    enquiryId: id.optional(),
    userId: id.optional(),
    lang: z.enum(['en', 'zh'], { error: 'admin:v.language' }).optional(),
    validUntil: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'admin:v.date'),
    terms: z.string().trim().max(4000, 'admin:v.tooLong').default(''),
    lines: z.array(quoteLineSchema).min(1, 'admin:v.required').max(100, 'admin:v.tooLong'),
  })
  .superRefine((v, ctx) => {
    if (!v.enquiryId && !v.userId) ctx.addIssue({ code: 'custom', path: ['userId'], message: 'admin:v.required' });
  });
export type QuoteCreateInput = z.input<typeof quoteCreateSchema>;

export const quotePathSchema = z.object({ id });

export const quoteLineViewSchema = z.strictObject({
  /** Empty for a free-text line. */
  catalogNumber: z.string(),
  description: z.string(),
  /** The size or unit priced; empty on quotes made before units were kept. */
  unit: z.string(),
  quantity: z.number().int(),
  /** Exact CNY text, e.g. "1280.00". */
  unitPrice: z.string(),
  subtotal: z.string(),
});
export type QuoteLineView = z.infer<typeof quoteLineViewSchema>;

/** A line as one text: catalogue number (none for free text), description and unit, e.g. "CYT-H0201 IL-2 · 1 mg". */
export const quoteLineText = (l: Pick<QuoteLineView, 'catalogNumber' | 'description' | 'unit'>) => [l.catalogNumber, l.description, l.unit && `· ${l.unit}`].filter(Boolean).join(' ');

export const quoteViewSchema = z.strictObject({
  id: z.number().int(),
  quoteNumber: z.string(),
  lang: z.enum(languages),
  status: z.enum([...quoteStatuses, 'expired']),
  validUntil: z.string(),
  terms: z.string(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  acceptedAt: z.string().nullable(),
  orderId: z.number().int().nullable(),
  enquiryId: z.number().int().nullable(),
  customer: z.strictObject({ id: z.number().int(), name: z.string(), email: z.string(), company: z.string() }),
  lines: z.array(quoteLineViewSchema),
  /** Exact CNY text. */
  total: z.string(),
});
export type QuoteView = z.infer<typeof quoteViewSchema>;

/** `POST /account/quotes/:id/accept`: the order the quote became. */
export const quoteAcceptedSchema = z.strictObject({ orderId: z.number().int(), orderNumber: z.string() });
