import type { TFunction } from 'i18next';
import { NotFoundError, type HeadInfo, type LoadContext } from '../../app/route-types.ts';
import type { TreeNode } from '../../contracts/catalogue.ts';
import type { ProductRow } from '../product-detail/product.types.ts';
import { findNode } from './tree-expand.ts';

/** Fixed roots of the category tree (seed facts): products and new products. */
export const PRODUCT_ROOT = 1;
export const NEW_PRODUCT_ROOT = 2;
export const PAGE_SIZE = 20;

export interface ProductPage {
  list: ProductRow[];
  total: number;
  page: number;
  size: number;
}

/** What every catalogue list page shows: the side menu, a heading and one page of products. */
export interface CatalogueListData {
  kind: 'products' | 'newProducts' | 'hot';
  tree: TreeNode[];
  current: TreeNode | null;
  heading: string | null;
  products: ProductPage;
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
export async function loadProductOverview({ api }: LoadContext): Promise<OverviewData> {
  return { tree: await api.get<TreeNode[]>('/tree_structure', { pid: PRODUCT_ROOT }) };
}

/** /product-list?id=: the products of a category and everything below it. */
export async function loadProductList({ api, query }: LoadContext): Promise<CatalogueListData> {
  const id = idOf(query);
  const tree = await api.get<TreeNode[]>('/tree_structure', { pid: PRODUCT_ROOT });
  const current = findNode(tree, id);
  if (!current) throw new NotFoundError();
  const products = await api.get<ProductPage>('/product', { categoryId: id, page: pageOf(query), size: PAGE_SIZE });
  return { kind: 'products', tree, current, heading: current.name, products };
}

/** /new-products (all new products) and /new-product-list?id= (a New Products menu node, via category_links). */
export async function loadNewProducts({ api, query }: LoadContext): Promise<CatalogueListData> {
  const tree = await api.get<TreeNode[]>('/tree_structure', { pid: NEW_PRODUCT_ROOT });
  const hasId = query.has('id');
  const current = hasId ? (findNode(tree, idOf(query)) ?? null) : null;
  if (hasId && !current) throw new NotFoundError();
  const filter = current ? { newAreaId: current.id } : { isNew: true };
  const products = await api.get<ProductPage>('/product', { ...filter, page: pageOf(query), size: PAGE_SIZE });
  return { kind: 'newProducts', tree, current, heading: current?.name ?? null, products };
}

/** /hotsproduct: the best sellers. */
export async function loadHotProducts({ api }: LoadContext): Promise<CatalogueListData> {
  const [tree, list] = await Promise.all([
    api.get<TreeNode[]>('/tree_structure', { pid: PRODUCT_ROOT }),
    api.get<ProductRow[]>('/popular_product', { number: 20 }),
  ]);
  return { kind: 'hot', tree, current: null, heading: null, products: { list, total: list.length, page: 1, size: list.length } };
}

/** A category page is titled by its category. */
export function catalogueListHead(data: CatalogueListData, t: TFunction): HeadInfo {
  const base = t(`catalogue:list.${data.kind}`);
  return { title: data.heading ? `${data.heading} - ${base}` : base, description: t('catalogue:list.description', { name: data.heading ?? base }) };
}
