import {
  CATEGORY_ROOTS,
  productDetailSchema,
  productPageSchema,
  productRowsSchema,
  productSeoSchema,
  treeSchema,
} from '../contracts/catalogue.ts';
import { articlePageSchema, bannersSchema } from '../contracts/content.ts';
import { searchAnswerSchema, searchCountsSchema, searchPageSchema, searchTagsSchema, type SearchRequest } from '../contracts/search.ts';
import { areaListSchema, composeShell, configEntriesSchema, SHELL_CONFIG_KEYS } from '../contracts/shell.ts';
import type { SiteData } from '../contracts/site-data.ts';
import type { Api } from './client.ts';

const searchParams = (req: SearchRequest) => ({ keywords: req.keywords, page: req.page, ...req.filters });

/** The site's data over HTTP (the browser's way; the server answers the same calls directly). */
export function httpSiteData(api: Api): SiteData {
  const tree = (pid: number) => api.get('/tree_structure', { pid }, treeSchema);
  return {
    async shell() {
      const [nav, resource, information, about, config, areas] = await Promise.all([
        api.get('/tree_structure/child', { status: 0 }, treeSchema),
        tree(CATEGORY_ROOTS.footerResource),
        tree(CATEGORY_ROOTS.footerInformation),
        tree(CATEGORY_ROOTS.footerAbout),
        api.get('/global_cfg', { keyList: SHELL_CONFIG_KEYS.join(',') }, configEntriesSchema),
        api.get('/distributor/area', undefined, areaListSchema),
      ]);
      return composeShell({ nav, resource, information, about, config, areas });
    },
    tree,
    product: (catalogNumber) => api.get(`/product/${encodeURIComponent(catalogNumber)}`, undefined, productDetailSchema),
    productSeo: (catalogNumber) => api.get(`/product/${encodeURIComponent(catalogNumber)}/seo`, undefined, productSeoSchema),
    products: (req) => api.get('/product', { ...req }, productPageSchema),
    popularProducts: (count) => api.get('/popular_product', { number: count }, productRowsSchema),
    search: (req) => api.get('/search', searchParams(req), searchAnswerSchema),
    searchCounts: (req) => api.get('/search/count', { keywords: req.keywords, ...req.filters }, searchCountsSchema),
    searchTab: (tab, req) => api.get(`/search/${tab}`, { keywords: req.keywords, page: req.page }, searchPageSchema),
    searchTags: (keywords) => api.get('/search/tags', { keywords }, searchTagsSchema),
    banners: () => api.get('/banner/show', undefined, bannersSchema),
    articles: (req) => api.get('/article', { ...req }, articlePageSchema),
  };
}
