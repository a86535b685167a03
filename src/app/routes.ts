import { defineRoute, type LoadContext, type RouteDef } from './route-types.ts';
import { loadHome } from '../pages/home/home.loader.ts';
import { loadRegister } from '../pages/account/register.loader.ts';
import { productDetailHead, loadNewProductDetail, loadProductDetail } from '../pages/product-detail/product-detail.loader.ts';
import { catalogueListHead, loadHotProducts, loadNewProducts, loadProductList, loadProductOverview } from '../pages/catalogue/catalogue.loaders.ts';
import { loadService, loadServiceList } from '../pages/catalogue/service.loader.ts';
import type * as ContentLoaders from '../pages/content/content.loaders.ts';
import { loadSearch, loadSearchNotFound, searchHead } from '../pages/search/search.loader.ts';

/**
 * A content page's loader, fetched with the page that needs it rather than with every page's first load (the
 * content loaders serve a dozen content pages only; bench/README.md, "Page weight").
 */
type Content = typeof ContentLoaders;
type ContentLoader = { [K in keyof Content]: Content[K] extends (ctx: LoadContext) => Promise<unknown> ? K : never }[keyof Content];
const contentLoad =
  <K extends ContentLoader>(name: K) =>
  async (ctx: LoadContext): Promise<Awaited<ReturnType<Content[K]>>> =>
    ((await import('../pages/content/content.loaders.ts'))[name] as (c: LoadContext) => Promise<Awaited<ReturnType<Content[K]>>>)(ctx);

const listPage = () => import('../pages/catalogue/CatalogueListPage.tsx');
const servicePage = () => import('../pages/catalogue/ServicePage.tsx');
const detailPage = () => import('../pages/product-detail/ProductDetailPage.tsx');
const contentPage = {
  articles: () => import('../pages/content/ArticleListPage.tsx'),
  article: () => import('../pages/content/ArticlePage.tsx'),
  rich: () => import('../pages/content/RichPage.tsx'),
};

/**
 * Every route of the site, language-neutral: English at the path, Chinese at /cn + path.
 * Detail pages take their parameters as query strings.
 */
