import type { Context } from 'hono';
import type { z } from 'zod';
import type { Lang } from '../../src/contracts/lang.ts';
import { translate } from '../../src/i18n/create.ts';
import { HttpError } from './errors.ts';
import { requestLang } from './request-lang.ts';

type Issue = z.core.$ZodIssue;

/** Turns a zod issue into the translated problem text ("must be a whole number"). */
function problemText(lang: Lang, issue: Issue, raw: unknown): string {
  const t = (key: string, params?: Record<string, unknown>) => translate(lang, `validation:${key}`, params);
  // Schemas may name a translation key directly as their message ("validation:catalogNumber").
  if (issue.message.startsWith('validation:')) return translate(lang, issue.message);
  switch (issue.code) {
    case 'invalid_type':
      if (raw === undefined || raw === null || raw === '') return t('required');
      return issue.expected === 'int' || issue.expected === 'number' ? t('integer') : t('invalid');
    case 'too_small':
      return t('tooSmall', { min: issue.minimum });
    case 'too_big':
      return t('tooBig', { max: issue.maximum });
    case 'invalid_value':
      return t('oneOf', { values: issue.values.join(', ') });
    default:
      return t('invalid');
  }
}

/** Parses `input` with `schema`; on failure throws E0400 naming every bad field in the request's language. */
export function parseOr400<S extends z.ZodType>(c: Context, schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const lang = requestLang(c);
  const fields = result.error.issues.map((issue) => {
    const field = issue.path.join('.') || 'body';
    // Form schemas give whole sentences as keys of their own namespace ("forms:…"): shown as they are.
    if (/^[a-z]+:/.test(issue.message) && !issue.message.startsWith('validation:')) {
      return { field, message: translate(lang, issue.message) };
    }
    const raw = issue.path.reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Record<PropertyKey, unknown>)[key] : undefined), input);
    return { field, message: translate(lang, 'validation:field', { field, problem: problemText(lang, issue, raw) }) };
  });
  throw new HttpError('E0400', fields);
}

/** The JSON body, validated; a body that is not JSON is a 400 too. */
export async function validJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  const body: unknown = await c.req.json().catch(() => {
    throw new HttpError('E0400', [{ field: 'body', message: translate(requestLang(c), 'validation:field', { field: 'body', problem: translate(requestLang(c), 'validation:invalid') }) }]);
  });
  return parseOr400(c, schema, body);
}

/** The query string as a plain object (last value wins), validated. */
export function validQuery<S extends z.ZodType>(c: Context, schema: S): z.infer<S> {
  return parseOr400(c, schema, c.req.query());
}
