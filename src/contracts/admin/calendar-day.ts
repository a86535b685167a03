import { z } from 'zod';

/**
 * A calendar day as YYYY-MM-DD that exists (2026-02-30 does not: the date round-trips through a Date unchanged),
 * refused with the translation key `message`.
 */
export const calendarDay = (message: string) =>
  z
    .string({ error: message })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: message, abort: true })
    .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), message);
