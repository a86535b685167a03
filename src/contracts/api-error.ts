import type { FieldIssue } from './envelope.ts';

/** An answer whose code is not E0001, or a failed request (code `network`). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
    readonly fields: FieldIssue[] = [],
    /** The answer's `data` of an error that carries more than fields (409 E0409V: the current record). */
    readonly data: unknown = null,
  ) {
    super(message);
  }
}

/**
 * Whether `err` is an ApiError. Checked by shape, not `instanceof`: the server's direct data source and the
 * built page renderer each hold their own copy of this class.
 */
export function isApiError(err: unknown): err is ApiError {
  if (err instanceof ApiError) return true;
  const e = err as Partial<ApiError> | null;
  return !!e && typeof e === 'object' && e.name === 'ApiError' && typeof e.code === 'string' && typeof e.status === 'number';
}

/**
 * The fields a 400 named, as a form shows them (field path → translated message); null when `err` names no field
 * (another error, or a failed request). The one mapping from the server's refusal to a form's errors.
 */
export function fieldErrorsOf(err: unknown): Record<string, string> | null {
  if (!isApiError(err) || err.fields.length === 0) return null;
  return Object.fromEntries(err.fields.map((f) => [f.field, f.message]));
}
