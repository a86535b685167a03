import { z } from 'zod';
import type { Lang } from '../lang.ts';
import { emailField, phoneField } from './common.ts';

/**
 * The verification code of the trial-sample and paper-award forms. It proves the applicant holds
 * the contact they give: on the Chinese site it goes by SMS to the mainland mobile, on the English site
 * (where phone numbers are international) by e-mail to the address.
 */
export const formCodeChannel = (lang: Lang) => (lang === 'zh' ? 'sms' : 'email') as 'sms' | 'email';

/** The form field the code is sent to. */
export const formCodeTargetField = (lang: Lang) => (lang === 'zh' ? 'phone' : 'email') as 'phone' | 'email';

/** `POST /form/code`: where to send the code. */
export const formCodeRequestSchema = (lang: Lang) =>
  z.object({ target: lang === 'zh' ? phoneField(lang, 'forms:code.phoneFirst') : emailField('forms:code.emailFirst') });

/** The code field of a form; `blankKey` is the form's own "cannot be blank" text. */
export const formCodeField = (blankKey: string) =>
  z
    .string({ error: blankKey })
    .trim()
    // A blank code gets only its "cannot be blank" text, not the format one too.
    .min(1, { error: blankKey, abort: true })
    .regex(/^\d{6}$/, { error: 'forms:code.format' });
