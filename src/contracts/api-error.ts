import type { FieldIssue } from './envelope.ts';

/** An answer whose code is not E0001, or a failed request (code `network`). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
    readonly fields: FieldIssue[] = [],
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
