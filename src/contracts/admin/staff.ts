import { z } from 'zod';
import { recordId } from '../record-id.ts';
import { permissions, roles } from './permissions.ts';
import { versionSchema, versionShape } from './version.ts';

/**
 * Staff accounts: the requests of the login, staff management and second-factor endpoints, and what
 * they answer. Messages are `admin:` translation keys.
 */

export const staffEmail = z
  .string({ error: 'admin:v.emailRequired' })
  .trim()
  .min(1, { error: 'admin:v.emailRequired', abort: true })
  .max(254, 'admin:v.tooLong')
  .pipe(z.email('admin:v.email'))
  .transform((v) => v.toLowerCase());

/**
 * At least 10 characters (NIST SP 800-63B §5.1.1 asks for 8 at the least; back-office accounts change
 * prices and read customers' details, so two more), at most 128 (scrypt hashes any length, this only
 * bounds the work of one request).
 */
export const staffPassword = z
  .string({ error: 'admin:v.passwordRequired' })
  .min(1, { error: 'admin:v.passwordRequired', abort: true })
  .min(10, 'admin:v.passwordRule')
  .max(128, 'admin:v.tooLong');

export const staffName = z
  .string({ error: 'admin:v.nameRequired' })
  .trim()
  .min(1, { error: 'admin:v.nameRequired', abort: true })
  .max(100, 'admin:v.tooLong');

/** One or more roles, each once. */
export const roleList = z
  .array(z.enum(roles, { error: 'admin:v.role' }), { error: 'admin:v.rolesRequired' })
  .min(1, 'admin:v.rolesRequired')
  .max(roles.length)
  .transform((list) => [...new Set(list)]);

/** The six digits an authenticator app shows (RFC 6238 with 6 digits). */
export const totpCode = z.string({ error: 'admin:v.totpRequired' }).trim().regex(/^\d{6}$/, 'admin:v.totpFormat');

/**
 * A recovery code: ten letters and digits of RFC 4648's base32 alphabet in two groups of five (`K7PQ2-XM4ZA`),
 * typed in any case, with or without the dash. Ten characters of 32 are 50 bits: not guessable in the tries a
 * login allows.
 */
export const RECOVERY_CODE = /^[A-Z2-7]{5}-?[A-Z2-7]{5}$/;
export const normalRecoveryCode = (typed: string) => typed.trim().toUpperCase().replace('-', '');

/** The login's second step: the authenticator app's six digits, or one of the recovery codes. */
export const loginCode = z
  .string({ error: 'admin:v.totpRequired' })
  .trim()
  .refine((v) => /^\d{6}$/.test(v) || RECOVERY_CODE.test(v.toUpperCase()), 'admin:v.loginCodeFormat');

/**
 * Logging in. `captchaId` and `captcha` are needed once an account has had repeated failures
 * (`/kaptcha` draws one); `code` once the account has its second factor on (or a recovery code).
 */
export const staffLoginSchema = z.object({
  email: staffEmail,
  password: z.string({ error: 'admin:v.passwordRequired' }).min(1, 'admin:v.passwordRequired').max(128, 'admin:v.tooLong'),
  captchaId: z.string().max(64).optional(),
  captcha: z.string().trim().max(10).optional(),
  code: loginCode.optional(),
});
export type StaffLoginInput = z.input<typeof staffLoginSchema>;

export const staffCreateSchema = z.object({ email: staffEmail, name: staffName, password: staffPassword, roles: roleList });
export type StaffCreateInput = z.input<typeof staffCreateSchema>;

/** A staff member's roles, with the account's `version` the form loaded (src/contracts/admin/version.ts). */
export const staffRolesSchema = z.object({ roles: roleList, ...versionShape });
export const staffPasswordSchema = z.object({ password: staffPassword });
export const totpCodeSchema = z.object({ code: totpCode });

/**
 * Changing one's own password: the current one (proves it is the person, not a borrowed session), the
 * new one under the same rule as the staff command, and the new one again.
 */
