import {
  contentArticles,
  contentBanners,
  contentDistributors,
  contentRecruitment,
  contentRecruitmentConfig,
  contentReferences,
  contentReferenceStats,
  contentResources,
  contentRichText,
  contentServiceMenu,
  contentServices,
} from '../../../src/contracts/endpoints/content.ts';
import type { AppDeps } from '../../deps.ts';
import { HttpError } from '../../http/errors.ts';
import { route, type Route } from '../../http/endpoint-route.ts';
import { requestLang } from '../../http/request-lang.ts';
import { articleById, articlePage } from './article.queries.ts';
import { distributorList, resourcePage, visibleBanners } from './directory.queries.ts';
import { recruitmentConfig, recruitmentPage } from './recruitment.queries.ts';
import { referencePage, referenceStats } from './reference.queries.ts';
import { richText } from './rich-text.queries.ts';
import { serviceList, serviceMenu } from './service.queries.ts';

/** Content: banners, articles, citations, distributors, resources, recruitment and services. */
export function contentRoutes({ db, now }: AppDeps): Route[] {
  return [
    route(contentBanners, (c) => visibleBanners(db, requestLang(c), now())),
    route(contentArticles, async (c, { query: { id, kind, page, size } }) => {
      if (id === undefined) return articlePage(db, requestLang(c), kind, { page, size });
      const article = await articleById(db, requestLang(c), id, kind);
      if (!article) throw new HttpError('E0404');
      return article;
    }),
    route(contentReferences, (c, { query: { page, size, ...filter } }) => referencePage(db, requestLang(c), filter, { page, size })),
    route(contentReferenceStats, () => referenceStats(db)),
    route(contentDistributors, (c, { query: { areaId } }) => distributorList(db, requestLang(c), areaId)),
    route(contentResources, (c, { query: { page, size, ...filter } }) => resourcePage(db, requestLang(c), filter, { page, size })),
    route(contentRecruitment, (c, { query: { page, size, hot } }) => recruitmentPage(db, requestLang(c), hot, { page, size })),
    route(contentRecruitmentConfig, (c) => recruitmentConfig(db, requestLang(c))),
    route(contentServices, (c, { query: { menuId } }) => serviceList(db, requestLang(c), menuId)),
    route(contentServiceMenu, (c) => serviceMenu(db, requestLang(c))),
    // Brand, privacy policy and terms as sanitized HTML for /rich-detail and /privacy.
    route(contentRichText, (c, { query: { title } }) => richText(db, requestLang(c), title)),
  ];
}
