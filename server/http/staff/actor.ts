import type { AppDeps } from '../../deps.ts';
import { ipOf } from '../client.ts';
import type { AdminContext } from './admin-route.ts';

/** Who makes a change: a staff member (with the request's client), or the command line (staffId null). */
export interface AuditActor {
  staffId: number | null;
  ip: string | null;
  userAgent: string | null;
}

/** User agents are kept to this length in sessions and the audit trail (they are for reading, not parsing). */
const USER_AGENT_MAX = 300;

export const userAgentOf = (c: { req: { header(name: string): string | undefined } }) => c.req.header('user-agent')?.slice(0, USER_AGENT_MAX) ?? null;

/** Who makes a back-office change: the session's person, the client address and user agent. */
export function actorOf(deps: AppDeps, c: AdminContext): AuditActor {
  return { staffId: c.var.staff.id, ip: ipOf(deps, c), userAgent: userAgentOf(c) };
}
