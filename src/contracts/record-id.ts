import { z } from 'zod';
import { MAX_INT4 } from './int-range.ts';

/**
 * The one rule of a row id a client sends, in a path, a query string or a body: a whole number from 1 to the
 * largest PostgreSQL `integer` (a bigger one would make the database fail, a 500, instead of a 400 naming the
 * field). Text is read as a number ("12"), as paths and query strings carry it. `error` is the field's message key.
 */
export const recordId = (error?: string) => (error ? z.coerce.number({ error }).int({ error }).min(1, { error }).max(MAX_INT4, { error }) : z.coerce.number().int().min(1).max(MAX_INT4));
