import type { categories } from '../db/schema/index.ts';
import { PRODUCT_TREE, type TreeSpec } from './category-tree.ts';

export type CategoryRow = typeof categories.$inferInsert & { id: number };

/**
 * Fixed ids of the roots: the API and the pages name them (footer lists `pid=4|5|6`, navigation 1-3 and
 * 7-10). Children get ids from 11 upward, in declaration order, so they are the same on every run.
 */
export const ROOT_IDS = {
  products: 1,
  newProducts: 2,
  services: 3,
  footerResources: 4,
  footerInformation: 5,
  footerAbout: 6,
  resources: 7,
  news: 8,
  about: 9,
  investors: 10,
} as const;

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

const link = (key: string, en: string, zh: string, url: string): TreeSpec => ({ key, en, zh, url });

/** The ten roots with their subtrees, in id order. */
const ROOTS: { id: number; kind: CategoryRow['kind']; spec: TreeSpec }[] = [
  { id: 1, kind: 'product', spec: { key: 'products', en: 'Products', zh: '产品中心', url: '/products', children: PRODUCT_TREE } },
  { id: 2, kind: 'new_product', spec: { key: 'new', en: 'New Products', zh: '新品', url: '/new-products', children: NEW_PRODUCT_AREAS } },
  { id: 3, kind: 'service', spec: { key: 'services', en: 'Services', zh: '服务', url: '/service-list', children: SERVICE_MENUS } },
  {
    id: 4,
    kind: 'footer',
    spec: { key: 'footer.resources', en: 'Resources', zh: '资源', children: [
      link('f.download', 'Resource Download', '资料下载', '/resources'),
      link('f.citations', 'Citations', '文献引用', '/literature'),
      link('f.coa', 'COA Download', 'COA下载', '/resources?activeIndex=2'),
      link('f.toolbox', 'mRNA Capping Toolbox', 'mRNA加帽工具箱', '/tool-class'),
      link('f.trial', 'Apply for Trial', '申请试用', '/apply'),
    ] },
  },
  {
    id: 5,
    kind: 'footer',
    spec: { key: 'footer.information', en: 'Information', zh: '资讯', children: [
      link('f.news', 'News', '新闻动态', '/information?activeIndex=0'),
      link('f.events', 'Events', '会议活动', '/information?activeIndex=1'),
      link('f.new_products', 'New Products', '新品上市', '/new-products'),
      link('f.award', 'Paper Award', '文章奖励', '/reward'),
    ] },
  },
  {
    id: 6,
    kind: 'footer',
    spec: { key: 'footer.about', en: 'About', zh: '关于我们', children: [
      link('f.about', 'About Us', '公司简介', '/about-us'),
      link('f.contact', 'Contact', '联系我们', '/contact'),
      link('f.distributors', 'Distributors', '授权经销商', '/contact?type=authorized'),
      // The spec's Join Us opens the external recruitment site; the page reads `childId=recruitment`.
      link('f.join', 'Join Us', '加入我们', '/about-us?childId=recruitment'),
      link('f.privacy', 'Privacy Policy', '隐私政策', '/privacy'),
    ] },
  },
  {
    id: 7,
    kind: 'content',
    spec: { key: 'content.resources', en: 'Resources & Support', zh: '资源与支持', url: '/resources', children: [
      link('c.download', 'Resource Download', '资料下载', '/resources'),
      link('c.citations', 'Citations', '文献引用', '/literature'),
      link('c.coa', 'COA Download', 'COA下载', '/resources?activeIndex=2'),
      link('c.toolbox', 'mRNA Capping Toolbox', 'mRNA加帽工具箱', '/tool-class'),
      link('c.trial', 'Trial Samples', '试用申请', '/apply'),
      link('c.award', 'Paper Award', '文章奖励', '/reward'),
    ] },
  },
  {
    id: 8,
    kind: 'content',
    spec: { key: 'content.news', en: 'News & Activities', zh: '新闻活动', url: '/information', children: [
      link('c.news', 'News', '新闻动态', '/information?activeIndex=0'),
      link('c.events', 'Events & Meetings', '会议活动', '/information?activeIndex=1'),
    ] },
  },
  {
    id: 9,
    kind: 'content',
    spec: { key: 'content.about', en: 'About Us', zh: '关于我们', url: '/about-us', children: [
      link('c.profile', 'Company Profile', '公司简介', '/about-us'),
      link('c.contact', 'Contact Us', '联系我们', '/contact'),
      link('c.distributors', 'Distributors', '授权经销商', '/contact?type=authorized'),
      link('c.join', 'Join Us', '加入我们', '/about-us?childId=recruitment'),
    ] },
  },
  {
    id: 10,
    kind: 'content',
    spec: { key: 'content.investors', en: 'Investors', zh: '投资者关系', url: '/investors', children: [
      link('c.announcements', 'Announcements', '公司公告', '/investors?activeIndex=0'),
      link('c.governance', 'Corporate Governance', '公司治理', '/investors?activeIndex=1'),
      link('c.ir_contact', 'Investor Contact', '投资者联系', '/investors?activeIndex=2'),
    ] },
  },
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
  return { rows, idOf, leavesOf: leaves, productAreaIds: children.get(ROOT_IDS.products) ?? [], newProductAreas };
}
