import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import type { Lang } from '../../../src/contracts/lang.ts';
import type { OrganisationMembers } from '../../../src/contracts/organisation.ts';
import { absoluteUrl } from '../../../src/contracts/site-url.ts';
import { translate } from '../../../src/i18n/create.ts';
import type { AppDeps } from '../../deps.ts';
import type { Db } from '../../db/client.ts';
import { organisationInvitations, organisationMembers, organisations, users } from '../../db/schema/index.ts';
import { nextVersion } from '../../db/versioned.ts';
import { HttpError } from '../../http/errors.ts';
import { fieldErrorIn } from '../../http/validate.ts';
import { enqueueMail } from '../../mail/enqueue.ts';
import { randomToken, sha256 } from '../../security/digest.ts';
import { membershipOf, type Membership } from './membership.ts';

/**
 * The organisation's admin in the personal centre: its members and their limits, and invitations by e-mail. Each
 * change moves the organisation's version on, so a back-office form opened before it cannot silently overwrite it.
 */

/** How long an invitation's link stays good. */
export const INVITATION_TTL_MS = 14 * 24 * 3_600_000;

type UrlDeps = Pick<AppDeps, 'publicOrigin' | 'hosts'>;
const amount = (v: string | null) => (v === null ? null : Number(v));

/** The login's membership when it is the organisation's admin; 403 otherwise. */
export async function adminMembership(db: Db, userId: number): Promise<Membership> {
  const m = await membershipOf(db, userId);
  if (!m || m.role !== 'admin') throw new HttpError('E0403');
  return m;
}

export async function membersOf(db: Db, now: Date, organisationId: number): Promise<OrganisationMembers> {
  const [members, invitations] = await Promise.all([
    db
      .select({ userId: users.id, name: users.name, email: users.email, role: organisationMembers.role, limitCny: organisationMembers.limitCny })
      .from(organisationMembers)
      .innerJoin(users, eq(users.id, organisationMembers.userId))
      .where(eq(organisationMembers.organisationId, organisationId))
      .orderBy(asc(organisationMembers.role), asc(users.email)),
    db
      .select()
      .from(organisationInvitations)
      .where(and(eq(organisationInvitations.organisationId, organisationId), isNull(organisationInvitations.acceptedAt), gt(organisationInvitations.expiresAt, now)))
      .orderBy(asc(organisationInvitations.email)),
  ]);
  return {
    members: members.map((m) => ({ ...m, limitCny: amount(m.limitCny) })),
    invitations: invitations.map((i) => ({ email: i.email, role: i.role, limitCny: amount(i.limitCny), expiresAt: i.expiresAt.toISOString() })),
  };
}

const bump = (tx: Db, now: Date, organisationId: number) => tx.update(organisations).set({ updatedAt: now, ...nextVersion(organisations) }).where(eq(organisations.id, organisationId));

/** Invites `email` (replacing an earlier invitation of it) and queues the e-mail with the link, in one transaction. */
export async function invite(deps: { db: Db; now: () => Date } & UrlDeps, userId: number, lang: Lang, input: { email: string; role: 'buyer' | 'approver' | 'admin'; limitCny: number | null }) {
  return deps.db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const m = await adminMembership(tx, userId);
    const now = deps.now();
    const [member] = await tx.select({ id: organisationMembers.id }).from(organisationMembers).innerJoin(users, eq(users.id, organisationMembers.userId)).where(eq(users.email, input.email));
    if (member) throw fieldErrorIn(lang, 'email', 'organisation:v.alreadyMember');
    const token = randomToken();
    await tx.delete(organisationInvitations).where(and(eq(organisationInvitations.organisationId, m.id), eq(organisationInvitations.email, input.email), isNull(organisationInvitations.acceptedAt)));
    await tx.insert(organisationInvitations).values({ organisationId: m.id, email: input.email, role: input.role, limitCny: input.limitCny === null ? null : input.limitCny.toFixed(2), tokenHash: sha256(token), expiresAt: new Date(now.getTime() + INVITATION_TTL_MS), invitedBy: userId, createdAt: now });
    await bump(tx, now, m.id);
    const [inviter] = await tx.select({ name: users.name }).from(users).where(eq(users.id, userId));
    const t = (key: string, params?: Record<string, unknown>) => translate(lang, `organisation:invitation.${key}`, params);
    const name = lang === 'zh' ? m.nameZh : m.nameEn;
    const link = absoluteUrl(lang, `/order-list?invitation=${token}`, deps.publicOrigin ?? 'http://localhost', deps.hosts ?? {});
    const outboxId = await enqueueMail(tx, {
      recipient: input.email,
      subject: t('subject', { organisation: name }),
      body: [t('body', { inviter: inviter?.name ?? '', organisation: name, role: translate(lang, `organisation:roles.${input.role}`) }), '', t('link', { link }), '', t('register')].join('\n'),
    });
    return { answer: await membersOf(tx, now, m.id), outboxId };
  });
}

/** The logged-in account joins the organisation of the invitation with its token, if the invitation is to its e-mail. */
export async function acceptInvitation(deps: { db: Db; now: () => Date }, userId: number, lang: Lang, token: string) {
  return deps.db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const now = deps.now();
    const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
    const [inv] = await tx
      .select()
      .from(organisationInvitations)
      .where(and(eq(organisationInvitations.tokenHash, sha256(token)), isNull(organisationInvitations.acceptedAt), gt(organisationInvitations.expiresAt, now)))
      .for('update');
    if (!inv || !user || inv.email !== user.email) throw new HttpError('E0404');
    if (await membershipOf(tx, userId)) throw fieldErrorIn(lang, 'token', 'organisation:v.otherOrganisation');
    await tx.insert(organisationMembers).values({ organisationId: inv.organisationId, userId, role: inv.role, limitCny: inv.limitCny, lang, createdAt: now });
    await tx.update(organisationInvitations).set({ acceptedAt: now }).where(eq(organisationInvitations.id, inv.id));
    await bump(tx, now, inv.organisationId);
    return membershipOf(tx, userId);
  });
}

/** The organisation's admin sets a member's limit per order. */
export async function setMemberLimit(deps: { db: Db; now: () => Date }, userId: number, memberId: number, limitCny: number | null) {
  return deps.db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const m = await adminMembership(tx, userId);
    const rows = await tx
      .update(organisationMembers)
      .set({ limitCny: limitCny === null ? null : limitCny.toFixed(2) })
      .where(and(eq(organisationMembers.organisationId, m.id), eq(organisationMembers.userId, memberId)))
      .returning({ id: organisationMembers.id });
    if (rows.length === 0) throw new HttpError('E0404');
    await bump(tx, deps.now(), m.id);
    return membersOf(tx, deps.now(), m.id);
  });
}
