import { NotFoundError, type LoadContext } from '../../app/route-types.ts';
import type { ArticleItem, DistributorItem, Page, RecruitmentPost } from '../../contracts/content.ts';
import { arrayOf, isGovernanceItem, isInvestorContact, isOffice, parseConfigJson, type GovernanceItem, type InvestorContact, type Office } from '../../contracts/company.ts';
import { isOverseasArea } from '../../contracts/area-codes.ts';
import type { AreaItem } from '../../contracts/shell.ts';

export type { ArticleItem };
export interface ArticleDetail extends ArticleItem {
  /** HTML sanitized by the server. */
  body: string;
}
export interface Citation {
  id: number;
  title: string;
  journal: string;
  impactFactor: number;
  year: number;
  doi: string;
  authors: string;
}
export interface ReferenceStats {
  count: number;
  countThrough2021: number;
  maxImpactFactor: number;
  meanImpactFactor: number;
}

const pageOf = (q: URLSearchParams) => {
  const n = Number(q.get('page') ?? 1);
  return Number.isInteger(n) && n >= 1 && n <= 100_000 ? n : 1;
};
const idOf = (q: URLSearchParams) => {
  const n = Number(q.get('id'));
  if (!Number.isInteger(n) || n < 1) throw new NotFoundError();
  return n;
};

export interface LiteratureData {
  stats: ReferenceStats;
  citations: Page<Citation>;
}
export async function loadLiterature({ api, query }: LoadContext): Promise<LiteratureData> {
  const [stats, citations] = await Promise.all([
    api.get<ReferenceStats>('/reference/stats'),
    api.get<Page<Citation>>('/reference', { page: pageOf(query), size: 20 }),
  ]);
  return { stats, citations };
}

export interface ArticleListData {
  /** 0 news, 1 events; investors use their own kind. */
  activeIndex: number;
  kind: ArticleItem['kind'];
  articles: Page<ArticleItem>;
}
export async function loadInformation({ api, query }: LoadContext): Promise<ArticleListData> {
  const activeIndex = query.get('activeIndex') === '1' ? 1 : 0;
  const kind = activeIndex === 1 ? 'event' : 'news';
  return { activeIndex, kind, articles: await api.get<Page<ArticleItem>>('/article', { kind, page: pageOf(query), size: 10 }) };
}
/** One JSON value of the global configuration, read with its guard. */
async function configJson<T>(api: LoadContext['api'], key: string, guard: (v: unknown) => v is T, fallback: T): Promise<T> {
  const rows = await api.get<{ key: string; value: string }[]>('/global_cfg', { keyList: key });
  return parseConfigJson(guard, rows.find((r) => r.key === key)?.value, fallback);
}

export interface InvestorsData extends ArticleListData {
  governance: GovernanceItem[];
  contact: InvestorContact | null;
}
/** /investors?activeIndex=0 announcements (investor notices), 1 corporate governance, 2 investor contact. */
export async function loadInvestors({ api, query }: LoadContext): Promise<InvestorsData> {
  const raw = Number(query.get('activeIndex') ?? 0);
  const activeIndex = raw === 1 || raw === 2 ? raw : 0;
  const none = { list: [], total: 0, page: 1, size: 10 };
  const [articles, governance, contact] = await Promise.all([
    activeIndex === 0 ? api.get<Page<ArticleItem>>('/article', { kind: 'investor', page: pageOf(query), size: 10 }) : Promise.resolve(none),
    activeIndex === 1 ? configJson(api, 'governance', arrayOf(isGovernanceItem), [] as GovernanceItem[]) : Promise.resolve([]),
    activeIndex === 2 ? configJson<InvestorContact | null>(api, 'investor_contact', isInvestorContact, null) : Promise.resolve(null),
  ]);
  return { activeIndex, kind: 'investor', articles, governance, contact };
}

