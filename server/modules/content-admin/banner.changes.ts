import { asc, eq } from 'drizzle-orm';
import type { AdminBanner, BannerEdit } from '../../../src/contracts/admin/content.ts';
import { halfTranslated } from '../../../src/contracts/admin/content.ts';
import type { Db } from '../../db/client.ts';
import { banners } from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';
import { withAudit, type AuditActor, type AuditDeps } from '../audit/with-audit.ts';

type BannerRow = typeof banners.$inferSelect;

function adminBanner(r: BannerRow): AdminBanner {
  const { showFrom, showUntil, ...rest } = r;
  return {
    ...rest,
    showFrom: showFrom?.toISOString() ?? '',
    showUntil: showUntil?.toISOString() ?? '',
    untranslated: halfTranslated(r.titleEn, r.titleZh) || halfTranslated(r.subtitleEn, r.subtitleZh),
  };
}

/** The audit trail's view of a banner: its fields without the derived marker. */
const audited = (b: AdminBanner | null) => {
  if (!b) return null;
  const { untranslated: _, ...fields } = b;
  return fields;
};

const rowOf = (input: BannerEdit) => ({
  ...input,
  showFrom: input.showFrom ? new Date(input.showFrom) : null,
  showUntil: input.showUntil ? new Date(input.showUntil) : null,
});

/** Every banner, hidden and scheduled ones too, in the carousel's order. */
export async function adminBannerList(db: Db): Promise<AdminBanner[]> {
  const rows = await db.select().from(banners).orderBy(asc(banners.sort), asc(banners.id));
  return rows.map(adminBanner);
}

async function bannerById(db: Db, id: number): Promise<AdminBanner | null> {
  const [r] = await db.select().from(banners).where(eq(banners.id, id)).limit(1);
  return r ? adminBanner(r) : null;
}

/** Adds a banner (audited: entity `banner`, its new id). */
export async function createBanner(deps: AuditDeps, actor: AuditActor, input: BannerEdit): Promise<AdminBanner> {
  return withAudit(deps, actor, { entity: 'banner', key: '', action: 'create' }, async (tx) => {
    const [row] = await tx.insert(banners).values(rowOf(input)).returning();
    const after = adminBanner(row!);
    return { before: null, after: audited(after), result: after, key: String(after.id) };
  });
}

/** Changes a banner (audited with before and after); 404 when there is none. */
export async function updateBanner(deps: AuditDeps, actor: AuditActor, id: number, input: BannerEdit): Promise<AdminBanner> {
  return withAudit(deps, actor, { entity: 'banner', key: String(id), action: 'update' }, async (tx) => {
    const before = await bannerById(tx, id);
    if (!before) throw new HttpError('E0404');
    const [row] = await tx.update(banners).set(rowOf(input)).where(eq(banners.id, id)).returning();
    const after = adminBanner(row!);
    return { before: audited(before), after: audited(after), result: after };
  });
}

/** Removes a banner (audited with what it was); 404 when there is none. */
export async function deleteBanner(deps: AuditDeps, actor: AuditActor, id: number): Promise<{ id: number }> {
  return withAudit(deps, actor, { entity: 'banner', key: String(id), action: 'delete' }, async (tx) => {
    const before = await bannerById(tx, id);
    if (!before) throw new HttpError('E0404');
    await tx.delete(banners).where(eq(banners.id, id));
    return { before: audited(before), after: null, result: { id } };
  });
}
