import { treeSchema } from '../catalogue.ts';
import {
  articleAnswerSchema,
  articleQuery,
  bannersSchema,
  distributorListSchema,
  distributorQuery,
  recruitmentConfigSchema,
  recruitmentPageSchema,
  recruitmentQuery,
  referencePageSchema,
  referenceQuery,
  referenceStatsSchema,
  resourcePageSchema,
  resourceQuery,
  richQuery,
  richTextSchema,
  serviceListSchema,
  serviceQuery,
} from '../content.ts';
import { endpointsOf } from '../endpoint.ts';

// Published content: banners, articles, citations, distributors, resources, recruitment, services and rich texts,
// the same for every visitor of a language.
const declare = endpointsOf({ group: 'storefront', access: 'public', cache: 'public' });

export const contentBanners = declare({
  route: 'GET /banner/show',
  answer: bannersSchema,
  does: 'the home page carousel: the visible banners whose schedule includes now, in their order, texts in the request\'s language; every server process forgets its kept answers and pages at each schedule edge, so a scheduled banner shows within seconds of its start',
});

export const contentArticles = declare({
  route: 'GET /article',
  query: articleQuery,
  answer: articleAnswerSchema,
  does: 'without `id`: a page of the visible articles (news, events, investor notices), newest first, optionally of one `kind`; 20 a page, at most 100. With `id`: that article with its `body` (HTML sanitized by the server), 404 when unknown, hidden or not of the `kind` given. Dates are `YYYY-MM-DD`',
});

export const contentReferences = declare({
  route: 'GET /reference',
  query: referenceQuery,
  answer: referencePageSchema,
  does: 'literature citing the products, newest year first, then highest impact factor: `productId` of one product, `year` 1900–2100, `keyword` part of the title; 20 a page, at most 100; `product` named in the request\'s language, null when the paper cites none of ours',
});

export const contentReferenceStats = declare({
  route: 'GET /reference/stats',
  answer: referenceStatsSchema,
  does: 'the citation facts the company profile quotes, computed from the citations: how many, how many up to 2021, the highest and the mean impact factor (two decimals)',
});

export const contentDistributors = declare({
  route: 'GET /distributor',
  query: distributorQuery,
  answer: distributorListSchema,
  does: 'the authorised distributors by region (the regions\' order), optionally of one `areaId`, at most 500; names, region and address in the request\'s language',
});

export const contentResources = declare({
  route: 'GET /resource',
  query: resourceQuery,
  answer: resourcePageSchema,
  does: 'the downloadable documents, newest first: `kind` one of `manual`, `brochure`, `protocol`, `msds`, `poster`, `categoryId` a category and everything below it; 20 a page, at most 100; titles in the request\'s language; `sizeBytes` the true size of the file a reader gets in that language. The files themselves come through `POST /resource/:id/download` and `/request`',
});

export const contentRecruitment = declare({
  route: 'GET /recruitment_needs',
  query: recruitmentQuery,
  answer: recruitmentPageSchema,
  does: 'the job posts, newest first, `hot=true` only the hot ones; 20 a page, at most 100; texts in the request\'s language, the list fields one item per line of the post',
});

export const contentRecruitmentConfig = declare({
  route: 'GET /recruitment_needs/config',
  answer: recruitmentConfigSchema,
  does: 'the recruitment page\'s facts: the external recruitment site (configuration `recruitment_url`, null when not set), how many posts are hot, and the departments in the request\'s language, sorted',
});

export const contentServices = declare({
  route: 'GET /service',
  query: serviceQuery,
  answer: serviceListSchema,
  does: 'the services under menu node `menuId` and its sub-menus, or under the whole Services root, in their order; texts in the request\'s language, `body` HTML sanitized by the server',
});

export const contentServiceMenu = declare({
  route: 'GET /service/menu',
  answer: treeSchema,
  does: 'the service menu: the visible tree under the Services root, as `GET /tree_structure` answers it',
});

export const contentRichText = declare({
  route: 'GET /rich_text',
  query: richQuery,
  answer: richTextSchema,
  does: 'one rich text of the configuration (`brand`, `privacy_policy`, `terms_conditions`, `company_profile`) in the request\'s language as sanitized HTML, empty when not written; for `/rich-detail`, `/privacy` and `/about-us`; another `title` is a 400 naming it',
});
