import { asc } from 'drizzle-orm';
import type { AdminBanner, BannerEdit } from '../../../src/contracts/admin/content.ts';
import { halfTranslated } from '../../../src/contracts/admin/content.ts';
import type { Db } from '../../db/client.ts';
import { banners } from '../../db/schema/index.ts';
import { auditedRows } from './audited-rows.ts';

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

const rowOf = (input: BannerEdit) => ({
  ...input,
  showFrom: input.showFrom ? new Date(input.showFrom) : null,
  showUntil: input.showUntil ? new Date(input.showUntil) : null,
});

/** Every banner, hidden and scheduled ones too, in the carousel's order. */
export async function everyBanner(db: Db): Promise<AdminBanner[]> {
  const rows = await db.select().from(banners).orderBy(asc(banners.sort), asc(banners.id));
  return rows.map(adminBanner);
}

/** Adds, changes and removes banners, audited (entity `banner`, its id); a change or removal of none is a 404. */
export const bannerRows = auditedRows<BannerEdit, AdminBanner>({ table: banners, entity: 'banner', shown: (r) => adminBanner(r as BannerRow), stored: rowOf });
