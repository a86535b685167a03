import { z } from 'zod';

/** GET /health: the database answered a query, how fast, and the server's clock (an ISO date-time). */
export const healthSchema = z.strictObject({
  status: z.literal('ok'),
  database: z.literal('ok'),
  dbLatencyMs: z.number().int(),
  time: z.string(),
});
export type Health = z.infer<typeof healthSchema>;