export const ownPasswordSchema = z
  .object({
    currentPassword: z.string({ error: 'admin:v.currentPasswordRequired' }).min(1, 'admin:v.currentPasswordRequired').max(128, 'admin:v.tooLong'),
    newPassword: staffPassword,
    repeatPassword: z.string({ error: 'admin:v.repeatPasswordRequired' }).min(1, 'admin:v.repeatPasswordRequired').max(128, 'admin:v.tooLong'),
  })
  .refine((v) => v.newPassword === v.repeatPassword, { path: ['repeatPassword'], error: 'admin:v.passwordsDiffer' });
export type OwnPasswordInput = z.input<typeof ownPasswordSchema>;

/** The person logged in (`GET /admin/me`). */
export const staffMeSchema = z.strictObject({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  roles: z.array(z.enum(roles)),
  permissions: z.array(z.enum(permissions)),
  totp: z.boolean(),
  /**
   * The person holds a role that must log in with a second factor (`GET /admin/security/second-factor`) and has
   * none yet: until they turn it on, only their own account's endpoints answer (403 `E0403S` elsewhere).
   */
  mustEnrol: z.boolean(),
});
export type StaffMe = z.infer<typeof staffMeSchema>;

export const staffLoginResultSchema = z.strictObject({
  /** Sent back as `Authorization: Bearer <token>`. */
  token: z.string(),
  /** When the session ends at the latest (ms since the epoch); it ends earlier after a long idle time. */
  expiresAt: z.number(),
  /** Minutes without a request after which the session ends. */
  idleMinutes: z.number(),
  staff: staffMeSchema,
});
export type StaffLoginResult = z.infer<typeof staffLoginResultSchema>;

/** A row of the staff list (`GET /admin/staff`). */
export const staffListItemSchema = z.strictObject({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  roles: z.array(z.enum(roles)),
  disabled: z.boolean(),
  totp: z.boolean(),
  /** ISO date-times. */
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
  /** The account's edit version: every management change (roles, access, password, second factor) increments it. */
  version: versionSchema,
});
export type StaffListItem = z.infer<typeof staffListItemSchema>;

/** A staff member as a change answers it and the audit trail records it: no password hash, no second-factor secret. */
export const staffSnapshotSchema = z.strictObject({
  email: z.string(),
  name: z.string(),
  roles: z.array(z.enum(roles)),
  disabled: z.boolean(),
  totp: z.boolean(),
});
export type StaffSnapshot = z.infer<typeof staffSnapshotSchema>;

/** `PUT /admin/staff/{id}/roles`'s answer: the snapshot and the account's new version. */
export const staffRolesSavedSchema = staffSnapshotSchema.extend({ version: z.number().int() });

/** `POST /admin/staff`'s answer: the new account's id. */
export const staffCreatedSchema = z.strictObject({ id: z.number().int() });

/** `/admin/staff/:id/…`: the account's id. */
export const staffIdPath = z.object({ id: recordId() });

/** Answer of the second-factor enrolment: shown once, then the secret never leaves the server again. */
export const totpEnrolmentSchema = z.strictObject({
  /** RFC 4648 base32, for typing into an authenticator app. */
  secret: z.string(),
  /** `otpauth://totp/...` for a QR code. */
  uri: z.string(),
});
export type TotpEnrolment = z.infer<typeof totpEnrolmentSchema>;

/** Turning the second factor on answers the person and their ten recovery codes, shown this once. */
export const totpConfirmedSchema = staffMeSchema.extend({ recoveryCodes: z.array(z.string()) });

/** New recovery codes (the old ones stop working), shown this once. */
export const recoveryCodesSchema = z.strictObject({ recoveryCodes: z.array(z.string()) });

/** The roles whose holders must log in with a second factor; `owner` by default. */
export const secondFactorPolicySchema = z.strictObject({ roles: z.array(z.enum(roles)) });
export const secondFactorPolicyInput = z.object({
  roles: z
    .array(z.enum(roles, { error: 'admin:v.role' }), { error: 'admin:v.role' })
    .max(roles.length)
    .transform((list) => [...new Set(list)]),
});
export type SecondFactorPolicy = z.infer<typeof secondFactorPolicySchema>;

/** The answer of a change that has nothing else to say (logout, a password set). */
export const doneSchema = z.literal(true);
