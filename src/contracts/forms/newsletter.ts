import { z } from 'zod';
import { emailField, requiredText } from './common.ts';

const E = 'newsletter:errors';

/** `POST /mail/subscription`: the address to subscribe, compared and stored lower-case. */
export const newsletterSubscribeSchema = z.object({
  email: requiredText(`${E}.email`, 254)
    .pipe(emailField(`${E}.emailInvalid`))
    .transform((e) => e.toLowerCase()),
});

export type NewsletterSubscribe = z.infer<typeof newsletterSubscribeSchema>;

/** A confirm or unsubscribe token as the e-mailed links carry it: 32 random bytes, URL-safe base64. */
export const NEWSLETTER_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** `POST /mail/subscription/confirm` and `/unsubscribe`: the token from the link. */
export const newsletterTokenSchema = z.object({
  token: z.string({ error: `${E}.token` }).regex(NEWSLETTER_TOKEN, { error: `${E}.token` }),
});

/** The page's query parameters on /subscription: which link was opened, if any. */
export type SubscriptionAction = 'confirm' | 'unsubscribe';
