import type { Context } from 'hono';
import type { StaffMe } from '../../../src/contracts/admin/staff.ts';

/** The person behind a back-office request, and the session it came with. */
export interface StaffPrincipal extends StaffMe {
  sessionId: number;
}

/** The context of a back-office request: the staff session's person is `c.var.staff`. */
export type AdminEnv = { Variables: { staff: StaffPrincipal } };
export type AdminContext = Context<AdminEnv>;
