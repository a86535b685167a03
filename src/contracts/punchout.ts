import { z } from 'zod';

/**
 * The storefront's side of a PunchOut session: the browser tab holds the session's key (from the StartPage's
 * redirect) and asks what it is, to show the banner and replace check-out with "Transfer cart".
 */
export const punchoutSessionQuerySchema = z.object({ key: z.string({ error: 'validation:required' }).regex(/^[A-Za-z0-9_-]{43}$/, 'validation:required') });

export const punchoutSessionSchema = z.strictObject({
  /** The connection's name: "Transfer cart to <name>". */
  name: z.string(),
  operation: z.enum(['create', 'edit', 'inspect']),
  currency: z.enum(['CNY', 'USD']),
  /** The cart's lines priced on inquiry (catalog number/size): they cannot be transferred. */
  inquiryLines: z.array(z.string()),
});
export type PunchoutSession = z.output<typeof punchoutSessionSchema>;
