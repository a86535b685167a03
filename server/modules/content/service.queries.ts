import { asc } from 'drizzle-orm';
import type { ServiceItem } from '../../../src/contracts/content.ts';
import type { Lang } from '../../../src/contracts/lang.ts';
import type { Db } from '../../db/client.ts';
import { services } from '../../db/schema/index.ts';
import { inCategoryTree } from '../catalogue/product.queries.ts';
import { CATEGORY_ROOTS } from '../../../src/contracts/catalogue.ts';
import { childrenOf, type TreeNode } from '../catalogue/tree.queries.ts';
import { sanitizeHtml } from '../../security/sanitize-html.ts';

export type { ServiceItem };

/** Services under `menuId` (and its sub-menus), or under the whole Services root; a short curated list. */
export async function serviceList(db: Db, lang: Lang, menuId?: number): Promise<ServiceItem[]> {
  const rows = await db
    .select()
    .from(services)
    .where(inCategoryTree(services.categoryId, menuId ?? CATEGORY_ROOTS.services))
    .orderBy(asc(services.sort), asc(services.id));
  const zh = lang === 'zh';
  return rows.map((r) => ({
    id: r.id,
    menuId: r.categoryId,
    title: zh ? r.titleZh : r.titleEn,
    summary: zh ? r.summaryZh : r.summaryEn,
    body: sanitizeHtml(zh ? r.bodyZh : r.bodyEn),
  }));
}

/** The service menu: the visible tree under the Services root. */
export function serviceMenu(db: Db, lang: Lang): Promise<TreeNode[]> {
  return childrenOf(db, lang, CATEGORY_ROOTS.services);
}