export interface AboutUsData {
  offices: Office[];
  /** The company profile as server-sanitized HTML; empty when the back office has not written one. */
  profile: string;
}
/** /about-us: the company profile, the offices besides the headquarters (the headquarters come with the site configuration). */
export async function loadAboutUs({ api }: LoadContext): Promise<AboutUsData> {
  const [offices, profile] = await Promise.all([configJson(api, 'offices', arrayOf(isOffice), [] as Office[]), api.get<{ html: string }>('/rich_text', { title: 'company_profile' })]);
  return { offices, profile: profile.html };
}

export interface ArticleData {
  article: ArticleDetail;
}
export async function loadArticle({ api, query }: LoadContext): Promise<ArticleData> {
  return { article: await api.get<ArticleDetail>('/article', { id: idOf(query) }) };
}
export async function loadMeeting({ api, query }: LoadContext): Promise<ArticleData> {
  return { article: await api.get<ArticleDetail>('/article', { id: idOf(query), kind: 'event' }) };
}

export interface RichData {
  title: 'brand' | 'privacy_policy' | 'terms_conditions';
  html: string;
}
const RICH = ['brand', 'privacy_policy', 'terms_conditions'] as const;
export async function loadRichDetail({ api, query }: LoadContext): Promise<RichData> {
  const title = query.get('title');
  if (!(RICH as readonly (string | null)[]).includes(title)) throw new NotFoundError();
  return api.get<RichData>('/rich_text', { title: title! });
}
export async function loadPrivacy({ api }: LoadContext): Promise<RichData> {
  return api.get<RichData>('/rich_text', { title: 'privacy_policy' });
}

export type Distributor = DistributorItem;
export interface ContactData {
  authorized: boolean;
  areaId: number | null;
  areas: { id: number; name: string }[];
  distributors: Distributor[];
}
export async function loadContact({ api, query }: LoadContext): Promise<ContactData> {
  const authorized = query.get('type') === 'authorized';
  const rawArea = Number(query.get('areaId'));
  const areaId = Number.isInteger(rawArea) && rawArea > 0 ? rawArea : null;
  const [areas, distributors] = await Promise.all([
    api.get<AreaItem[]>('/distributor/area'),
    authorized ? api.get<DistributorItem[]>('/distributor', { areaId: areaId ?? undefined }) : Promise.resolve([]),
  ]);
  // Distributors serve China's provinces and regions; the countries outside China are not a filter here.
  const provinces = areas.filter((a) => !isOverseasArea(a.code)).map(({ id, name }) => ({ id, name }));
  return { authorized, areaId, areas: provinces, distributors };
}

export interface RecruitmentData {
  config: { recruitmentUrl: string | null; hotCount: number; departments: string[] };
  posts: Page<RecruitmentPost>;
}
export async function loadRecruitment({ api, query }: LoadContext): Promise<RecruitmentData> {
  const [config, posts] = await Promise.all([
    api.get<RecruitmentData['config']>('/recruitment_needs/config'),
    api.get<Page<RecruitmentPost>>('/recruitment_needs', { page: pageOf(query), size: 20 }),
  ]);
  return { config, posts };
}

export interface ResourceItem {
  id: number;
  kind: string;
  title: string;
  fileName: string;
  sizeBytes: number;
  publishedAt: string;
}
export const RESOURCE_KINDS = ['manual', 'brochure', 'protocol', 'msds', 'poster'] as const;
export interface ResourcesData {
  activeIndex: number;
  resources: Page<ResourceItem>;
}
export async function loadResources({ api, query }: LoadContext): Promise<ResourcesData> {
  const n = Number(query.get('activeIndex') ?? 0);
  const activeIndex = Number.isInteger(n) && n >= 0 && n < RESOURCE_KINDS.length ? n : 0;
  return { activeIndex, resources: await api.get<Page<ResourceItem>>('/resource', { kind: RESOURCE_KINDS[activeIndex], page: pageOf(query), size: 20 }) };
}