export const routes: RouteDef[] = [
  defineRoute({ path: '/', id: 'home', page: () => import('../pages/home/HomePage.tsx'), load: loadHome }),
  defineRoute({
    path: '/product-detail',
    id: 'productDetail',
    page: () => import('../pages/product-detail/ProductDetailPage.tsx'),
    load: loadProductDetail,
    head: productDetailHead,
  }),
  defineRoute({ path: '/about-us', id: 'aboutUs', page: () => import('../pages/content/AboutUsPage.tsx'), load: contentLoad('loadAboutUs') }),
  defineRoute({ path: '/apply', id: 'apply', page: () => import('../pages/trial/TrialPage.tsx'), namespaces: ['trial'] }),
  defineRoute({ path: '/article', id: 'article', page: contentPage.article, load: contentLoad('loadArticle'), head: (d: ContentLoaders.ArticleData) => ({ title: d.article.title, description: d.article.summary }) }),
  defineRoute({ path: '/cart', id: 'cart', page: () => import('../pages/cart/CartPage.tsx') }),
  defineRoute({ path: '/checkout', id: 'checkout', page: () => import('../pages/cart/CheckoutPage.tsx') }),
  defineRoute({ path: '/quick-order', id: 'quickOrder', page: () => import('../pages/cart/QuickOrderPage.tsx') }),
  defineRoute({ path: '/coa', id: 'coa', page: () => import('../pages/coa/CoaPage.tsx') }),
  defineRoute({ path: '/contact', id: 'contact', page: () => import('../pages/content/ContactPage.tsx'), load: contentLoad('loadContact') }),
  defineRoute({ path: '/hotsproduct', id: 'hotsproduct', page: listPage, load: loadHotProducts, head: catalogueListHead }),
  defineRoute({ path: '/information', id: 'information', page: contentPage.articles, load: contentLoad('loadInformation') }),
  defineRoute({ path: '/info-completion', id: 'infoCompletion', page: () => import('../pages/account/InfoCompletionPage.tsx') }),
  defineRoute({ path: '/investors', id: 'investors', page: () => import('../pages/content/InvestorsPage.tsx'), load: contentLoad('loadInvestors') }),
  defineRoute({ path: '/literature', id: 'literature', page: () => import('../pages/content/LiteraturePage.tsx'), load: contentLoad('loadLiterature') }),
  defineRoute({ path: '/login', id: 'login', page: () => import('../pages/account/LoginPage.tsx') }),
  defineRoute({ path: '/phone-login', id: 'phoneLogin', page: () => import('../pages/account/PhoneLoginPage.tsx') }),
  defineRoute({ path: '/meeting-detail', id: 'meetingDetail', page: contentPage.article, load: contentLoad('loadMeeting'), head: (d: ContentLoaders.ArticleData) => ({ title: d.article.title, description: d.article.summary }) }),
  defineRoute({ path: '/message', id: 'message', page: () => import('../pages/message/MessagePage.tsx') }),
  defineRoute({ path: '/my-leads', id: 'myLeads', page: () => import('../pages/account/MyLeadsPage.tsx') }),
  defineRoute({ path: '/my-quotes', id: 'myQuotes', page: () => import('../pages/account/MyQuotesPage.tsx') }),
  defineRoute({ path: '/new-product-detail', id: 'newProductDetail', page: detailPage, load: loadNewProductDetail, head: productDetailHead }),
  defineRoute({ path: '/new-product-list', id: 'newProductList', page: listPage, load: loadNewProducts, head: catalogueListHead }),
  defineRoute({ path: '/new-products', id: 'newProducts', page: listPage, load: loadNewProducts, head: catalogueListHead }),
  defineRoute({ path: '/order-detail', id: 'orderDetail', page: () => import('../pages/cart/OrderDetailPage.tsx') }),
  defineRoute({ path: '/order-list', id: 'orderList', page: () => import('../pages/cart/OrderListPage.tsx'), namespaces: ['organisation'] }),
  defineRoute({ path: '/privacy', id: 'privacy', page: contentPage.rich, load: contentLoad('loadPrivacy') }),
  defineRoute({ path: '/product-list', id: 'productList', page: listPage, load: loadProductList, head: catalogueListHead }),
  defineRoute({ path: '/products', id: 'products', page: () => import('../pages/catalogue/ProductsOverviewPage.tsx'), load: loadProductOverview }),
  defineRoute({ path: '/recruitment', id: 'recruitment', page: () => import('../pages/content/RecruitmentPage.tsx'), load: contentLoad('loadRecruitment') }),
  defineRoute({ path: '/registered', id: 'registered', page: () => import('../pages/account/RegisterPage.tsx'), load: loadRegister }),
  defineRoute({ path: '/reset', id: 'reset', page: () => import('../pages/account/ResetPage.tsx') }),
  defineRoute({ path: '/resources', id: 'resources', page: () => import('../pages/content/ResourcesPage.tsx'), load: contentLoad('loadResources') }),
  defineRoute({ path: '/reward', id: 'reward', page: () => import('../pages/paper-award/PaperAwardPage.tsx'), namespaces: ['paper-award'] }),
  defineRoute({ path: '/rich-detail', id: 'richDetail', page: contentPage.rich, load: contentLoad('loadRichDetail'), head: (d: ContentLoaders.RichData, t) => ({ title: t(`content:rich.${d.title}`) }) }),
  defineRoute({ path: '/search', id: 'search', page: () => import('../pages/search/SearchPage.tsx'), load: loadSearch, head: searchHead, fresh: true }),
  defineRoute({ path: '/search-not-found', id: 'searchNotFound', page: () => import('../pages/search/SearchNotFoundPage.tsx'), load: loadSearchNotFound }),
  defineRoute({ path: '/service', id: 'service', page: servicePage, load: loadService }),
  defineRoute({ path: '/service-list', id: 'serviceList', page: servicePage, load: loadServiceList }),
  defineRoute({ path: '/subscription', id: 'subscription', page: () => import('../pages/newsletter/NewsletterPage.tsx') }),
  defineRoute({ path: '/tool-class', id: 'toolClass', page: () => import('../pages/toolbox/ToolboxOverviewPage.tsx'), namespaces: ['toolbox'] }),
  defineRoute({ path: '/tool-class/capping-result', id: 'cappingResult', page: () => import('../pages/toolbox/CappingResultPage.tsx'), namespaces: ['toolbox'] }),
  defineRoute({ path: '/tool-class/probe-design', id: 'probeDesign', page: () => import('../pages/toolbox/ProbeDesignPage.tsx'), namespaces: ['toolbox'] }),
  defineRoute({ path: '/tool-class/product-molecules', id: 'productMolecules', page: () => import('../pages/toolbox/ProductMoleculesPage.tsx'), namespaces: ['toolbox'] }),
  defineRoute({ path: '/tool-class/reaction-system', id: 'reactionSystem', page: () => import('../pages/toolbox/ReactionSystemPage.tsx'), namespaces: ['toolbox'] }),
  defineRoute({ path: '/wechat-share', id: 'wechatShare', page: () => import('../pages/content/WechatSharePage.tsx') }),
];

export const notFoundRoute = defineRoute({ path: '*', id: 'notFound', page: () => import('../pages/errors/NotFoundPage.tsx') });
export const errorRoute = defineRoute({ path: '*', id: 'error', page: () => import('../pages/errors/ErrorPage.tsx') });

/** The route of a language-neutral path, or undefined. A trailing slash is tolerated. */
export function findRoute(path: string): RouteDef | undefined {
  const normalized = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  return routes.find((r) => r.path === normalized);
}
