import { and, eq, ne } from 'drizzle-orm';
import type { AdminOrganisation, MemberAdd, MemberSave, OrganisationCreate, OrganisationSave, PriceListSave } from '../../../src/contracts/admin/organisations.ts';
import type { Lang } from '../../../src/contracts/lang.ts';
import type { Db } from '../../db/client.ts';
import { organisationMembers, organisationPrices, organisations, users } from '../../db/schema/index.ts';
import { nextVersion } from '../../db/versioned.ts';
import { HttpError } from '../../http/errors.ts';
import type { AuditActor } from '../../http/staff/actor.ts';
import { checkVersion } from '../../http/staff/stale-edit.ts';
import { fieldErrorIn } from '../../http/validate.ts';
import { withAudit, type AuditDeps } from '../audit/with-audit.ts';
import { existingSizes, organisationDetail } from './organisations.queries.ts';

/** The audit entity of every change of an organisation, its fields, members or prices (key: its id). */
export const ORGANISATION_ENTITY = 'organisation';

/** What the audit trail keeps: the organisation as the back office shows it, without version and time. */
const audited = (o: AdminOrganisation | null) => {
  if (!o) return null;
  const { version: _, updatedAt: __, ...rest } = o;
  return rest;
};

type Fields = Omit<OrganisationCreate, 'creditCodeConfirmed'>;

async function refuseTakenCode(tx: Db, lang: Lang, creditCode: string, except?: number) {
  const [other] = await tx
    .select({ id: organisations.id })
    .from(organisations)
    .where(except ? and(eq(organisations.creditCode, creditCode), ne(organisations.id, except)) : eq(organisations.creditCode, creditCode));
  if (other) throw fieldErrorIn(lang, 'creditCode', 'admin:organisations.v.creditCodeTaken');
}

export async function createOrganisation(deps: AuditDeps, actor: AuditActor, lang: Lang, { creditCodeConfirmed: _, ...fields }: OrganisationCreate): Promise<AdminOrganisation> {
  return withAudit(deps, actor, { entity: ORGANISATION_ENTITY, key: '', action: 'create' }, async (tx) => {
    await refuseTakenCode(tx, lang, fields.creditCode);
    const [row] = await tx.insert(organisations).values({ ...(fields as Fields), createdAt: deps.now(), updatedAt: deps.now() }).returning({ id: organisations.id });
    const after = (await organisationDetail(tx, row!.id))!;
    return { before: null, after: audited(after), result: after, key: String(after.id) };
  });
}

/**
 * Runs one change of organisation `id` as a versioned, audited edit: checks the version (409 with the organisation as
 * it is now), applies `write`, bumps the version, and audits before and after, all in one transaction.
 */
function editOrganisation(deps: AuditDeps, actor: AuditActor, id: number, version: number, action: string, write: (tx: Db) => Promise<void>): Promise<AdminOrganisation> {
  const key = String(id);
  const where = eq(organisations.id, id);
  return withAudit(deps, actor, { entity: ORGANISATION_ENTITY, key, action }, async (tx) => {
    await checkVersion(tx, { table: organisations, where, expected: version, entity: ORGANISATION_ENTITY, key, current: () => organisationDetail(tx, id) });
    const before = (await organisationDetail(tx, id))!;
    await write(tx);
    await tx.update(organisations).set({ updatedAt: deps.now(), ...nextVersion(organisations) }).where(where);
    const after = (await organisationDetail(tx, id))!;
    return { before: audited(before), after: audited(after), result: after, changed: true };
  });
}

export function updateOrganisation(deps: AuditDeps, actor: AuditActor, lang: Lang, id: number, { version, creditCodeConfirmed: _, ...fields }: OrganisationSave) {
  return editOrganisation(deps, actor, id, version, 'update', async (tx) => {
    await refuseTakenCode(tx, lang, fields.creditCode, id);
    await tx.update(organisations).set(fields as Fields).where(eq(organisations.id, id));
  });
}

const limitText = (n: number | null) => (n === null ? null : n.toFixed(2));

/** Adds an existing customer account, found by e-mail; an account belongs to one organisation at most. */
export function addMember(deps: AuditDeps, actor: AuditActor, lang: Lang, id: number, { email, role, limitCny, lang: memberLang, version }: MemberAdd) {
  return editOrganisation(deps, actor, id, version, 'member-add', async (tx) => {
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (!user) throw fieldErrorIn(lang, 'email', 'admin:organisations.v.noAccount');
    const [member] = await tx.select({ organisationId: organisationMembers.organisationId }).from(organisationMembers).where(eq(organisationMembers.userId, user.id));
    if (member) throw fieldErrorIn(lang, 'email', member.organisationId === id ? 'admin:organisations.v.alreadyMember' : 'admin:organisations.v.otherOrganisation');
    await tx.insert(organisationMembers).values({ organisationId: id, userId: user.id, role, limitCny: limitText(limitCny), lang: memberLang, createdAt: deps.now() });
  });
}

const memberWhere = (id: number, userId: number) => and(eq(organisationMembers.organisationId, id), eq(organisationMembers.userId, userId));

export function saveMember(deps: AuditDeps, actor: AuditActor, id: number, userId: number, { role, limitCny, lang, version }: MemberSave) {
  return editOrganisation(deps, actor, id, version, 'member-update', async (tx) => {
    const rows = await tx.update(organisationMembers).set({ role, limitCny: limitText(limitCny), lang }).where(memberWhere(id, userId)).returning({ id: organisationMembers.id });
    if (rows.length === 0) throw new HttpError('E0404');
  });
}

export function removeMember(deps: AuditDeps, actor: AuditActor, id: number, userId: number, version: number) {
  return editOrganisation(deps, actor, id, version, 'member-remove', async (tx) => {
    const rows = await tx.delete(organisationMembers).where(memberWhere(id, userId)).returning({ id: organisationMembers.id });
    if (rows.length === 0) throw new HttpError('E0404');
  });
}

/** Replaces the percentage off and every fixed price; a size that does not exist is a 400 naming its row. */
export function savePriceList(deps: AuditDeps, actor: AuditActor, lang: Lang, id: number, { percentOff, fixed, version }: PriceListSave) {
  return editOrganisation(deps, actor, id, version, 'prices', async (tx) => {
    const known = await existingSizes(tx, fixed.map((f) => f.sizeId));
    const unknown = fixed.findIndex((f) => !known.has(f.sizeId));
    if (unknown >= 0) throw fieldErrorIn(lang, `fixed.${unknown}.sizeId`, 'admin:organisations.v.size');
    await tx.update(organisations).set({ percentOff: percentOff.toFixed(2) }).where(eq(organisations.id, id));
    await tx.delete(organisationPrices).where(eq(organisationPrices.organisationId, id));
    if (fixed.length) await tx.insert(organisationPrices).values(fixed.map((f) => ({ organisationId: id, sizeId: f.sizeId, priceCny: f.priceCny.toFixed(2) })));
  });
}
