import { z } from 'zod';

import type { Lang } from '../lang.ts';

/** A mainland mobile number is 11 digits starting 13-19. */
export const MAINLAND_MOBILE = /^1[3-9]\d{9}$/;

/** International numbers on the English site: digits with the usual separators, 6 to 20 characters. */
export const INTERNATIONAL_PHONE = /^\+?[0-9][0-9 ()-]{4,18}[0-9]$/;

/** A phone field: a mainland mobile on the Chinese site, an international number on the English site. */
export const phoneField = (lang: Lang, invalidKey: string) =>
  z.string().trim().regex(lang === 'zh' ? MAINLAND_MOBILE : INTERNATIONAL_PHONE, { error: invalidKey });

/** An e-mail field whose only message is the format one (blank is not an address either). */
export const emailField = (invalidKey: string) => z.string().trim().pipe(z.email({ error: invalidKey }));

/** A required text field whose blank message is a translation key (the spec's "… cannot be blank."). */
export const requiredText = (blankKey: string, max = 100) =>
  z
    .string({ error: blankKey })
    .trim()
    // A blank field gets only its "cannot be blank" text: checks chained after this one (a phone or
    // e-mail format) would otherwise add a second message for the same field.
    .min(1, { error: blankKey, abort: true })
    .max(max, { error: 'validation:tooLong' });

/** Made by the page once per filled-in form, so a retried or double-clicked submit is stored once. */
export const submissionId = z.string().regex(/^[A-Za-z0-9-]{8,64}$/);

/**
 * A form's body as its endpoint declares it (src/contracts/endpoints) when its checks depend on the request:
 * the phone is a mainland mobile on the Chinese site, the form code goes to the phone or to the e-mail, dates
 * are bounded by the day. A declaration holds one schema and knows no request, so this one gives the fields and
 * their types (the caller's input, the README's field list) from `schema`, the form of one language, and
 * refuses nothing: the handler reads the body with the schema of the request's language (and day), which
 * names every bad field in one 400 as before. Its handler's `body` is undefined, so nothing unchecked is used.
 */
export const checkedInHandler = <S extends z.ZodType>(schema: S) => schema.catch(() => undefined as z.output<S>).transform((): undefined => undefined);
