import type { ErrorCode, FieldIssue } from '../../src/contracts/envelope.ts';

/** Thrown by handlers and helpers; the app turns it into an envelope with the code's HTTP status. */
export class HttpError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly fields: FieldIssue[] = [],
    readonly params: Record<string, unknown> = {},
    /** The answer's `data` when the error carries more than fields (a stale save's current record). */
    readonly data?: unknown,
  ) {
    super(code);
  }
}

export const notFound = () => new HttpError('E0404');
