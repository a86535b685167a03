/**
 * Every API answer is `{ code, msg, data }`. `E0001` is success; every other code is listed in
 * `errorCodes` with its HTTP status, and its EN/中文 texts live in `locales/<lang>/errors.json`.
 */
export interface Envelope<T> {
  code: string;
  msg: string;
  data: T;
}

export const SUCCESS = 'E0001';

export const errorCodes = {
  E0001: 200, // success
  E0400: 400, // invalid input; data.fields names the fields
  E0401: 401, // login needed
  E0403: 403, // not allowed
  E0403S: 403, // a second factor must be set up first (the back office's rule for the person's role)
  E0404: 404, // not found
  E0409: 409, // conflict (already exists / already submitted)
  E0409V: 409, // a stale save: the record changed since the form read it; data: the current record, who and when
  E0413: 413, // payload too large
  E0415: 415, // unsupported media type
  E0429: 429, // too many requests
  E0500: 500, // server error
  E0503: 503, // service unavailable (database down)
} as const;

export type ErrorCode = keyof typeof errorCodes;

/** One invalid field: its name at the API boundary and a translation key for the problem. */
export interface FieldIssue {
  field: string;
  message: string;
}
