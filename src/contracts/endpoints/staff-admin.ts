import { z } from 'zod';
import {
  doneSchema,
  ownPasswordSchema,
  staffCreatedSchema,
  staffCreateSchema,
  staffIdPath,
  staffListItemSchema,
  staffLoginResultSchema,
  staffLoginSchema,
  staffMeSchema,
  staffPasswordSchema,
  staffRolesSavedSchema,
  staffRolesSchema,
  staffSnapshotSchema,
  totpCodeSchema,
  totpConfirmedSchema,
  recoveryCodesSchema,
  secondFactorPolicyInput,
  secondFactorPolicySchema,
  totpEnrolmentSchema,
} from '../admin/staff.ts';
import { endpointsOf } from '../endpoint.ts';

/** Staff accounts: the login, one's own account (any staff member) and staff management (permission `staff`). */

const declare = endpointsOf({ group: 'admin', access: { permission: 'staff' } });
/** One's own account: any staff member, whatever their roles. */
const declareOwn = endpointsOf({ group: 'admin', access: 'staff' });

export const staffLogin = declare({
  route: 'POST /staff/login',
  access: 'public',
  body: staffLoginSchema,
  answer: staffLoginResultSchema,
  cache: 'none',
  does: 'makes the staff session the `/admin/…` endpoints need (`token`, sent as `Authorization: Bearer`); after 5 failures of the account in 15 minutes a login waits (1 s, doubling per failure to 30 s) and needs field `captcha` (the picture from `GET /kaptcha`), `code` when the second factor is on (the authenticator app\'s six digits, or a recovery code `XXXXX-XXXXX`, good once; its use audited as `login.recovery-code`); `staff.mustEnrol` when the person\'s role requires a second factor they have not set up (then only their own account\'s endpoints answer, 403 `E0403S` elsewhere); a wrong e-mail or password and a disabled account answer the same 400 naming `password`. 50 attempts per client address per 15 minutes, then 429',
});

export const adminMe = declareOwn({
  route: 'GET /admin/me',
  answer: staffMeSchema,
  does: 'the person logged in, as the server knows them now (roles may have changed since the login)',
});

export const adminLogout = declareOwn({
  route: 'POST /admin/logout',
  answer: doneSchema,
  does: 'ends this session',
});

export const adminOwnPassword = declareOwn({
  route: 'PUT /admin/me/password',
  body: ownPasswordSchema,
  answer: doneSchema,
  does: "the new one 10–128 characters, as the staff command, given twice: changes one's own password and ends every other session of the account (this one stays); a wrong current password → 400 naming `currentPassword`; 10 tries per 15 minutes; audited (entity `staff`, action `password.change`, no hash)",
});

export const adminTotpEnrol = declareOwn({
  route: 'POST /admin/me/totp',
  answer: totpEnrolmentSchema,
  does: "starts the second factor's enrolment: the secret and its `otpauth://` URI, shown once (a new enrolment replaces an unconfirmed one); refused (400 naming `code`) while the factor is on; audited (`totp.enrol`)",
});

export const adminTotpConfirm = declareOwn({
  route: 'POST /admin/me/totp/confirm',
  body: totpCodeSchema,
  answer: totpConfirmedSchema,
  does: 'turns the second factor on with a code of the enrolled secret; answers the person and ten `recoveryCodes` (`XXXXX-XXXXX`, each logs in once in place of a code; shown this once, kept hashed); a wrong code is a 400 naming `code`; 10 codes per person per 15 minutes (then 429); audited (`totp.on`)',
});

export const adminRecoveryCodes = declareOwn({
  route: 'POST /admin/me/totp/recovery-codes',
  answer: recoveryCodesSchema,
  does: 'ten new recovery codes, shown this once; the earlier ones stop working; refused (400 naming `code`) while the second factor is off; audited (`recovery-codes`, no codes)',
});

export const adminSecondFactorPolicy = declare({
  route: 'GET /admin/security/second-factor',
  answer: secondFactorPolicySchema,
  does: 'the roles whose holders must log in with a second factor (`owner` until changed)',
});

export const adminSecondFactorPolicySave = declare({
  route: 'PUT /admin/security/second-factor',
  body: secondFactorPolicyInput,
  answer: secondFactorPolicySchema,
  does: 'sets those roles (none, some or all); a holder without a second factor is sent to set one up at their next request and can do nothing else until they have; audited (entity `security`, key `second-factor`)',
});

export const adminTotpDisable = declareOwn({
  route: 'POST /admin/me/totp/disable',
  body: totpCodeSchema,
  answer: staffMeSchema,
  does: 'turns it off with a current code; a wrong code is a 400 naming `code`; 10 codes per person per 15 minutes (then 429); audited (`totp.off`)',
});

export const adminStaffList = declare({
  route: 'GET /admin/staff',
  answer: z.array(staffListItemSchema),
  does: 'the staff list by id (roles, disabled, second factor, last login)',
});

export const adminStaffCreate = declare({
  route: 'POST /admin/staff',
  body: staffCreateSchema,
  answer: staffCreatedSchema,
  does: 'adds an account with its roles; an e-mail already taken is a 400 naming `email`; audited (`create`)',
});

export const adminStaffRoles = declare({
  route: 'PUT /admin/staff/:id/roles',
  params: staffIdPath,
  body: staffRolesSchema,
  answer: staffRolesSavedSchema,
  does: "replaces the account's roles, with the account's `version` the form loaded (required, a 400 naming `version` otherwise; a save from an older version answers 409 `E0409V` with `{current, changedBy, changedAt}`, the account as the list shows it now, nothing written); taking the last enabled owner's role away is a 400 naming `roles`; 404 for an unknown id; audited (`roles`)",
});

export const adminStaffDisable = declare({
  route: 'POST /admin/staff/:id/disable',
  params: staffIdPath,
  answer: staffSnapshotSchema,
  does: 'the account cannot log in; its sessions end; disabling the last enabled owner is a 400 naming `roles`; 404 for an unknown id; audited (`disable`)',
});

export const adminStaffEnable = declare({
  route: 'POST /admin/staff/:id/enable',
  params: staffIdPath,
  answer: staffSnapshotSchema,
  does: 'the account can log in again; 404 for an unknown id; audited (`enable`)',
});

export const adminStaffPassword = declare({
  route: 'POST /admin/staff/:id/password',
  params: staffIdPath,
  body: staffPasswordSchema,
  answer: doneSchema,
  does: "sets it and ends the account's sessions; 404 for an unknown id; audited (`password.reset`, no hash)",
});

export const adminStaffTotpOff = declare({
  route: 'POST /admin/staff/:id/totp/off',
  params: staffIdPath,
  answer: staffSnapshotSchema,
  does: "turns someone's second factor off (a lost phone); 404 for an unknown id; audited (`totp.off`)",
});
