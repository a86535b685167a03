import type { ListSort } from './product-sorts.ts';
import type { ProductDetail, ProductRow, ProductSeo, TreeNode } from './catalogue.ts';
import type { SearchAnswer, SearchCounts, SearchPage, SearchRequest, SearchTags } from './search.ts';
import type { ShellData } from './shell.ts';
import type { ArticleItem, Banner, Page } from './content.ts';

/** GET /product: filters and paging of a product list. */
export interface ProductListRequest {
  categoryId?: number;
  newAreaId?: number;
  isNew?: boolean;
  /** The list's order (absent: catalogue order). */
  sort?: ListSort;
  page?: number;
  size?: number;
}

/** GET /article: a page of articles, newest first, of one kind or of every kind. */
export interface ArticleListRequest {
  kind?: ArticleItem['kind'];
  page?: number;
  size?: number;
}

export interface ProductPage {
  list: ProductRow[];
  total: number;
  page: number;
  size: number;
}

/**
 * The public data pages are rendered from, in the page's language and at the visitor's prices. The browser
 * reads it over HTTP (src/api/site-data.http.ts); the server answers the same calls from its queries directly
 * (server/web/site-data.direct.ts), with the API's checks and price rule. A missing thing rejects with an
 * ApiError of code E0404, bad input with E0400, exactly as the API answers.
 */
export interface SiteData {
  /** The frame: navigation, footer lists, configuration, provinces. */
  shell(): Promise<ShellData>;
  /** GET /tree_structure?pid=: the visible subtree under a node. */
  tree(pid: number): Promise<TreeNode[]>;
  /** GET /product/{catalogNumber}. */
  product(catalogNumber: string): Promise<ProductDetail>;
  /** GET /product/{catalogNumber}/seo. */
  productSeo(catalogNumber: string): Promise<ProductSeo>;
  /** GET /product. */
  products(req: ProductListRequest): Promise<ProductPage>;
  /** GET /popular_product?number=. */
  popularProducts(count: number): Promise<ProductRow[]>;
  /** GET /search: the product tab with every tab's count; records the search as the API does. */
  search(req: SearchRequest): Promise<SearchAnswer>;
  /** GET /search/count. */
  searchCounts(req: SearchRequest): Promise<SearchCounts>;
  /** GET /search/serve, /search/content. */
  searchTab(tab: 'serve' | 'content', req: SearchRequest): Promise<SearchPage>;
  /** GET /search/tags. */
  searchTags(keywords: string): Promise<SearchTags>;
  /** GET /banner/show: the home page carousel. */
  banners(): Promise<Banner[]>;
  /** GET /article (a page of the list; one article by id is not here). */
  articles(req: ArticleListRequest): Promise<Page<ArticleItem>>;
}
