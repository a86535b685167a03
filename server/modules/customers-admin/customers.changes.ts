import { rm } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import { ChangeRefused } from '../../http/staff/change-refused.ts';
import type { AuditActor } from '../../http/staff/actor.ts';
import { withAudit, type AuditDeps } from '../audit/with-audit.ts';
import { revokeAllTokens } from '../account/token.queries.ts';
import { eraseCustomerData } from './customer-erase.ts';

/**
 * Staff changes to a customer's account, each audited (entity `customer`, key the id) in its own transaction. The
 * audit rows hold states and counts, never the customer's personal data, so an erasure leaves none behind in them.
 */

/** Refused because the customer was erased: answered as 409 (a second erasure, enabling an erased account). */
export class CustomerErased extends Error {}

const stateOf = (u: typeof users.$inferSelect) => ({ disabledAt: u.disabledAt?.toISOString() ?? null, erasedAt: u.erasedAt?.toISOString() ?? null });

async function lockedCustomer(tx: Db, id: number) {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update');
  if (!row) throw notFound();
  return row;
}

/** The customer can no longer log in, and every login they hold ends now. Disabling twice changes nothing. */
export function disableCustomer(deps: AuditDeps, actor: AuditActor, id: number): Promise<void> {
  return withAudit(deps, actor, { entity: 'customer', key: String(id), action: 'disable' }, async (tx) => {
    const before = await lockedCustomer(tx, id);
    const now = deps.now();
    const [after] = await tx.update(users).set({ disabledAt: before.disabledAt ?? now, updatedAt: now }).where(eq(users.id, id)).returning();
    // Also when it was disabled already: a login made in between (there is none, but it costs nothing) ends too.
    await revokeAllTokens(tx, now, id);
    return { before: stateOf(before), after: stateOf(after!), result: undefined };
  });
}

/** The customer may log in again; an erased account never can (409). */
export function enableCustomer(deps: AuditDeps, actor: AuditActor, id: number): Promise<void> {
  return withAudit(deps, actor, { entity: 'customer', key: String(id), action: 'enable' }, async (tx) => {
    const before = await lockedCustomer(tx, id);
    if (before.erasedAt) throw new CustomerErased();
    const [after] = await tx.update(users).set({ disabledAt: null, updatedAt: deps.now() }).where(eq(users.id, id)).returning();
    return { before: stateOf(before), after: stateOf(after!), result: undefined };
  });
}

/**
 * Erases the customer's personal data (PIPL / GDPR) after `confirmEmail` matched their e-mail: see customer-erase.ts
 * for what goes. A customer erased already answers 409, so a second click or a retried request erases nothing twice.
 */
export async function eraseCustomer(deps: AuditDeps & { uploadsDir?: string | undefined }, actor: AuditActor, id: number, confirmEmail: string): Promise<void> {
  const storedFiles = await withAudit(deps, actor, { entity: 'customer', key: String(id), action: 'erase' }, async (tx) => {
    const before = await lockedCustomer(tx, id);
    if (before.erasedAt) throw new CustomerErased();
    if (confirmEmail.trim().toLowerCase() !== before.email.toLowerCase()) throw new ChangeRefused('confirmEmail', 'admin:customers.v.confirmMismatch');
    const { counts, storedFiles } = await eraseCustomerData(tx, deps.now(), before);
    const [row] = await tx.select().from(users).where(eq(users.id, id));
    return { before: stateOf(before), after: { ...stateOf(row!), ...counts }, result: storedFiles };
  });
  // The files' bytes (ID photos, the paper) go once the erasure has committed: a rolled-back erasure keeps them. A file
  // already gone is no error; the stored names are random and never a path (basename keeps them in the folder).
  if (deps.uploadsDir) await Promise.all(storedFiles.map((name) => rm(join(deps.uploadsDir!, basename(name)), { force: true })));
}
