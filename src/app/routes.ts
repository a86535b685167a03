import { defineRoute, type RouteDef } from './route-types.ts';
import { loadHome } from '../pages/home/home.loader.ts';
import { productDetailHead, loadProductDetail } from '../pages/product-detail/product-detail.loader.ts';
import { loadRegister } from '../pages/account/register.loader.ts';

const placeholder = () => import('../pages/placeholder/PlaceholderPage.tsx');

/** A page whose heading and short description come from `pages:<id>` until its issue builds it. */
const simple = (path: string, id: string) => defineRoute({ path, id, page: placeholder });

/**
 * Every route of the spec (§2), language-neutral: English at the path, Chinese at /cn + path.
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
  simple('/about-us', 'aboutUs'),
  simple('/apply', 'apply'),
  simple('/article', 'article'),
  defineRoute({ path: '/cart', id: 'cart', page: () => import('../pages/cart/CartPage.tsx') }),
  defineRoute({ path: '/coa', id: 'coa', page: () => import('../pages/coa/CoaPage.tsx') }),
  simple('/contact', 'contact'),
  simple('/hotsproduct', 'hotsproduct'),
  simple('/information', 'information'),
  defineRoute({ path: '/info-completion', id: 'infoCompletion', page: () => import('../pages/account/InfoCompletionPage.tsx') }),
  simple('/investors', 'investors'),
  simple('/literature', 'literature'),
  defineRoute({ path: '/login', id: 'login', page: () => import('../pages/account/LoginPage.tsx') }),
  defineRoute({ path: '/phone-login', id: 'phoneLogin', page: () => import('../pages/account/PhoneLoginPage.tsx') }),
  simple('/meeting-detail', 'meetingDetail'),
  defineRoute({ path: '/message', id: 'message', page: () => import('../pages/message/MessagePage.tsx') }),
  simple('/new-product-detail', 'newProductDetail'),
  simple('/new-product-list', 'newProductList'),
  simple('/new-products', 'newProducts'),
  defineRoute({ path: '/order-list', id: 'orderList', page: () => import('../pages/cart/OrderListPage.tsx') }),
  simple('/privacy', 'privacy'),
  simple('/product-list', 'productList'),
  simple('/products', 'products'),
  simple('/recruitment', 'recruitment'),
  defineRoute({ path: '/registered', id: 'registered', page: () => import('../pages/account/RegisterPage.tsx'), load: loadRegister }),
  defineRoute({ path: '/reset', id: 'reset', page: () => import('../pages/account/ResetPage.tsx') }),
  simple('/resources', 'resources'),
  simple('/reward', 'reward'),
  simple('/rich-detail', 'richDetail'),
  simple('/search', 'search'),
  simple('/search-not-found', 'searchNotFound'),
  simple('/service', 'service'),
  simple('/service-list', 'serviceList'),
  defineRoute({ path: '/tool-class', id: 'toolClass', page: () => import('../pages/toolbox/ToolboxOverviewPage.tsx') }),
  defineRoute({ path: '/tool-class/probe-design', id: 'probeDesign', page: () => import('../pages/toolbox/ProbeDesignPage.tsx') }),
  defineRoute({ path: '/tool-class/product-molecules', id: 'productMolecules', page: () => import('../pages/toolbox/ProductMoleculesPage.tsx') }),
  defineRoute({ path: '/tool-class/reaction-system', id: 'reactionSystem', page: () => import('../pages/toolbox/ReactionSystemPage.tsx') }),
  simple('/wechat-share', 'wechatShare'),
];

export const notFoundRoute = defineRoute({ path: '*', id: 'notFound', page: () => import('../pages/errors/NotFoundPage.tsx') });
export const errorRoute = defineRoute({ path: '*', id: 'error', page: () => import('../pages/errors/ErrorPage.tsx') });

/** The route of a language-neutral path, or undefined. A trailing slash is tolerated. */
export function findRoute(path: string): RouteDef | undefined {
  const normalized = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  return routes.find((r) => r.path === normalized);
}
