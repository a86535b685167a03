import { z } from 'zod';
import { recordId } from './record-id.ts';

/**
 * One schema per account form, used by the page and by the server. Messages are `account:` translation
 * keys; every required field is named in its own message.
 */
const required = (key: string) => z.string({ error: `account:v.${key}Required` }).trim().min(1, `account:v.${key}Required`).max(100, 'account:v.tooLong');

export const emailField = z
  .string({ error: 'account:v.emailRequired' })
  .trim()
  .min(1, 'account:v.emailRequired')
  .max(254, 'account:v.tooLong')
  .pipe(z.email('account:v.email'))
  .transform((v) => v.toLowerCase());

/** Digits, spaces, dashes, an optional leading +; mainland numbers are 11 digits starting 13-19. */
export const phoneField = z
  .string({ error: 'account:v.phoneRequired' })
  .trim()
  .min(1, 'account:v.phoneRequired')
  .regex(/^\+?\d[\d -]{5,19}$/, 'account:v.phone')
  .transform((v) => v.replace(/[ -]/g, ''));

/** 6 or more characters combining letters and digits. */
export const passwordField = z
  .string({ error: 'account:v.passwordRequired' })
  .min(1, 'account:v.passwordRequired')
  .max(128, 'account:v.tooLong')
  .refine((v) => v.length >= 6 && /[A-Za-z]/.test(v) && /\d/.test(v), 'account:v.passwordRule');

export const codeField = z.string({ error: 'account:v.codeRequired' }).trim().min(1, 'account:v.codeRequired').regex(/^\d{6}$/, 'account:v.codeFormat');

const idField = (key: string) => recordId(`account:v.${key}Required`);
const agreement = z.literal(true, { error: 'account:v.agreement' });

const matching = <T extends { password: string; confirmation: string }>(v: T) => v.password === v.confirmation;
/**
 * zod runs an object's refinement only when every field passed, so on a form still missing its code or
 * agreements the mismatch never showed; `when` runs it as soon as both passwords are typed.
 */
const mismatch = {
  message: 'account:v.passwordMismatch',
  path: ['confirmation'],
  when: ({ value }: { value: unknown }) => {
    const v = (value ?? {}) as { password?: unknown; confirmation?: unknown };
    return typeof v.password === 'string' && typeof v.confirmation === 'string' && v.password !== '' && v.confirmation !== '';
  },
};

export const registerSchema = z
  .object({
    username: emailField,
    name: required('name'),
    phone: phoneField,
    company: required('company'),
    department: required('department'),
    password: passwordField,
    confirmation: z.string({ error: 'account:v.confirmationRequired' }).min(1, 'account:v.confirmationRequired'),
    code: codeField,
    areaId: idField('area'),
    industryId: idField('industry'),
    agreement: agreement,
    privacy: agreement,
  })
  .refine(matching, mismatch);
export type RegisterInput = z.input<typeof registerSchema>;

/**
 * After repeated failures for one account a login also needs the image captcha (`GET /kaptcha`): the
 * picture's `captchaId` and the typed `captcha`. Optional otherwise; the server says when it is needed by
 * naming the `captcha` field.
 */
const captchaAnswer = { captchaId: z.string().max(64).optional(), captcha: z.string().trim().max(10).optional() };

export const loginSchema = z.object({ username: emailField, password: z.string({ error: 'account:v.passwordRequired' }).min(1, 'account:v.passwordRequired').max(128), ...captchaAnswer });
export const phoneLoginSchema = z.object({ phone: phoneField, code: codeField, ...captchaAnswer });

export const resetSchema = z
  .object({ username: emailField, code: codeField, password: passwordField, confirmation: z.string({ error: 'account:v.confirmationRequired' }).min(1, 'account:v.confirmationRequired') })
  .refine(matching, mismatch);

export const completionSchema = z.object({ phone: phoneField, code: codeField });

/** E-mail codes: registration and password reset. */
export const codeSendSchema = z.object({ username: emailField, purpose: z.enum(['register', 'reset']) });
export const codeCheckSchema = codeSendSchema.extend({ code: codeField });
/** SMS codes: phone login and binding a phone. */
export const smsSendSchema = z.object({ phone: phoneField, purpose: z.enum(['login', 'bind']) });

/** Exchanging the login hand-off code a link to the other language's host carried (query `token`). */
export const handoffSchema = z.object({ code: z.string({ error: 'account:v.handoffInvalid' }).min(1, 'account:v.handoffInvalid').max(80) });

/** A login hand-off: the code for the link and when it stops working (ms timestamp, the link's `expiration`). */
export const handoffIssuedSchema = z.strictObject({ code: z.string(), expiration: z.number().int() });
export type Handoff = z.infer<typeof handoffIssuedSchema>;

export const captchaCheckSchema = z.object({ id: z.string().uuid('account:v.captchaInvalid'), answer: z.string().trim().min(1, 'account:v.captchaRequired').max(10) });

/** What login answers: the token (jti), its expiry as a ms timestamp, the username, and whether a phone must be bound. */
export const loginResultSchema = z.strictObject({
  jti: z.string(),
  expiration: z.number().int(),
  username: z.string(),
  needsCompletion: z.boolean(),
});
export type LoginResult = z.infer<typeof loginResultSchema>;

/** `GET /auth/status`: whether the request's token is a live login. */
export const loginStatusSchema = z.strictObject({ login: z.boolean() });

/** `POST /user`: the new account's id and its (lower-cased) e-mail. */
export const registeredSchema = z.strictObject({ id: z.number().int(), username: z.string() });

export const currentUserSchema = z.strictObject({
  id: z.number().int(),
  account: z.string(),
  name: z.string(),
  phoneBound: z.boolean(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const userInfoSchema = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  company: z.string(),
  department: z.string(),
  areaId: z.number().int().nullable(),
  areaName: z.string().nullable(),
  industryId: z.number().int().nullable(),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

export const captchaSchema = z.strictObject({
  id: z.string(),
  /** An SVG image as a data: URL. */
  image: z.string(),
});
export type Captcha = z.infer<typeof captchaSchema>;
