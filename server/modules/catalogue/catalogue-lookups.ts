import type { Db } from '../../db/client.ts';
import { categories } from '../../db/schema/index.ts';
import { productDictEntries, type ProductDictEntry } from './product.queries.ts';

/** One category as breadcrumbs and filter menus name it. */
export interface CategoryNode {
  id: number;
  parentId: number | null;
  nameEn: string;
  nameZh: string;
}

/**
 * Small tables that pages read whole and that change only in the back office: every category (a few hundred
 * rows) and every product dictionary entry. The server's pages read them from a memo cleared by the change
 * feed (server/web/shell-memo.ts); without one, each call reads the table.
 */
export interface CatalogueLookups {
  categories(): Promise<readonly CategoryNode[]>;
  productDict(): Promise<readonly ProductDictEntry[]>;
}

/** Every category (async: a Drizzle query runs again on every `await`, a kept promise must not). */
export async function readCategories(db: Db): Promise<CategoryNode[]> {
  return db.select({ id: categories.id, parentId: categories.parentId, nameEn: categories.nameEn, nameZh: categories.nameZh }).from(categories);
}

/** Something that keeps a value per key until it is cleared (server/web/shell-memo.ts). */
export interface KeepsValues {
  keep<T>(key: string, load: () => Promise<T>): Promise<T>;
}

/** The lookups of `db`, kept in `memo` when given. */
export function catalogueLookups(db: Db, memo?: KeepsValues): CatalogueLookups {
  const kept = <T>(key: string, load: () => Promise<T>) => (memo ? memo.keep(key, load) : load());
  return {
    categories: () => kept('categories', () => readCategories(db)),
    productDict: () => kept('product-dict', () => productDictEntries(db)),
  };
}
