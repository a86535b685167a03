import { z } from 'zod';

/**
 * Company facts kept as JSON in the global configuration (one value per language): the offices shown on
 * /about-us, and the investor-relations pages (/investors?activeIndex=1 governance, 2 contact).
 */
export const officeSchema = z.object({ city: z.string(), address: z.string(), phone: z.string(), email: z.string(), hours: z.string() });
export type Office = z.infer<typeof officeSchema>;

export const governanceItemSchema = z.object({ title: z.string(), summary: z.string() });
export type GovernanceItem = z.infer<typeof governanceItemSchema>;

export const investorContactSchema = z.object({ office: z.string(), person: z.string(), phone: z.string(), email: z.string(), address: z.string() });
export type InvestorContact = z.infer<typeof investorContactSchema>;

/** Reads one JSON config value with its schema; a missing or malformed value gives `fallback`. */
export function parseConfigJson<S extends z.ZodType>(schema: S, value: string | undefined, fallback: z.infer<S>): z.infer<S> {
  if (!value) return fallback;
  try {
    const parsed = schema.safeParse(JSON.parse(value));
    return parsed.success ? parsed.data : fallback;
  } catch {
    return fallback;
  }
}
