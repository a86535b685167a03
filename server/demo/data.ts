import { buildArticles, type ArticleRow } from './articles.ts';
import { buildCategories, type CategoryRow } from './categories.ts';
import { buildCitations, type CitationRow } from './citations.ts';
import { buildConfig, type ConfigRow } from './config.ts';
import { buildDict } from './dict.ts';
import { buildRecruitment, type RecruitmentRow } from './people.ts';
import { buildAreas, buildDistributors, buildIndustries, type AreaRow, type DistributorRow, type IndustryRow } from './places.ts';
import { buildProducts, type ProductRow, type RelatedRow } from './products.ts';
import { buildBanners, buildResources, buildServices, type BannerRow, type ResourceRow, type ServiceRow } from './site.ts';
import type { SizeRow } from './sizes.ts';

/** Every row of the demo content, in the shape of the tables. */
export interface DemoData {
  categories: CategoryRow[];
  products: ProductRow[];
  productSizes: SizeRow[];
  relatedProducts: RelatedRow[];
  citations: CitationRow[];
  services: ServiceRow[];
  articles: ArticleRow[];
  resources: ResourceRow[];
  areas: AreaRow[];
  industries: IndustryRow[];
  distributors: DistributorRow[];
  recruitmentPosts: RecruitmentRow[];
  banners: BannerRow[];
  globalConfig: ConfigRow[];
  dictEntries: ReturnType<typeof buildDict>;
  /** New-product area → the product categories it lists (no column holds this link). */
  newProductAreas: { id: number; productCategoryIds: number[] }[];
}

/** Builds the demo content: pure (no I/O, clock or Math.random), the same rows on every call. */
export function buildDemoData(): DemoData {
  const cats = buildCategories();
  const catalogue = buildProducts(cats);
  const areas = buildAreas();
  return {
    categories: cats.rows,
    products: catalogue.products,
    productSizes: catalogue.sizes,
    relatedProducts: catalogue.related,
    citations: buildCitations(catalogue.products, catalogue.specs),
    services: buildServices(cats),
    articles: buildArticles(),
    resources: buildResources(cats),
    areas,
    industries: buildIndustries(),
    distributors: buildDistributors(areas),
    recruitmentPosts: buildRecruitment(),
    banners: buildBanners(),
    globalConfig: buildConfig(),
    dictEntries: buildDict(catalogue.targets),
    newProductAreas: cats.newProductAreas,
  };
}
