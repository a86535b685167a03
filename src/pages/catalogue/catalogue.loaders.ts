import type { TFunction } from 'i18next';
import { NotFoundError, type HeadInfo, type LoadContext } from '../../app/route-types.ts';
import { CATEGORY_ROOTS, type TreeNode } from '../../contracts/catalogue-facts.ts';
import type { ProductPage } from '../../contracts/site-data.ts';
import { findNode } from './tree-expand.ts';
import { listSorts, sortOfUrl, type ListSort } from '../../contracts/product-sorts.ts';

const PRODUCT_ROOT = CATEGORY_ROOTS.products;
const NEW_PRODUCT_ROOT = CATEGORY_ROOTS.newProducts;
export const PAGE_SIZE = 20;

export type { ProductPage };

/** What every catalogue list page shows: the side menu, a heading and one page of products. */
export interface CatalogueListData {
  kind: 'products' | 'newProducts' | 'hot';
  tree: TreeNode[];
  current: TreeNode | null;
  heading: string | null;
  products: ProductPage;
  /** The list's order, from the URL (`?sort=`); null where the list has one fixed order (hot products). */
  sort: ListSort | null;
}

export interface OverviewData {
  tree: TreeNode[];
}

const pageOf = (query: URLSearchParams) => {
  const n = Number(query.get('page') ?? 1);
  return Number.isInteger(n) && n >= 1 && n <= 100_000 ? n : 1;
};

const idOf = (query: URLSearchParams): number => {
  const id = Number(query.get('id'));
  if (!Number.isInteger(id) || id < 1) throw new NotFoundError();
  return id;
};

/** /products: the product areas with their sub-categories. */
export async function loadProductOverview({ data }: LoadContext): Promise<OverviewData> {
  return { tree: await data.tree(PRODUCT_ROOT) };
}

/** /product-list?id=: the products of a category and everything below it. */
export async function loadProductList({ data, query }: LoadContext): Promise<CatalogueListData> {
  const id = idOf(query);
  const tree = await data.tree(PRODUCT_ROOT);
  const current = findNode(tree, id);
  if (!current) throw new NotFoundError();
  const sort = sortOfUrl(listSorts, query);
  const products = await data.products({ categoryId: id, sort, page: pageOf(query), size: PAGE_SIZE });
  return { kind: 'products', tree, current, heading: current.name, products, sort };
}

/** /new-products (all new products) and /new-product-list?id= (a New Products menu node, via category_links). */
export async function loadNewProducts({ data, query }: LoadContext): Promise<CatalogueListData> {
  const tree = await data.tree(NEW_PRODUCT_ROOT);
  const hasId = query.has('id');
  const current = hasId ? (findNode(tree, idOf(query)) ?? null) : null;
  if (hasId && !current) throw new NotFoundError();
  const filter = current ? { newAreaId: current.id } : { isNew: true };
  const sort = sortOfUrl(listSorts, query);
  const products = await data.products({ ...filter, sort, page: pageOf(query), size: PAGE_SIZE });
  return { kind: 'newProducts', tree, current, heading: current?.name ?? null, products, sort };
}

/** /hotsproduct: the best sellers. */
export async function loadHotProducts({ data }: LoadContext): Promise<CatalogueListData> {
  const [tree, list] = await Promise.all([
    data.tree(PRODUCT_ROOT),
    data.popularProducts(20),
  ]);
  return { kind: 'hot', tree, current: null, heading: null, products: { list, total: list.length, page: 1, size: list.length }, sort: null };
}

/** A category page is titled by its category. */
export function catalogueListHead(data: CatalogueListData, t: TFunction): HeadInfo {
  const base = t(`catalogue:list.${data.kind}`);
  return { title: data.heading ? `${data.heading} - ${base}` : base, description: t('catalogue:list.description', { name: data.heading ?? base }) };
}
