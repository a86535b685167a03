import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { errorCodes, SUCCESS, type Envelope } from '../../src/contracts/envelope.ts';
import { translate } from '../../src/i18n/create.ts';
import type { HttpError } from './errors.ts';
import { requestLang } from './request-lang.ts';

/** A success envelope. */
export function ok<T>(c: Context, data: T, headers?: Record<string, string>) {
  const body: Envelope<T> = { code: SUCCESS, msg: translate(requestLang(c), 'errors:E0001'), data };
  return c.json(body, 200, headers);
}

/** An error envelope in the request's language, with the HTTP status of its code. */
export function fail(c: Context, err: HttpError) {
  const lang = requestLang(c);
  const fields = err.fields.map((f) => ({ field: f.field, message: f.message }));
  // Fields of another code than E0400 say why (a 404 naming the lot that is not on file): they are the message.
  const msg =
    err.code !== 'E0400' && fields.length
      ? fields.map((f) => f.message).join('; ')
      : translate(lang, `errors:${err.code}`, {
          ...err.params,
          fields: fields.map((f) => f.message).join('; '),
        });
  const body: Envelope<{ fields: typeof fields } | null> = {
    code: err.code,
    msg,
    data: fields.length ? { fields } : null,
  };
  return c.json(body, errorCodes[err.code] as ContentfulStatusCode);
}
