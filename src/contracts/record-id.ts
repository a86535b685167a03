import { z } from 'zod';
import { MAX_INT4 } from './int-range.ts';

/** Text that is a row id as written: decimal digits only (not "1e3", "0x10", " 12" or "12.0", which Number() would also read). */
const DIGITS = /^\d{1,10}$/;

/**
 * The one rule of a row id a client sends, in a path, a query string or a body: a whole number from 1 to the
 * largest PostgreSQL `integer` (a bigger one would make the database fail, a 500, instead of a 400 naming the
 * field). Text is read as a number when it is decimal digits ("12"), as paths and query strings carry it; other
 * text is refused. `error` is the field's message key.
 */
export const recordId = (error?: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? (DIGITS.test(v) ? Number(v) : Number.NaN) : v),
    error ? z.number({ error }).int({ error }).min(1, { error }).max(MAX_INT4, { error }) : z.number().int().min(1).max(MAX_INT4),
  );
