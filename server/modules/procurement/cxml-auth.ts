import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../deps.ts';
import { procurementConnections } from '../../db/schema/index.ts';
import { decoyHash, verifyPassword } from '../../security/password.ts';
import { refuse, type Refusal } from './cxml-write.ts';
import type { HeaderCredentials } from './setup-request.ts';

type ConnectionRow = typeof procurementConnections.$inferSelect;

/** cXML credential domains compare without regard to case (cXML 1.2 Reference Guide, "Credential"); identities exactly. */
const sameDomain = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

async function connectionOf(deps: AppDeps, h: HeaderCredentials): Promise<ConnectionRow | null> {
  const rows = await deps.db
    .select()
    .from(procurementConnections)
    .where(and(eq(procurementConnections.protocol, 'cxml'), eq(procurementConnections.fromIdentity, h.from.identity), eq(procurementConnections.senderIdentity, h.sender.identity)));
  return rows.find((c) => sameDomain(c.fromDomain, h.from.domain) && sameDomain(c.senderDomain, h.sender.domain)) ?? null;
}

export type Authenticated = { ok: true; connection: ConnectionRow } | { ok: false; connection: ConnectionRow | null; refusal: Refusal };

/**
 * The connection a cXML request speaks for: From and Sender identities of a cXML connection, and the SharedSecret
 * checked against its scrypt hash (constant time; an unknown identity is checked against a decoy so both take as
 * long). `selfTestOf` skips the secret of that one connection: the back office's round trip, which cannot send a
 * hashed secret (connection-test.ts); never set from a request.
 */
export async function authenticate(deps: AppDeps, h: HeaderCredentials, selfTestOf?: number): Promise<Authenticated> {
  const connection = await connectionOf(deps, h);
  const secretOk = await verifyPassword(h.sender.sharedSecret, connection?.secretHash ?? (await decoyHash()));
  if (!connection) return { ok: false, connection, refusal: refuse(401, 'Unauthorized', 'unknown From or Sender identity') };
  if (!secretOk && selfTestOf !== connection.id) return { ok: false, connection, refusal: refuse(401, 'Unauthorized', 'the SharedSecret does not match') };
  return { ok: true, connection };
}
