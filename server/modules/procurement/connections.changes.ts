import { asc, eq } from 'drizzle-orm';
import type { AdminConnection, ConnectionCreate, ConnectionSave, CreatedConnection, OciKey } from '../../../src/contracts/admin/procurement.ts';
import type { AppDeps } from '../../deps.ts';
import type { Db } from '../../db/client.ts';
import { organisations, procurementConnections } from '../../db/schema/index.ts';
import { nextVersion } from '../../db/versioned.ts';
import { HttpError } from '../../http/errors.ts';
import type { AuditActor } from '../../http/staff/actor.ts';
import { checkVersion } from '../../http/staff/stale-edit.ts';
import { randomToken, sha256 } from '../../security/digest.ts';
import { hashPassword } from '../../security/password.ts';
import { withAudit, type AuditDeps } from '../audit/with-audit.ts';

type ConnectionRow = typeof procurementConnections.$inferSelect;

/** The audit entity of a connection's changes. */
export const CONNECTION_ENTITY = 'procurement-connection';

/** A connection as the back office shows it: everything but the secret's hash. */
export function adminConnection(r: ConnectionRow): AdminConnection {
  const { secretHash, ociKeyHash, createdAt: _, updatedAt, ...rest } = r;
  return { ...rest, secretSet: secretHash !== '', ociKeySet: ociKeyHash !== null, updatedAt: updatedAt.toISOString() };
}

/** What the audit trail keeps of a connection: neither the secret nor its hash, nor the version. */
const audited = (c: AdminConnection | null) => {
  if (!c) return null;
  const { version: _, updatedAt: __, secretSet: ___, ociKeySet: ____, ...fields } = c;
  return fields;
};

export async function everyConnection(db: Db): Promise<AdminConnection[]> {
  return (await db.select().from(procurementConnections).orderBy(asc(procurementConnections.name), asc(procurementConnections.id))).map(adminConnection);
}

export async function connectionById(db: Db, id: number): Promise<ConnectionRow | null> {
  const [row] = await db.select().from(procurementConnections).where(eq(procurementConnections.id, id)).limit(1);
  return row ?? null;
}

/** The OCI URL that carries a key: what the buyer's administrator enters in SAP SRM. */
export const ociUrl = (deps: Pick<AppDeps, 'publicOrigin'>, key: string) => `${(deps.publicOrigin ?? 'http://localhost').replace(/\/$/, '')}/punchout/oci/start?key=${key}`;

/** Refuses (`unknown()`) an organisation account that does not exist: the link is checked, not left to the database. */
async function checkOrganisation(tx: Db, id: number | null | undefined, unknown: () => Error): Promise<void> {
  if (id == null) return;
  const [row] = await tx.select({ id: organisations.id }).from(organisations).where(eq(organisations.id, id));
  if (!row) throw unknown();
}

/** Adds a connection, its secret stored as a scrypt hash; audited without it. An OCI connection gets its key, answered this once. */
export async function createConnection(deps: AuditDeps & Pick<AppDeps, 'publicOrigin'>, actor: AuditActor, { sharedSecret, ...fields }: ConnectionCreate, unknownOrganisation: () => Error): Promise<CreatedConnection> {
  const secretHash = await hashPassword(sharedSecret);
  const ociKey = fields.protocol === 'oci' ? randomToken() : null;
  return withAudit(deps, actor, { entity: CONNECTION_ENTITY, key: '', action: 'create' }, async (tx) => {
    await checkOrganisation(tx, fields.organisationId, unknownOrganisation);
    const [row] = await tx.insert(procurementConnections).values({ ...fields, secretHash, ociKeyHash: ociKey ? sha256(ociKey) : null }).returning();
    const after = adminConnection(row!);
    return { before: null, after: audited(after), result: { ...after, ...(ociKey ? { ociKey, ociUrl: ociUrl(deps, ociKey) } : {}) }, key: String(after.id) };
  });
}

/**
 * A new key for an OCI connection: the old one stops working at once (a key shown on a screen someone saw, or
 * lost). Audited without the key; a cXML connection has none (400 naming `protocol`).
 */
export async function renewOciKey(deps: AuditDeps & Pick<AppDeps, 'publicOrigin'>, actor: AuditActor, id: number, notOci: () => Error): Promise<OciKey> {
  const key = randomToken();
  return withAudit(deps, actor, { entity: CONNECTION_ENTITY, key: String(id), action: 'oci-key' }, async (tx) => {
    const row = await connectionById(tx, id);
    if (!row) throw new HttpError('E0404');
    if (row.protocol !== 'oci') throw notOci();
    await tx.update(procurementConnections).set({ ociKeyHash: sha256(key), updatedAt: deps.now(), ...nextVersion(procurementConnections) }).where(eq(procurementConnections.id, id));
    return { before: { ociKeySet: row.ociKeyHash !== null }, after: { ociKeyChanged: true }, result: { ociKey: key, ociUrl: ociUrl(deps, key) } };
  });
}

/** Replaces a connection's fields (its secret only when a new one is given), version-checked and audited. */
export async function updateConnection(deps: AuditDeps, actor: AuditActor, id: number, { version, sharedSecret, ...fields }: ConnectionSave, unknownOrganisation: () => Error): Promise<AdminConnection> {
  const secretHash = sharedSecret ? await hashPassword(sharedSecret) : undefined;
  const key = String(id);
  const where = eq(procurementConnections.id, id);
  return withAudit(deps, actor, { entity: CONNECTION_ENTITY, key, action: 'update' }, async (tx) => {
    const current = async () => {
      const row = await connectionById(tx, id);
      return row ? adminConnection(row) : null;
    };
    await checkVersion(tx, { table: procurementConnections, where, expected: version, entity: CONNECTION_ENTITY, key, current });
    const before = await current();
    if (!before) throw new HttpError('E0404');
    await checkOrganisation(tx, fields.organisationId, unknownOrganisation);
    const [row] = await tx
      .update(procurementConnections)
      .set({ ...fields, ...(secretHash ? { secretHash } : {}), updatedAt: deps.now(), ...nextVersion(procurementConnections) })
      .where(where)
      .returning();
    const after = adminConnection(row!);
    // A new secret is a change the audit trail must show, without the secret: `secretChanged`.
    return { before: audited(before), after: { ...audited(after), ...(secretHash ? { secretChanged: true } : {}) }, result: after };
  });
}

/** Removes a connection with its sessions and message log (cascade), audited with what it was. */
export async function removeConnection(deps: AuditDeps, actor: AuditActor, id: number): Promise<{ id: number }> {
  return withAudit(deps, actor, { entity: CONNECTION_ENTITY, key: String(id), action: 'delete' }, async (tx) => {
    const row = await connectionById(tx, id);
    if (!row) throw new HttpError('E0404');
    await tx.delete(procurementConnections).where(eq(procurementConnections.id, id));
    return { before: audited(adminConnection(row)), after: null, result: { id } };
  });
}
