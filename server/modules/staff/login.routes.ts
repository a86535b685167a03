import { permissionsOf } from '../../../src/contracts/admin/permissions.ts';
import { staffLogin } from '../../../src/contracts/endpoints/staff-admin.ts';
import type { AppDeps } from '../../deps.ts';
import { route, type Route } from '../../http/endpoint-route.ts';
import { fieldError } from '../../http/validate.ts';
import { captchaGate } from '../../security/captcha-gate.ts';
import { decoyHash, verifyPassword } from '../../security/password.ts';
import { hit, LIMITS } from '../../security/rate-limit.ts';
import { ipOf } from '../../http/client.ts';
import { userAgentOf } from '../../http/staff/actor.ts';
import { issueSession, SESSION_IDLE_MS } from './session.queries.ts';
import { staffByEmail, rolesOf } from './staff.queries.ts';
import { useTotpCode } from './staff-totp.ts';
import { useRecoveryCode } from './recovery-codes.ts';
import { mustEnrol, secondFactorRoles } from './second-factor-policy.ts';
import { RECOVERY_CODE } from '../../../src/contracts/admin/staff.ts';
import { auditEvent } from '../audit/with-audit.ts';

/**
 * Staff login: the one back-office endpoint outside /admin (it makes the session the rest needs).
 *
 * Limits: per client address a hard limit (429), like the customers' login. Per account, failures are
 * counted; after LIMITS.staffLoginFailures.max of them in the window the login also needs a solved image
 * captcha (`/kaptcha`; the answer's field is `captcha`). The account itself is never refused, so the
 * right password (with a captcha) always gets in and nobody can lock a staff member out. The captcha is
 * checked before the password, so an unsolved captcha says nothing about the password.
 */
export function staffLoginRoutes(deps: AppDeps): Route[] {
  const { db, now } = deps;
  return [
    route(staffLogin, async (c, { body: input }) => {
      const at = now();
      await hit(db, `staff-login:ip:${ipOf(deps, c)}`, LIMITS.staffLoginIp, at);
      const gate = captchaGate(deps, `staff-login:fail:${input.email}`, LIMITS.staffLoginFailures, { required: 'admin:v.captchaRequired', invalid: 'admin:v.captchaInvalid' });
      await gate.pass(c, at, input);
      const person = await staffByEmail(db, input.email);
      // Every password or code check is in the audit trail (entity `staff-login`, key the address as typed): who
      // got in, and each refusal with its reason, which only the trail's readers (the `audit` permission) see.
      const audit = (action: 'login' | 'login.failed' | 'login.recovery-code', reason?: 'password' | 'disabled' | 'code') =>
        auditEvent(db, { staffId: person?.id ?? null, ip: ipOf(deps, c), userAgent: userAgentOf(c) }, at, { entity: 'staff-login', key: input.email, action, before: null, after: reason ? { reason } : null });
      // The same work and the same answer whether the account exists, is disabled or the password is wrong.
      const good = await verifyPassword(input.password, person?.passwordHash ?? (await decoyHash()));
      if (!person || !good || person.disabledAt) {
        await gate.failed(at, person?.email ?? null);
        await audit('login.failed', good && person?.disabledAt ? 'disabled' : 'password');
        throw fieldError(c, 'password', 'admin:v.loginFailed');
      }
      // The second step: the app's code, or a recovery code (each good once; its use is in the trail).
      let recovered = false;
      if (person.totpEnabledAt) {
        if (!input.code) throw fieldError(c, 'code', 'admin:v.totpRequired');
        recovered = RECOVERY_CODE.test(input.code.toUpperCase());
        const good = recovered ? await useRecoveryCode(db, person.id, input.code, at) : await useTotpCode(db, person, input.code, at);
        if (!good) {
          await gate.failed(at, person.email);
          await audit('login.failed', 'code');
          throw fieldError(c, 'code', 'admin:v.totpInvalid');
        }
      }
      await gate.succeeded();
      await audit(recovered ? 'login.recovery-code' : 'login');
      const session = await issueSession(db, at, person.id, { ip: ipOf(deps, c), userAgent: userAgentOf(c) });
      const roles = await rolesOf(db, person.id);
      const totp = person.totpEnabledAt !== null;
      return {
        token: session.token,
        expiresAt: session.expiresAt.getTime(),
        idleMinutes: SESSION_IDLE_MS / 60_000,
        staff: { id: person.id, email: person.email, name: person.name, roles, permissions: permissionsOf(roles), totp, mustEnrol: mustEnrol({ roles, totp }, await secondFactorRoles(db)) },
      };
    }),
  ];
}
