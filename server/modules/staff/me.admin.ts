import { and, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import type { StaffMe } from '../../../src/contracts/admin/staff.ts';
import { adminLogout, adminMe, adminOwnPassword, adminRecoveryCodes, adminTotpConfirm, adminTotpDisable, adminTotpEnrol } from '../../../src/contracts/endpoints/staff-admin.ts';
import type { AppDeps } from '../../deps.ts';
import { globalConfig } from '../../db/schema/index.ts';
import { route, type Route } from '../../http/endpoint-route.ts';
import { hit, LIMITS } from '../../security/rate-limit.ts';
import type { AdminContext } from '../../http/staff/admin-route.ts';
import { actorOf } from '../../http/staff/actor.ts';
import { revokeSession } from './session.queries.ts';
import { changeOwnPassword } from './staff.changes.ts';
import { confirmTotp, disableOwnTotp, enrolTotp, renewRecoveryCodes } from './staff-totp.ts';
import { mustEnrol, secondFactorRoles } from './second-factor-policy.ts';

/** The staff session's person (the back office's mount sets it before any of these routes runs). */
const staffOf = (c: Context) => (c as AdminContext).var.staff;

/** What every staff member may do with their own account: who am I, log out, the password, the second factor. */
export function meAdminRoutes(deps: AppDeps): Route[] {
  const { db, now } = deps;
  const me = (c: Context): StaffMe => {
    const { id, email, name, roles, permissions, totp, mustEnrol } = staffOf(c);
    return { id, email, name, roles, permissions, totp, mustEnrol };
  };
  /** The authenticator app shows the company's name above the account. */
  const issuer = async () => {
    const [row] = await db.select({ value: globalConfig.value }).from(globalConfig).where(and(eq(globalConfig.key, 'company_name'), eq(globalConfig.lang, 'en')));
    return row?.value || 'Back office';
  };
  /** Counts a code tried by the person (after its body is read, before it is checked). */
  const countTry = (c: Context) => hit(db, `staff-totp:${staffOf(c).id}`, LIMITS.staffTotp, now());
  return [
    route(adminMe, (c) => me(c)),
    route(adminLogout, async (c) => {
      await revokeSession(db, now(), staffOf(c).sessionId);
      return true as const;
    }),
    route(adminOwnPassword, async (c, { body: input }) => {
      await hit(db, `staff-password:${staffOf(c).id}`, LIMITS.staffOwnPassword, now());
      await changeOwnPassword(deps, actorOf(deps, c), staffOf(c), input.currentPassword, input.newPassword);
      return true as const;
    }),
    route(adminTotpEnrol, async (c) => enrolTotp(deps, actorOf(deps, c), staffOf(c).id, await issuer())),
    route(adminTotpConfirm, async (c, { body: { code } }) => {
      await countTry(c);
      const recoveryCodes = await confirmTotp(deps, actorOf(deps, c), staffOf(c).id, code);
      return { ...me(c), totp: true, mustEnrol: false, recoveryCodes };
    }),
    route(adminRecoveryCodes, async (c) => ({ recoveryCodes: await renewRecoveryCodes(deps, actorOf(deps, c), staffOf(c).id) })),
    route(adminTotpDisable, async (c, { body: { code } }) => {
      await countTry(c);
      await disableOwnTotp(deps, actorOf(deps, c), staffOf(c).id, code);
      return { ...me(c), totp: false, mustEnrol: mustEnrol({ roles: staffOf(c).roles, totp: false }, await secondFactorRoles(db)) };
    }),
  ];
}
