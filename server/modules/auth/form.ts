import type { Context } from 'hono';
import type { z } from 'zod';
import { HttpError } from '../../http/errors.ts';
import { requestLang } from '../../http/request-lang.ts';
import { parseOr400 } from '../../http/validate.ts';
import { translate } from '../../../src/i18n/create.ts';

/**
 * Parses an account form: its schemas carry `account:` message keys, which are translated here as they are
 * (they already name the field); other problems fall back to the generic field messages.
 */
export function parseForm<S extends z.ZodType>(c: Context, schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  if (!result.error.issues.every((i) => i.message.startsWith('account:'))) return parseOr400(c, schema, input);
  const lang = requestLang(c);
  const seen = new Set<string>();
  const fields = result.error.issues
    .map((i) => ({ field: i.path.join('.') || 'body', message: translate(lang, i.message) }))
    .filter((f) => (seen.has(f.field) ? false : (seen.add(f.field), true)));
  throw new HttpError('E0400', fields);
}

/** The JSON body, or {} when it is absent (the schema then names the missing fields). */
export async function jsonBody(c: Context): Promise<unknown> {
  const text = await c.req.text();
  return text ? (JSON.parse(text) as unknown) : {};
}

/** A 400 naming one field with an `account:` message. */
export function fieldError(c: Context, field: string, key: string): HttpError {
  return new HttpError('E0400', [{ field, message: translate(requestLang(c), key) }]);
}
