import { asc, eq } from 'drizzle-orm';
import type { Lang } from '../../../src/contracts/lang.ts';
import type { Db } from '../../db/client.ts';
import { categories } from '../../db/schema/index.ts';

import type { TreeNode } from '../../../src/contracts/catalogue.ts';

export type { TreeNode };

/** The default link of a node when it has none: product nodes open their list page. */
function defaultUrl(kind: string, id: number): string | null {
  if (kind === 'product') return `/product-list?id=${id}`;
  if (kind === 'new_product') return `/new-product-list?id=${id}`;
  if (kind === 'service') return `/service?menuId=${id}`;
  return null;
}

/**
 * Loads the visible tree once and builds it in memory (a few hundred rows at most). A category is shown
 * when it and every category above it are visible.
 */
export async function visibleTree(db: Db, lang: Lang): Promise<Map<number | null, TreeNode[]>> {
  const rows = await db
    .select()
    .from(categories)
    .where(eq(categories.visible, true))
    .orderBy(asc(categories.sort), asc(categories.id));
  const byParent = new Map<number | null, TreeNode[]>();
  const nodes = new Map<number, TreeNode>();
  for (const r of rows) {
    nodes.set(r.id, {
      id: r.id,
      name: lang === 'zh' ? r.nameZh : r.nameEn,
      kind: r.kind,
      url: r.url ?? defaultUrl(r.kind, r.id),
      visible: r.visible,
      children: [],
    });
  }
  for (const r of rows) {
    // Under a hidden category nothing is shown, visible or not: its subtree leaves the menus with it.
    if (r.parentId !== null && !nodes.has(r.parentId)) continue;
    const node = nodes.get(r.id)!;
    const list = byParent.get(r.parentId) ?? [];
    list.push(node);
    byParent.set(r.parentId, list);
    if (r.parentId !== null) nodes.get(r.parentId)!.children.push(node);
  }
  const shown = new Set<number | null>([null]);
  const reach = (parent: number | null) => {
    for (const node of byParent.get(parent) ?? []) {
      shown.add(node.id);
      reach(node.id);
    }
  };
  reach(null);
  for (const parent of byParent.keys()) if (!shown.has(parent)) byParent.delete(parent);
  return byParent;
}

/** The visible subtree under `pid` (its children, each with their own children). */
export async function childrenOf(db: Db, lang: Lang, pid: number): Promise<TreeNode[]> {
  return (await visibleTree(db, lang)).get(pid) ?? [];
}

/** Every visible root with its subtree: the navigation menus. */
export async function navigationTree(db: Db, lang: Lang): Promise<TreeNode[]> {
  return (await visibleTree(db, lang)).get(null) ?? [];
}
