import type { categories } from '../db/schema/index.ts';
import { CATEGORY_ROOTS } from '../../src/contracts/catalogue-facts.ts';
import { PRODUCT_TREE, type TreeSpec } from './category-tree.ts';

export type CategoryRow = typeof categories.$inferInsert & { id: number };

// The roots have the fixed ids of CATEGORY_ROOTS (the API and the pages name them). Children get ids from
// 11 upward, in declaration order, so they are the same on every run.

const NEW_PRODUCT_AREAS: TreeSpec[] = [
  { key: 'new.cytokines', en: 'Cytokines & Growth Factors', zh: '细胞因子与生长因子', mirrors: ['cytokines', 'growth_factors'] },
  { key: 'new.mrna', en: 'mRNA Raw Materials', zh: 'mRNA原料', mirrors: ['mrna'] },
  { key: 'new.targets', en: 'Target Proteins', zh: '靶点蛋白', mirrors: ['targets'] },
  { key: 'new.cell_lines', en: 'Cell Lines', zh: '细胞株', mirrors: ['cell_lines'] },
  { key: 'new.enzymes', en: 'Enzymes', zh: '工具酶', mirrors: ['enzymes'] },
  { key: 'new.antibodies', en: 'Antibodies', zh: '抗体', mirrors: ['antibodies'] },
];

const SERVICE_MENUS: TreeSpec[] = [
  { key: 'svc.protein', en: 'Custom Protein Expression', zh: '蛋白定制表达' },
  { key: 'svc.mrna', en: 'mRNA Synthesis', zh: 'mRNA定制合成' },
  { key: 'svc.antibody', en: 'Antibody Development', zh: '抗体开发' },
  { key: 'svc.cell_line', en: 'Cell Line Construction', zh: '细胞株构建' },
  { key: 'svc.analytics', en: 'Analytical Testing (LC-MS Capping Analysis)', zh: '分析检测（LC-MS加帽率分析）' },
  { key: 'svc.bulk', en: 'Bulk & GMP Supply', zh: '大包装与GMP级供应' },
];

/** The entries of the footer and content roots, one row each: root id, key, English, Chinese, link. */
const LINKS: [root: number, key: string, en: string, zh: string, url: string][] = [
  [4, 'f.download', 'Resource Download', '资料下载', '/resources'],
  [4, 'f.citations', 'Citations', '文献引用', '/literature'],
  [4, 'f.coa', 'COA Download', 'COA下载', '/coa'],
  [4, 'f.toolbox', 'mRNA Capping Toolbox', 'mRNA加帽工具箱', '/tool-class'],
  [4, 'f.trial', 'Apply for Trial', '申请试用', '/apply'],
  [5, 'f.news', 'News', '新闻动态', '/information?activeIndex=0'],
  [5, 'f.events', 'Events', '会议活动', '/information?activeIndex=1'],
  [5, 'f.new_products', 'New Products', '新品上市', '/new-products'],
  [5, 'f.award', 'Paper Award', '文章奖励', '/reward'],
  [6, 'f.about', 'About Us', '公司简介', '/about-us'],
  [6, 'f.contact', 'Contact', '联系我们', '/contact'],
  [6, 'f.distributors', 'Distributors', '授权经销商', '/contact?type=authorized'],
  // Join Us opens the job posts, whose button leads on to the recruitment site.
  [6, 'f.join', 'Join Us', '加入我们', '/recruitment'],
  [6, 'f.privacy', 'Privacy Policy', '隐私政策', '/privacy'],
  [7, 'c.download', 'Resource Download', '资料下载', '/resources'],
  [7, 'c.citations', 'Citations', '文献引用', '/literature'],
  [7, 'c.coa', 'COA Download', 'COA下载', '/coa'],
  [7, 'c.toolbox', 'mRNA Capping Toolbox', 'mRNA加帽工具箱', '/tool-class'],
  [7, 'c.trial', 'Trial Samples', '试用申请', '/apply'],
  [7, 'c.award', 'Paper Award', '文章奖励', '/reward'],
  [8, 'c.news', 'News', '新闻动态', '/information?activeIndex=0'],
  [8, 'c.events', 'Events & Meetings', '会议活动', '/information?activeIndex=1'],
  [9, 'c.profile', 'Company Profile', '公司简介', '/about-us'],
  [9, 'c.contact', 'Contact Us', '联系我们', '/contact'],
  [9, 'c.distributors', 'Distributors', '授权经销商', '/contact?type=authorized'],
  [9, 'c.join', 'Join Us', '加入我们', '/recruitment'],
  [10, 'c.announcements', 'Announcements', '公司公告', '/investors?activeIndex=0'],
  [10, 'c.governance', 'Corporate Governance', '公司治理', '/investors?activeIndex=1'],
  [10, 'c.ir_contact', 'Investor Contact', '投资者联系', '/investors?activeIndex=2'],
];

