import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { AdminCategory, CategoryCreate, CategorySave } from '../../../src/contracts/admin/categories.ts';
import { nextVersion } from '../../db/versioned.ts';
import { checkVersion } from '../../http/staff/stale-edit.ts';
import type { Db } from '../../db/client.ts';
import { categories, products } from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';
import { withAudit, type AuditDeps } from '../audit/with-audit.ts';
import { type AuditActor } from '../../http/staff/actor.ts';

/** The catalogue's tree is the product menu; other kinds (services, footer, content) are edited elsewhere. */
const KIND = 'product';

/** What the audit trail keeps of a category: the fields staff change. */
type Audited = Pick<AdminCategory, 'id' | 'parentId' | 'nameEn' | 'nameZh' | 'visible' | 'unspsc' | 'sort'>;

async function categoryById(db: Db, id: number): Promise<Audited | null> {
  const [r] = await db
    .select({ id: categories.id, parentId: categories.parentId, nameEn: categories.nameEn, nameZh: categories.nameZh, visible: categories.visible, unspsc: categories.unspsc, sort: categories.sort })
    .from(categories)
    .where(and(eq(categories.id, id), eq(categories.kind, KIND)))
    .limit(1);
  return r ?? null;
}

/** Every product category, hidden ones too, flat in tree order with its depth and what it holds. */
export async function adminCategoryTree(db: Db): Promise<AdminCategory[]> {
  const [rows, productCounts] = await Promise.all([
    db.select().from(categories).where(eq(categories.kind, KIND)).orderBy(asc(categories.sort), asc(categories.id)),
    db.select({ id: products.categoryId, n: count() }).from(products).groupBy(products.categoryId),
  ]);
  const held = new Map(productCounts.map((r) => [r.id, r.n]));
  const byParent = new Map<number | null, typeof rows>();
  for (const r of rows) byParent.set(r.parentId, [...(byParent.get(r.parentId) ?? []), r]);
  const ids = new Set(rows.map((r) => r.id));
  const out: AdminCategory[] = [];
  const walk = (parentId: number | null, depth: number) => {
    for (const r of byParent.get(parentId) ?? []) {
      out.push({ id: r.id, parentId: r.parentId, nameEn: r.nameEn, nameZh: r.nameZh, visible: r.visible, unspsc: r.unspsc, sort: r.sort, depth, children: byParent.get(r.id)?.length ?? 0, products: held.get(r.id) ?? 0, version: r.version });
      walk(r.id, depth + 1);
    }
  };
  // Roots: no parent, or a parent outside the product tree.
  for (const parent of new Set(rows.filter((r) => r.parentId === null || !ids.has(r.parentId)).map((r) => r.parentId))) walk(parent, 0);
  return out;
}

/** Renames a category, or shows or hides it (audited: entity `category`, its id); 404 when there is none. */
export function updateCategory(deps: AuditDeps, actor: AuditActor, id: number, { version, ...edit }: CategorySave): Promise<Audited> {
  return withAudit(deps, actor, { entity: 'category', key: String(id), action: 'update' }, async (tx) => {
    const current = async () => (await adminCategoryTree(tx)).find((c) => c.id === id);
    await checkVersion(tx, { table: categories, where: and(eq(categories.id, id), eq(categories.kind, KIND)), expected: version, entity: 'category', key: String(id), current });
    const before = await categoryById(tx, id);
    if (!before) throw new HttpError('E0404');
    await tx.update(categories).set({ ...edit, ...nextVersion(categories) }).where(eq(categories.id, id));
    const after = (await categoryById(tx, id))!;
    return { before, after, result: after };
  });
}

/** Adds a sub-category at the end of its parent's children; 404 when the parent is not a product category. */
export function createCategory(deps: AuditDeps, actor: AuditActor, input: CategoryCreate): Promise<Audited> {
  return withAudit(deps, actor, { entity: 'category', key: '', action: 'create' }, async (tx) => {
    if (!(await categoryById(tx, input.parentId))) throw new HttpError('E0404');
    const [last] = await tx.select({ sort: sql<number>`coalesce(max(${categories.sort}), 0)` }).from(categories).where(eq(categories.parentId, input.parentId));
    const [row] = await tx
      .insert(categories)
      .values({ ...input, kind: KIND, sort: Number(last?.sort ?? 0) + 10 })
      .returning({ id: categories.id });
    const after = (await categoryById(tx, row!.id))!;
    return { before: null, after, result: after, key: String(after.id) };
  });
}

/**
 * Swaps a category with its neighbour above or below among its siblings (the sort numbers are renumbered
 * in steps of ten first, so two siblings sharing a number still move). At the edge nothing changes.
 */
export function moveCategory(deps: AuditDeps, actor: AuditActor, id: number, direction: 'up' | 'down'): Promise<Audited> {
  return withAudit(deps, actor, { entity: 'category', key: String(id), action: 'move' }, async (tx) => {
    const before = await categoryById(tx, id);
    if (!before) throw new HttpError('E0404');
    const siblings = await tx
      .select({ id: categories.id, sort: categories.sort })
      .from(categories)
      .where(and(before.parentId === null ? isNull(categories.parentId) : eq(categories.parentId, before.parentId), eq(categories.kind, KIND)))
      .orderBy(asc(categories.sort), asc(categories.id));
    const order = siblings.map((s) => s.id);
    const at = order.indexOf(id);
    const to = direction === 'up' ? at - 1 : at + 1;
    if (to < 0 || to >= order.length) return { before, after: before, result: before };
    [order[at], order[to]] = [order[to]!, order[at]!];
    for (const [i, sibling] of order.entries()) {
      const sort = (i + 1) * 10;
      if (siblings.find((s) => s.id === sibling)!.sort !== sort) await tx.update(categories).set({ sort, ...nextVersion(categories) }).where(eq(categories.id, sibling));
    }
    const after = (await categoryById(tx, id))!;
    return { before, after, result: after };
  });
}

/** What keeps a category from being deleted: its sub-categories and the products filed under it. */
export interface CategoryContents {
  children: number;
  products: number;
}

/**
 * Deletes an empty category (no sub-category, no product); a non-empty one is refused with what it holds,
 * and nothing is written. 404 when there is none.
 */
export function deleteCategory(deps: AuditDeps, actor: AuditActor, id: number, refuse: (held: CategoryContents) => Error): Promise<{ id: number }> {
  return withAudit(deps, actor, { entity: 'category', key: String(id), action: 'delete' }, async (tx) => {
    const before = await categoryById(tx, id);
    if (!before) throw new HttpError('E0404');
    const [kids] = await tx.select({ n: count() }).from(categories).where(eq(categories.parentId, id));
    const [held] = await tx.select({ n: count() }).from(products).where(eq(products.categoryId, id));
    if (kids!.n > 0 || held!.n > 0) throw refuse({ children: kids!.n, products: held!.n });
    await tx.delete(categories).where(eq(categories.id, id));
    return { before, after: null, result: { id } };
  });
}
