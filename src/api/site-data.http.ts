import { CATEGORY_ROOTS } from '../contracts/catalogue.ts';
import { articleListOf } from '../contracts/content-facts.ts';
import { catalogueNav, cataloguePopular, catalogueProduct, catalogueProducts, catalogueProductSeo, catalogueTree } from '../contracts/endpoints/catalogue.ts';
import { contentArticles, contentBanners } from '../contracts/endpoints/content.ts';
import { searchContentTab, searchFilterTags, searchPage, searchServeTab, searchTabCounts } from '../contracts/endpoints/search.ts';
import { siteAreas, siteConfig } from '../contracts/endpoints/site.ts';
import type { SearchRequest } from '../contracts/search.ts';
import { composeShell, SHELL_CONFIG_KEYS } from '../contracts/shell.ts';
import type { SiteData } from '../contracts/site-data.ts';
import type { Api } from './client.ts';

const searchQuery = (req: SearchRequest) => ({ keywords: req.keywords, page: req.page, sort: req.sort, ...req.filters });
/** A yes/no filter as the query string carries it. */
const flag = (value: boolean | undefined) => (value === undefined ? undefined : value ? 'true' : 'false');

/** The site's data over HTTP (the browser's way; the server answers the same calls directly). */
export function httpSiteData(api: Api): SiteData {
  const tree = (pid: number) => api.call(catalogueTree, { query: { pid } });
  return {
    async shell() {
      const [nav, resource, information, about, config, areas] = await Promise.all([
        api.call(catalogueNav, { query: { status: '0' } }),
        tree(CATEGORY_ROOTS.footerResource),
        tree(CATEGORY_ROOTS.footerInformation),
        tree(CATEGORY_ROOTS.footerAbout),
        api.call(siteConfig, { query: { keyList: SHELL_CONFIG_KEYS.join(',') } }),
        api.call(siteAreas),
      ]);
      return composeShell({ nav, resource, information, about, config, areas });
    },
    tree,
    product: (catalogNumber) => api.call(catalogueProduct, { params: { catalogNumber } }),
    productSeo: (catalogNumber) => api.call(catalogueProductSeo, { params: { catalogNumber } }),
    products: (req) => api.call(catalogueProducts, { query: { ...req, isNew: flag(req.isNew) } }),
    popularProducts: (count) => api.call(cataloguePopular, { query: { number: count } }),
    search: (req) => api.call(searchPage, { query: searchQuery(req) }),
    searchCounts: (req) => api.call(searchTabCounts, { query: { keywords: req.keywords, ...req.filters } }),
    searchTab: (tab, req) => api.call(tab === 'serve' ? searchServeTab : searchContentTab, { query: { keywords: req.keywords, page: req.page } }),
    searchTags: (keywords) => api.call(searchFilterTags, { query: { keywords } }),
    banners: () => api.call(contentBanners),
    articles: async (req) => articleListOf(await api.call(contentArticles, { query: { ...req } })),
  };
}
