import { and, eq } from 'drizzle-orm';
import type { StaffMe, TotpEnrolment } from '../../../src/contracts/admin/staff.ts';
import { ownPasswordSchema, totpCodeSchema } from '../../../src/contracts/admin/staff.ts';
import type { AppDeps } from '../../deps.ts';
import { globalConfig } from '../../db/schema/index.ts';
import { ok } from '../../http/respond.ts';
import { readBody } from '../../http/validate.ts';
import { hit, LIMITS } from '../../security/rate-limit.ts';
import { permitted, type AdminContext, type AdminRoute } from '../../http/staff/admin-route.ts';
import { actorOf } from '../../http/staff/actor.ts';
import { revokeSession } from './session.queries.ts';
import { changeOwnPassword } from './staff.changes.ts';
import { confirmTotp, disableOwnTotp, enrolTotp } from './staff-totp.ts';

/** What every staff member may do with their own account: who am I, log out, the password, the second factor. */
export function meAdminRoutes(deps: AppDeps): AdminRoute[] {
  const { db, now } = deps;
  const me = (c: AdminContext): StaffMe => {
    const { id, email, name, roles, permissions, totp } = c.var.staff;
    return { id, email, name, roles, permissions, totp };
  };
  /** The authenticator app shows the company's name above the account. */
  const issuer = async () => {
    const [row] = await db.select({ value: globalConfig.value }).from(globalConfig).where(and(eq(globalConfig.key, 'company_name'), eq(globalConfig.lang, 'en')));
    return row?.value || 'Back office';
  };
  const codeOf = async (c: AdminContext) => {
    const { code } = await readBody(c, totpCodeSchema);
    await hit(db, `staff-totp:${c.var.staff.id}`, LIMITS.staffTotp, now());
    return code;
  };
  return permitted(null, {
    'GET /me': (c) => ok(c, me(c)),
    'POST /logout': async (c) => {
      await revokeSession(db, now(), c.var.staff.sessionId);
      return ok(c, true);
    },
    'PUT /me/password': async (c) => {
      const input = await readBody(c, ownPasswordSchema);
      await hit(db, `staff-password:${c.var.staff.id}`, LIMITS.staffOwnPassword, now());
      await changeOwnPassword(deps, actorOf(deps, c), c.var.staff, input.currentPassword, input.newPassword);
      return ok(c, true);
    },
    'POST /me/totp': async (c) => ok<TotpEnrolment>(c, await enrolTotp(deps, actorOf(deps, c), c.var.staff.id, await issuer())),
    'POST /me/totp/confirm': async (c) => {
      await confirmTotp(deps, actorOf(deps, c), c.var.staff.id, await codeOf(c));
      return ok(c, { ...me(c), totp: true });
    },
    'POST /me/totp/disable': async (c) => {
      await disableOwnTotp(deps, actorOf(deps, c), c.var.staff.id, await codeOf(c));
      return ok(c, { ...me(c), totp: false });
    },
  });
}
