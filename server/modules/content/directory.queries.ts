import type { Banner, DistributorItem, ResourceItem } from '../../../src/contracts/content.ts';
import { and, asc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { Lang } from '../../../src/contracts/lang.ts';
import type { Db } from '../../db/client.ts';
import { newestPage } from '../../db/paged.ts';
import { areas, banners, distributors, resources } from '../../db/schema/index.ts';
import { inCategoryTree } from '../catalogue/product.queries.ts';
import { standInSize } from '../resources/stand-in-file.ts';
import { companyName } from '../site/company-name.ts';
import { type Page, type PageQuery } from '../../http/query-params.ts';

/** Distributors are a curated list (a few dozen); this bounds an answer should the table ever grow. */
export const DISTRIBUTOR_LIMIT = 500;

export type { DistributorItem };

/** Authorised distributors, by province (area order), optionally of one area. */
export async function distributorList(db: Db, lang: Lang, areaId?: number): Promise<DistributorItem[]> {
  const rows = await db
    .select({ d: distributors, areaNameEn: areas.nameEn, areaNameZh: areas.nameZh })
    .from(distributors)
    .innerJoin(areas, eq(areas.id, distributors.areaId))
    .where(areaId !== undefined ? eq(distributors.areaId, areaId) : undefined)
    .orderBy(asc(areas.sort), asc(areas.id), asc(distributors.id))
    .limit(DISTRIBUTOR_LIMIT);
  const zh = lang === 'zh';
  return rows.map(({ d, areaNameEn, areaNameZh }) => ({
    id: d.id,
    name: zh ? d.nameZh : d.nameEn,
    area: { id: d.areaId, name: zh ? areaNameZh : areaNameEn },
    contact: d.contact,
    phone: d.phone,
    email: d.email,
    address: zh ? d.addressZh : d.addressEn,
  }));
}

export type { ResourceItem };

export interface ResourceFilter {
  kind?: ResourceItem['kind'] | undefined;
  /** A category and everything below it. */
  categoryId?: number | undefined;
}

/** A page of downloadable documents, newest first. */
export async function resourcePage(db: Db, lang: Lang, filter: ResourceFilter, page: PageQuery): Promise<Page<ResourceItem>> {
  const where = and(
    filter.kind !== undefined ? eq(resources.kind, filter.kind) : undefined,
    filter.categoryId !== undefined ? inCategoryTree(resources.categoryId, filter.categoryId) : undefined,
  );
  const { rows, total } = await newestPage(db, resources, where, page);
  // The size of the file the reader will get: an upload's, else the stand-in's (the demo rows' column held invented sizes).
  const company = await companyName(db, 'en');
  const list = await Promise.all(
    rows.map(async (r) => ({
      id: r.id,
      kind: r.kind,
      title: lang === 'zh' ? r.titleZh : r.titleEn,
      fileName: r.fileName,
      sizeBytes: r.sha256 ? r.sizeBytes : await standInSize(db, r, lang, company),
      publishedAt: r.publishedAt,
    })),
  );
  return { list, total, page: page.page, size: page.size };
}

export type BannerItem = Banner;

/**
 * The home page carousel: visible banners within their schedule at `now`, in their order. (A memoized
 * answer may show a schedule's edge up to the memo's lifetime late.)
 */
export async function visibleBanners(db: Db, lang: Lang, now: Date): Promise<BannerItem[]> {
  const scheduled = and(or(isNull(banners.showFrom), lte(banners.showFrom, now)), or(isNull(banners.showUntil), gt(banners.showUntil, now)));
  const rows = await db.select().from(banners).where(and(eq(banners.visible, true), scheduled)).orderBy(asc(banners.sort), asc(banners.id));
  const zh = lang === 'zh';
  return rows.map((r) => ({
    id: r.id,
    title: zh ? r.titleZh : r.titleEn,
    subtitle: zh ? r.subtitleZh : r.subtitleEn,
    imageUrl: r.imageUrl,
    linkUrl: r.linkUrl,
  }));
}
