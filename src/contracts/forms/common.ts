import { z } from 'zod';

/** Spec §5: a mainland mobile number is 11 digits starting 13-19. */
export const MAINLAND_MOBILE = /^1[3-9]\d{9}$/;

/** A required text field whose blank message is a translation key (the spec's "… cannot be blank."). */
export const requiredText = (blankKey: string, max = 100) =>
  z
    .string({ error: blankKey })
    .trim()
    .min(1, { error: blankKey })
    .max(max, { error: 'validation:tooLong' });

/** Made by the page once per filled-in form, so a retried or double-clicked submit is stored once. */
export const submissionId = z.string().regex(/^[A-Za-z0-9-]{8,64}$/);
