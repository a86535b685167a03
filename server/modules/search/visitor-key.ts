import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import type { AppDeps } from '../../deps.ts';
import { ipOf } from '../../http/client.ts';
import { userAgentOf } from '../../http/staff/actor.ts';

/**
 * A one-day pseudonym of the visitor who searched: a hash of the client address, the browser (user agent) and the
 * UTC day, cut to 16 hex digits. Hot words count distinct visitors, so one person repeating a search counts once;
 * the address itself is never stored, and tomorrow's pseudonym of the same visitor differs from today's (searches
 * cannot be joined into a history).
 */
export function visitorKey(address: string, userAgent: string | null, at: Date): string {
  return createHash('sha256').update(`${address}\n${userAgent ?? ''}\n${at.toISOString().slice(0, 10)}`).digest('hex').slice(0, 16);
}

/** The pseudonym of a request's visitor at `at`. */
export const visitorOf = (deps: Pick<AppDeps, 'clientIp'>, c: Context, at: Date) => visitorKey(ipOf(deps as AppDeps, c), userAgentOf(c), at);