const linksOf = (root: number): TreeSpec[] => LINKS.filter((l) => l[0] === root).map(([, key, en, zh, url]) => ({ key, en, zh, url }));

/** The ten roots with their subtrees, in id order. */
const ROOTS: { id: number; kind: CategoryRow['kind']; spec: TreeSpec }[] = [
  { id: 1, kind: 'product', spec: { key: 'products', en: 'Products', zh: '产品中心', url: '/products', children: PRODUCT_TREE } },
  { id: 2, kind: 'new_product', spec: { key: 'new', en: 'New Products', zh: '新品', url: '/new-products', children: NEW_PRODUCT_AREAS } },
  { id: 3, kind: 'service', spec: { key: 'services', en: 'Services', zh: '服务', url: '/service-list', children: SERVICE_MENUS } },
  { id: 4, kind: 'footer', spec: { key: 'footer.resources', en: 'Resources', zh: '资源', children: linksOf(4) } },
  { id: 5, kind: 'footer', spec: { key: 'footer.information', en: 'Information', zh: '资讯', children: linksOf(5) } },
  { id: 6, kind: 'footer', spec: { key: 'footer.about', en: 'About', zh: '关于我们', children: linksOf(6) } },
  { id: 7, kind: 'content', spec: { key: 'content.resources', en: 'Resources & Support', zh: '资源与支持', url: '/resources', children: linksOf(7) } },
  { id: 8, kind: 'content', spec: { key: 'content.news', en: 'News & Activities', zh: '新闻活动', url: '/information', children: linksOf(8) } },
  { id: 9, kind: 'content', spec: { key: 'content.about', en: 'About Us', zh: '关于我们', url: '/about-us', children: linksOf(9) } },
  { id: 10, kind: 'content', spec: { key: 'content.investors', en: 'Investors', zh: '投资者关系', url: '/investors', children: linksOf(10) } },
];

export interface CategoryData {
  rows: CategoryRow[];
  /** Id of every node by its key (`cyt.gamma_chain`, `svc.mrna`, ...). */
  idOf(key: string): number;
  /** Ids of the leaves under a node (the node itself when it is a leaf). */
  leavesOf(id: number): number[];
  /** The top-level product areas (children of root 1), in menu order. */
  productAreaIds: number[];
  /** New-product area id → the product categories it lists (the schema has no column for this link). */
  newProductAreas: { id: number; productCategoryIds: number[] }[];
}

/** Builds the whole category table; pure and deterministic. */
export function buildCategories(): CategoryData {
  const rows: CategoryRow[] = [];
  const ids = new Map<string, number>();
  const children = new Map<number, number[]>();
  let nextId = 11;
  const visit = (spec: TreeSpec, id: number, parentId: number | null, kind: CategoryRow['kind'], sort: number) => {
    if (ids.has(spec.key)) throw new Error(`duplicate category key ${spec.key}`);
    ids.set(spec.key, id);
    rows.push({ id, parentId, kind, nameEn: spec.en, nameZh: spec.zh, url: spec.url ?? null, visible: spec.visible ?? true, sort });
    const childIds = (spec.children ?? []).map(() => nextId++);
    children.set(id, childIds);
    spec.children?.forEach((child, i) => visit(child, childIds[i] as number, id, kind, (i + 1) * 10));
  };
  for (const root of ROOTS) visit(root.spec, root.id, null, root.kind, root.id * 10);

  const idOf = (key: string) => {
    const id = ids.get(key);
    if (id === undefined) throw new Error(`unknown category key ${key}`);
    return id;
  };
  const leaves = (id: number): number[] => {
    const c = children.get(id) ?? [];
    return c.length === 0 ? [id] : c.flatMap(leaves);
  };
  const newProductAreas = NEW_PRODUCT_AREAS.map((a) => ({ id: idOf(a.key), productCategoryIds: (a.mirrors ?? []).map(idOf) }));
  return { rows, idOf, leavesOf: leaves, productAreaIds: children.get(CATEGORY_ROOTS.products) ?? [], newProductAreas };
}
