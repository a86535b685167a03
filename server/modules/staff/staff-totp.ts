import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { TotpEnrolment } from '../../../src/contracts/admin/staff.ts';
import type { Db } from '../../db/client.ts';
import { staff } from '../../db/schema/index.ts';
import { base32Decode } from '../../security/base32.ts';
import { matchTotp, newTotpSecret, otpauthUri } from '../../security/totp.ts';
import { notFound } from '../../http/errors.ts';
import { ChangeRefused } from '../../http/staff/change-refused.ts';
import { withAudit, type AuditDeps } from '../audit/with-audit.ts';
import { type AuditActor } from '../../http/staff/actor.ts';
import { staffById, staffSnapshot, updateStaff, type StaffRow } from './staff.queries.ts';
import { dropRecoveryCodes, replaceRecoveryCodes } from './recovery-codes.ts';

/**
 * A staff member's own second factor: enrol (a new secret, shown once), confirm with a code (only then
 * is it on), turn off with a code. The secret stays on the server: no answer carries it after enrolment.
 */

/**
 * Accepts `code` for `person` if it is the code of a step within the window and later than the last
 * accepted one, recording that step (atomically: two requests with one code cannot both pass).
 */
export async function useTotpCode(db: Db, person: Pick<StaffRow, 'id' | 'totpSecret' | 'totpLastStep'>, code: string, now: Date): Promise<boolean> {
  if (!person.totpSecret) return false;
  const step = matchTotp(base32Decode(person.totpSecret), code, now.getTime(), person.totpLastStep);
  if (step === null) return false;
  const used = await db
    .update(staff)
    .set({ totpLastStep: step })
    .where(and(eq(staff.id, person.id), or(isNull(staff.totpLastStep), lt(staff.totpLastStep, step))))
    .returning({ id: staff.id });
  return used.length === 1;
}

async function person(db: Db, id: number): Promise<StaffRow> {
  const row = await staffById(db, id);
  if (!row) throw notFound();
  return row;
}

/** Starts an enrolment: a new secret replaces any unconfirmed one. Refused while the factor is on. */
export async function enrolTotp(deps: AuditDeps, actor: AuditActor, staffId: number, issuer: string): Promise<TotpEnrolment> {
  const secret = newTotpSecret();
  return withAudit(deps, actor, { entity: 'staff', key: String(staffId), action: 'totp.enrol' }, async (tx) => {
    const row = await person(tx, staffId);
    if (row.totpEnabledAt) throw new ChangeRefused('code', 'admin:v.totpAlreadyOn');
    await updateStaff(tx, deps.now(), staffId, { totpSecret: secret, totpLastStep: null });
    const snapshot = (await staffSnapshot(tx, staffId))!;
    return { before: snapshot, after: snapshot, key: row.email, changed: true, result: { secret, uri: otpauthUri(issuer, row.email, secret) } };
  });
}

/** Turns the factor on once a code of the enrolled secret is given; answers the ten recovery codes, shown once. */
export async function confirmTotp(deps: AuditDeps, actor: AuditActor, staffId: number, code: string): Promise<string[]> {
  return withAudit(deps, actor, { entity: 'staff', key: String(staffId), action: 'totp.on' }, async (tx) => {
    const row = await person(tx, staffId);
    if (row.totpEnabledAt) throw new ChangeRefused('code', 'admin:v.totpAlreadyOn');
    if (!row.totpSecret) throw new ChangeRefused('code', 'admin:v.totpNotEnrolled');
    const before = (await staffSnapshot(tx, staffId))!;
    if (!(await useTotpCode(tx, row, code, deps.now()))) throw new ChangeRefused('code', 'admin:v.totpInvalid');
    await updateStaff(tx, deps.now(), staffId, { totpEnabledAt: deps.now() });
    const recoveryCodes = await replaceRecoveryCodes(tx, staffId, deps.now());
    return { before, after: await staffSnapshot(tx, staffId), key: row.email, result: recoveryCodes };
  });
}

/** Ten new recovery codes in place of the earlier ones (audited without them); only while the factor is on. */
export async function renewRecoveryCodes(deps: AuditDeps, actor: AuditActor, staffId: number): Promise<string[]> {
  return withAudit(deps, actor, { entity: 'staff', key: String(staffId), action: 'recovery-codes' }, async (tx) => {
    const row = await person(tx, staffId);
    if (!row.totpEnabledAt) throw new ChangeRefused('code', 'admin:v.totpNotOn');
    const recoveryCodes = await replaceRecoveryCodes(tx, staffId, deps.now());
    return { before: null, after: { recoveryCodes: recoveryCodes.length }, key: row.email, result: recoveryCodes };
  });
}

/** Turns one's own factor off; a current code proves the phone is at hand. */
export async function disableOwnTotp(deps: AuditDeps, actor: AuditActor, staffId: number, code: string): Promise<void> {
  await withAudit(deps, actor, { entity: 'staff', key: String(staffId), action: 'totp.off' }, async (tx) => {
    const row = await person(tx, staffId);
    if (!row.totpEnabledAt) throw new ChangeRefused('code', 'admin:v.totpNotOn');
    const before = (await staffSnapshot(tx, staffId))!;
    if (!(await useTotpCode(tx, row, code, deps.now()))) throw new ChangeRefused('code', 'admin:v.totpInvalid');
    await updateStaff(tx, deps.now(), staffId, { totpSecret: null, totpEnabledAt: null, totpLastStep: null });
    await dropRecoveryCodes(tx, staffId);
    return { before, after: await staffSnapshot(tx, staffId), key: row.email, result: undefined };
  });
}
