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
