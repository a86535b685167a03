import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { errorCodes, SUCCESS, type Envelope } from '../../src/contracts/envelope.ts';
import type { Lang } from '../../src/contracts/lang.ts';
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
  const body = errorEnvelope(requestLang(c), err);
  return c.json(body, errorCodes[err.code] as ContentfulStatusCode);
}

/** The envelope of an error in `lang`: the translated text of its code and the fields it names. */
export function errorEnvelope(lang: Lang, err: HttpError): Envelope<unknown> {
  const fields = err.fields.map((f) => ({ field: f.field, message: f.message }));
  // Fields of another code than E0400 say why (a 404 naming the lot that is not on file): they are the message.
  const msg =
    err.code !== 'E0400' && fields.length
      ? fields.map((f) => f.message).join('; ')
      : translate(lang, `errors:${err.code}`, {
          ...err.params,
          fields: fields.map((f) => f.message).join('; '),
        });
  return { code: err.code, msg, data: err.data ?? (fields.length ? { fields } : null) };
}
