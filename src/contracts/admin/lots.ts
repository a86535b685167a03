import { z } from 'zod';
import { calendarDay } from './calendar-day.ts';
import { LOT_NUMBER } from '../catalogue-facts.ts';
import { recordId } from '../record-id.ts';

/**
 * Lots: what staff release per product size (with the quality-control results measured on the lot), which lot
 * each shipped order line came from, and the recall question "which orders got lot X?". Messages are `admin:` keys.
 */

/** The release tests a certificate reports, in its order. */
export const lotTests = ['purity', 'endotoxin', 'concentration', 'bioactivity'] as const;
export type LotTest = (typeof lotTests)[number];

const text = (max: number) => z.string({ error: 'admin:v.required' }).trim().min(1, { error: 'admin:v.required', abort: true }).max(max, 'admin:v.tooLong');
const isoDate = calendarDay('admin:v.date');
const count = (error: string) => z.number({ error }).int({ error }).min(1, { error }).max(1_000_000, { error });

/** One measured result: the test, its specification ("> 95%"), the value measured on the lot ("97.8%") and the method ("SDS-PAGE"). */
export const lotResultSchema = z.strictObject({
  test: z.enum(lotTests, { error: 'admin:lots.v.test' }),
  specification: text(200),
  value: text(200),
  method: text(200),
});
export type LotResult = z.infer<typeof lotResultSchema>;

export const lotNumberSchema = z
  .string({ error: 'admin:lots.v.lotNumber' })
  .trim()
  .regex(LOT_NUMBER, 'admin:lots.v.lotNumber')
  .transform((v) => v.toUpperCase());

/** `POST /admin/products/:catalogNumber/lots`: a lot released in one of the product's sizes. */
export const lotReleaseSchema = z
  .object({
    sizeId: recordId('admin:lots.v.size'),
    lotNumber: lotNumberSchema,
    madeOn: isoDate,
    expiresOn: isoDate,
    quantityReleased: count('admin:lots.v.quantity'),
    results: z.array(lotResultSchema).max(lotTests.length).default([]),
  })
  .superRefine((v, ctx) => {
    if (v.expiresOn <= v.madeOn) ctx.addIssue({ code: 'custom', path: ['expiresOn'], message: 'admin:lots.v.expiresBeforeMade' });
    const seen = new Set<string>();
    v.results.forEach((r, i) => {
      if (seen.has(r.test)) ctx.addIssue({ code: 'custom', path: ['results', i, 'test'], message: 'admin:lots.v.testTwice' });
      seen.add(r.test);
    });
  });
export type LotReleaseInput = z.input<typeof lotReleaseSchema>;

/** A lot as the back office lists it: released, shipped and left in stock. */
export const lotViewSchema = z.strictObject({
  id: z.number().int(),
  sizeId: z.number().int(),
  size: z.string(),
  lotNumber: z.string(),
  madeOn: z.string(),
  expiresOn: z.string(),
  quantityReleased: z.number().int(),
  shipped: z.number().int(),
  inStock: z.number().int(),
  results: z.array(lotResultSchema),
  releasedBy: z.string().nullable(),
  releasedAt: z.string(),
});
export type LotView = z.infer<typeof lotViewSchema>;

/** What shipping one order line from one lot takes: the order line, the lot, how many units. */
export const shipmentLineSchema = z.object({
  orderLineId: recordId('admin:lots.v.orderLine'),
  lotId: recordId('admin:lots.v.lot'),
  quantity: count('admin:lots.v.quantity'),
});
export type ShipmentLineInput = z.input<typeof shipmentLineSchema>;
export const shipmentLinesSchema = z.array(shipmentLineSchema).max(200, 'admin:v.tooLong').default([]);


/** A lot a line may still ship from, earliest expiring first. */
export const lotOfferSchema = z.strictObject({ lotId: z.number().int(), lotNumber: z.string(), expiresOn: z.string(), inStock: z.number().int() });
/** An order line as the ship step sees it: ordered, already shipped (per lot), and the lots offered. */
export const shipLineSchema = z.strictObject({
  orderLineId: z.number().int(),
  catalogNumber: z.string(),
  size: z.string(),
  count: z.number().int(),
  shipped: z.array(z.strictObject({ lotNumber: z.string(), quantity: z.number().int() })),
  offers: z.array(lotOfferSchema),
});
export type ShipLine = z.infer<typeof shipLineSchema>;
export const shipLinesSchema = z.array(shipLineSchema);

/** The customer's view of a shipped line: each lot with its quantity and the certificate's address (null: none on file). */
export const lineLotSchema = z.strictObject({ lotNumber: z.string(), quantity: z.number().int(), coaUrl: z.string().nullable() });
export type LineLot = z.infer<typeof lineLotSchema>;
export const orderLineLotsSchema = z.strictObject({ catalogNumber: z.string(), size: z.string(), lots: z.array(lineLotSchema) });
export type OrderLineLots = z.infer<typeof orderLineLotsSchema>;

export const lotPathSchema = z.object({
  catalogNumber: z.string({ error: 'admin:lots.v.catalogNumber' }).trim().min(1, 'admin:lots.v.catalogNumber').max(40, 'admin:lots.v.catalogNumber').transform((v) => v.toUpperCase()),
  lot: lotNumberSchema,
});

/** `GET /admin/lots/:catalogNumber/:lot/orders`: every order that got the lot, with its customer and how many units of it. */
export const recallRowSchema = z.strictObject({
  orderId: z.number().int(),
  orderNumber: z.string(),
  createdAt: z.string(),
  customer: z.strictObject({ name: z.string(), email: z.string(), company: z.string() }),
  size: z.string(),
  quantity: z.number().int(),
});
export type RecallRow = z.infer<typeof recallRowSchema>;
export const recallSchema = z.strictObject({ catalogNumber: z.string(), lotNumber: z.string(), orders: z.array(recallRowSchema) });
export type Recall = z.infer<typeof recallSchema>;
