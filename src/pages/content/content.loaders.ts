import { NotFoundError, type LoadContext } from '../../app/route-types.ts';
import type { ArticleDetail, ArticleItem, DistributorItem, Page, RecruitmentConfig, RecruitmentPost, ReferenceItem, ReferenceStats, ResourceItem } from '../../contracts/content.ts';
import { articleListOf, articleOf, RESOURCE_KINDS } from '../../contracts/content-facts.ts';
import { arrayOf, isGovernanceItem, isInvestorContact, isOffice, parseConfigJson, type GovernanceItem, type InvestorContact, type Office } from '../../contracts/company.ts';
import { isOverseasArea } from '../../contracts/area-codes.ts';

export type { ArticleDetail, ArticleItem, ReferenceStats, ResourceItem };
export type Citation = ReferenceItem;

/**
 * The content endpoints' declarations, imported with the first page's data they load: a declaration carries its
 * zod schemas, and the loaders are in the browser's first load, which stays without zod (tests/unit/first-load.test.ts).
 */
const contentEndpoints = () => import('../../contracts/endpoints/content.ts');
const siteEndpoints = () => import('../../contracts/endpoints/site.ts');

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
  const { contentReferences, contentReferenceStats } = await contentEndpoints();
  const [stats, citations] = await Promise.all([api.call(contentReferenceStats), api.call(contentReferences, { query: { page: pageOf(query), size: 20 } })]);
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
  const { contentArticles } = await contentEndpoints();
  return { activeIndex, kind, articles: articleListOf(await api.call(contentArticles, { query: { kind, page: pageOf(query), size: 10 } })) };
}
/** One JSON value of the global configuration, read with its guard. */
async function configJson<T>(api: LoadContext['api'], key: string, guard: (v: unknown) => v is T, fallback: T): Promise<T> {
  const { siteConfig } = await siteEndpoints();
  const rows = await api.call(siteConfig, { query: { keyList: key } });
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
  const { contentArticles } = await contentEndpoints();
  const [articles, governance, contact] = await Promise.all([
    activeIndex === 0 ? api.call(contentArticles, { query: { kind: 'investor', page: pageOf(query), size: 10 } }).then(articleListOf) : Promise.resolve(none),
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
  const { contentRichText } = await contentEndpoints();
  const [offices, profile] = await Promise.all([configJson(api, 'offices', arrayOf(isOffice), [] as Office[]), api.call(contentRichText, { query: { title: 'company_profile' } })]);
  return { offices, profile: profile.html };
}

export interface ArticleData {
  article: ArticleDetail;
}
export async function loadArticle({ api, query }: LoadContext): Promise<ArticleData> {
  const id = idOf(query);
  const { contentArticles } = await contentEndpoints();
  return { article: articleOf(await api.call(contentArticles, { query: { id } })) };
}
export async function loadMeeting({ api, query }: LoadContext): Promise<ArticleData> {
  const id = idOf(query);
  const { contentArticles } = await contentEndpoints();
  return { article: articleOf(await api.call(contentArticles, { query: { id, kind: 'event' } })) };
}

export interface RichData {
  title: 'brand' | 'privacy_policy' | 'terms_conditions';
  html: string;
}
const RICH = ['brand', 'privacy_policy', 'terms_conditions'] as const;
const isRich = (title: string | null): title is RichData['title'] => (RICH as readonly (string | null)[]).includes(title);
async function richData(api: LoadContext['api'], title: RichData['title']): Promise<RichData> {
  const { contentRichText } = await contentEndpoints();
  return { title, html: (await api.call(contentRichText, { query: { title } })).html };
}
export async function loadRichDetail({ api, query }: LoadContext): Promise<RichData> {
  const title = query.get('title');
  if (!isRich(title)) throw new NotFoundError();
  return richData(api, title);
}
export async function loadPrivacy({ api }: LoadContext): Promise<RichData> {
  return richData(api, 'privacy_policy');
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
  const [{ contentDistributors }, { siteAreas }] = await Promise.all([contentEndpoints(), siteEndpoints()]);
  const [areas, distributors] = await Promise.all([
    api.call(siteAreas),
    authorized ? api.call(contentDistributors, { query: { areaId: areaId ?? undefined } }) : Promise.resolve([]),
  ]);
  // Distributors serve China's provinces and regions; the countries outside China are not a filter here.
  const provinces = areas.filter((a) => !isOverseasArea(a.code)).map(({ id, name }) => ({ id, name }));
  return { authorized, areaId, areas: provinces, distributors };
}

export interface RecruitmentData {
  config: RecruitmentConfig;
  posts: Page<RecruitmentPost>;
}
export async function loadRecruitment({ api, query }: LoadContext): Promise<RecruitmentData> {
  const { contentRecruitment, contentRecruitmentConfig } = await contentEndpoints();
  const [config, posts] = await Promise.all([api.call(contentRecruitmentConfig), api.call(contentRecruitment, { query: { page: pageOf(query), size: 20 } })]);
  return { config, posts };
}

export { RESOURCE_KINDS };
export interface ResourcesData {
  activeIndex: number;
  resources: Page<ResourceItem>;
}
export async function loadResources({ api, query }: LoadContext): Promise<ResourcesData> {
  const n = Number(query.get('activeIndex') ?? 0);
  const activeIndex = Number.isInteger(n) && n >= 0 && n < RESOURCE_KINDS.length ? n : 0;
  const { contentResources } = await contentEndpoints();
  return { activeIndex, resources: await api.call(contentResources, { query: { kind: RESOURCE_KINDS[activeIndex], page: pageOf(query), size: 20 } }) };
}
