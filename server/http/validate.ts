import type { Context } from 'hono';
import type { z } from 'zod';
import type { FieldIssue } from '../../src/contracts/envelope.ts';
import type { Lang } from '../../src/contracts/lang.ts';
import { translate } from '../../src/i18n/create.ts';
import { HttpError } from './errors.ts';
import { requestLang } from './request-lang.ts';
import { randomUUID } from 'node:crypto';
import { submissionId as submissionIdSchema } from '../../src/contracts/forms/common.ts';

/**
 * The one way a request's input is read and checked: `readBody`, `readQuery` and `readParams` parse with
 * a zod schema and answer 400 (E0400) naming each bad field in the request's language.
 *
 * The rule for messages: a schema's message is a translation key. Keys of the `validation` namespace
 * are problems ("is not valid") and are shown after the field's name; keys of any other namespace are
 * whole sentences that name the field themselves ("Cat.No. cannot be blank") and are shown as they are.
 * Issues without a message of their own get a generic problem text. Each field reports its first
 * problem only, as the forms show it.
 *
 * Before any schema runs, every string of the input is checked for characters no text field may hold:
 * U+0000 (PostgreSQL refuses it in text, so it would surface as a 500) and lone UTF-16 surrogates (not
 * a character at all). Such input is refused with the field named, never cleaned silently.
 */

type Issue = z.core.$ZodIssue;

/** A translation key of any namespace: `forms:leaveWord.name`, `paper-award:errors.doi`. */
const KEY = /^[a-z][a-z-]*:/;

/** U+0000, or a high surrogate not followed by a low one, or a low surrogate not preceded by a high one. */
const FORBIDDEN_CHARACTER = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const problem = (lang: Lang, key: string, params?: Record<string, unknown>) => translate(lang, `validation:${key}`, params);

/** The translated problem of an issue that has no whole-sentence message. */
function problemText(lang: Lang, issue: Issue, raw: unknown): string {
  if (issue.message.startsWith('validation:')) return translate(lang, issue.message);
  switch (issue.code) {
    case 'invalid_type':
      if (raw === undefined || raw === null || raw === '') return problem(lang, 'required');
      return issue.expected === 'int' || issue.expected === 'number' ? problem(lang, 'integer') : problem(lang, 'invalid');
    case 'too_small':
      return problem(lang, 'tooSmall', { min: issue.minimum });
    case 'too_big':
      return problem(lang, 'tooBig', { max: issue.maximum });
    case 'invalid_value':
      return problem(lang, 'oneOf', { values: issue.values.join(', ') });
    default:
      return problem(lang, 'invalid');
  }
}

const valueAt = (input: unknown, path: readonly PropertyKey[]) =>
  path.reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Record<PropertyKey, unknown>)[key] : undefined), input);

/** One issue as the field and message the API answers. */
export function fieldIssue(lang: Lang, issue: Issue, input: unknown): FieldIssue {
  const field = issue.path.join('.') || 'body';
  if (KEY.test(issue.message) && !issue.message.startsWith('validation:')) return { field, message: translate(lang, issue.message) };
  return { field, message: translate(lang, 'validation:field', { field, problem: problemText(lang, issue, valueAt(input, issue.path)) }) };
}

/** A 400 naming one field with a message key (a whole sentence, or a `validation:` problem). */
export function fieldError(c: Context, field: string, key: string, params?: Record<string, unknown>): HttpError {
  return fieldErrorIn(requestLang(c), field, key, params);
}

/** fieldError in a given language (for callers without a request, e.g. the server's page data). */
export function fieldErrorIn(lang: Lang, field: string, key: string, params?: Record<string, unknown>): HttpError {
  const message = key.startsWith('validation:') ? translate(lang, 'validation:field', { field, problem: translate(lang, key, params) }) : translate(lang, key, params);
  return new HttpError('E0400', [{ field, message }]);
}

/** The path of the first string in `value` (keys included) holding a forbidden character, or null. */
function forbiddenCharacterAt(value: unknown, path: string[] = []): string | null {
  if (typeof value === 'string') return FORBIDDEN_CHARACTER.test(value) ? path.join('.') || 'body' : null;
  if (!value || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    if (FORBIDDEN_CHARACTER.test(key)) return [...path, key].join('.');
    const hit = forbiddenCharacterAt(item, [...path, key]);
    if (hit !== null) return hit;
  }
  return null;
}

/** Parses `input` with `schema`; on failure throws E0400 naming every bad field (its first problem). */
export function check<S extends z.ZodType>(c: Context, schema: S, input: unknown): z.output<S> {
  return checkIn(requestLang(c), schema, input);
}

/** check() with messages in `lang`: the same rule for input that does not come with a request (page data). */
export function checkIn<S extends z.ZodType>(lang: Lang, schema: S, input: unknown): z.output<S> {
  const bad = forbiddenCharacterAt(input);
  if (bad !== null) throw fieldErrorIn(lang, bad, 'validation:character');
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const seen = new Set<string>();
  const fields: FieldIssue[] = [];
  for (const issue of result.error.issues) {
    const f = fieldIssue(lang, issue, input);
    if (!seen.has(f.field)) (seen.add(f.field), fields.push(f));
  }
  throw new HttpError('E0400', fields);
}

/** Form submissions (see readBody's `submission`): the page sends `submissionId`, API clients may send a header. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/**
 * The submission id of a form body: its own `submissionId`, else the `Idempotency-Key` header, else a
 * new random one (the spec's body has neither: each such request is then a submission of its own).
 */
function withSubmissionId(c: Context, body: Record<string, unknown>): Record<string, unknown> {
  if (body.submissionId !== undefined) return body;
  const key = c.req.header(IDEMPOTENCY_HEADER);
  if (key === undefined) return { ...body, submissionId: randomUUID() };
  if (!submissionIdSchema.safeParse(key).success) throw fieldError(c, IDEMPOTENCY_HEADER, 'validation:invalid');
  return { ...body, submissionId: key };
}

/**
 * The JSON body, checked. No body at all reads as `{}` (the schema then names the missing fields); a
 * body that is not JSON, or JSON that is not an object (`[]`, `null`, `"text"`), is a 400 naming `body`.
 * With `submission`, the body is a form submission whose `submissionId` may come from the
 * `Idempotency-Key` header or be left out (withSubmissionId).
 */
export async function readBody<S extends z.ZodType>(c: Context, schema: S, opts: { submission?: boolean } = {}): Promise<z.output<S>> {
  const text = await c.req.text();
  let body: unknown = {};
  if (text.trim()) {
    try {
      body = JSON.parse(text);
    } catch {
      throw fieldError(c, 'body', 'validation:json');
    }
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw fieldError(c, 'body', 'validation:object');
  return check(c, schema, opts.submission ? withSubmissionId(c, body as Record<string, unknown>) : body);
}

/** The query string as a plain object (the last value of a repeated name wins), checked. */
export function readQuery<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  return check(c, schema, c.req.query());
}

/** The path's parameters (`/product/:catalogNumber`), checked. */
export function readParams<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  return check(c, schema, c.req.param());
}
