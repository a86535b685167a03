import { z } from 'zod';
import {
  adminArticlePageSchema,
  adminArticleSchema,
  adminBannerSchema,
  articleEditSchema,
  articleSaveSchema,
  articleListQuerySchema,
  bannerEditSchema,
  bannerSaveSchema,
  contentIdPath,
  contentRemovedSchema,
} from '../admin/content.ts';
import { adminDistributorSchema, adminRecruitmentPostSchema, distributorEditSchema, distributorListQuerySchema, distributorSaveSchema, recruitmentEditSchema, recruitmentSaveSchema } from '../admin/directory.ts';
import { versionQuerySchema } from '../admin/version.ts';
import { endpointsOf } from '../endpoint.ts';

/**
 * Site content in the back office (permission `content`): articles, home-page banners, distributors and
 * recruitment posts, both languages side by side. Every change is audited (the entity, the row's id, before and
 * after); the change feed makes every process forget its cached pages and answers, so the storefront shows it at once.
 */

const declare = endpointsOf({ group: 'admin', access: { permission: 'content' } });

export const adminArticleList = declare({
  route: 'GET /admin/articles',
  query: articleListQuerySchema,
  answer: adminArticlePageSchema,
  does: '`kind` one of `news`, `event`, `investor`; `q` part of either title; `untranslated=1` only those missing a translation; 20 a page, at most 100. News, events and investor notices of every visibility, newest first; `untranslated` counts how many of the kind and search miss a translation; each article has both languages\' fields side by side and its own `untranslated` (a text present in one language and blank in the other)',
});

export const adminArticleCreate = declare({
  route: 'POST /admin/articles',
  body: articleEditSchema,
  answer: adminArticleSchema,
  does: 'the fields of `src/contracts/admin/content.ts`, shared with the form: `publishedAt` a day (YYYY-MM-DD); a title in at least one language; an event needs `eventStart` (a one-day event ends when it starts), other kinds keep no event days; bodies stored sanitized; audited (entity `article`, its id); answers the article',
});

export const adminArticleUpdate = declare({
  route: 'PUT /admin/articles/:id',
  params: contentIdPath,
  body: articleSaveSchema,
  answer: adminArticleSchema,
  does: 'with the `version` the form loaded (required, a 400 naming `version` otherwise; a save from an older version answers 409 `E0409V` with `{current, changedBy, changedAt}`, the row as listed now, nothing written; a save increments it). the same fields: replaces the article; audited with before and after; 404 when there is none. A hidden article (`visible: false`) leaves the storefront\'s lists, page, search and sitemap',
});

export const adminArticleDelete = declare({
  route: 'DELETE /admin/articles/:id',
  params: contentIdPath,
  query: versionQuerySchema,
  answer: contentRemovedSchema,
  does: 'with `?version=` the version the list showed (required, a 400 naming `version` otherwise; a row changed since answers 409 `E0409V` with `{current, changedBy, changedAt}`, nothing removed): removes it, audited with what it was; 404 when there is none',
});

export const adminBannerList = declare({
  route: 'GET /admin/banners',
  answer: z.array(adminBannerSchema),
  does: 'every home-page banner, hidden and scheduled ones too, in carousel order (`showFrom`/`showUntil` ISO date-times or blank)',
});

export const adminBannerCreate = declare({
  route: 'POST /admin/banners',
  body: bannerEditSchema,
  answer: adminBannerSchema,
  does: 'a title in at least one language; `imageUrl` a path on this site (`/images/…` or an uploaded image), `linkUrl` a site path, an http(s) address or blank; `showUntil` after `showFrom`; audited (entity `banner`, its id); answers the banner. `GET /banner/show` lists the visible ones whose schedule includes now',
});

export const adminBannerUpdate = declare({
  route: 'PUT /admin/banners/:id',
  params: contentIdPath,
  body: bannerSaveSchema,
  answer: adminBannerSchema,
  does: 'with the `version` the form loaded (required, a 400 naming `version` otherwise; a save from an older version answers 409 `E0409V` with `{current, changedBy, changedAt}`, the row as listed now, nothing written; a save increments it). the same fields: replaces the banner; audited; 404 when there is none',
});

export const adminBannerDelete = declare({
  route: 'DELETE /admin/banners/:id',
  params: contentIdPath,
  query: versionQuerySchema,
  answer: contentRemovedSchema,
  does: 'with `?version=` the version the list showed (required, a 400 naming `version` otherwise; a row changed since answers 409 `E0409V` with `{current, changedBy, changedAt}`, nothing removed): removes it, audited with what it was; 404 when there is none',
});

export const adminDistributorList = declare({
  route: 'GET /admin/distributors',
  query: distributorListQuerySchema,
  answer: z.array(adminDistributorSchema),
  does: 'the distributors by region (only `areaId`\'s when given), each with `untranslated`',
});

export const adminDistributorCreate = declare({
  route: 'POST /admin/distributors',
  body: distributorEditSchema,
  answer: adminDistributorSchema,
  does: 'the fields of `src/contracts/admin/directory.ts`, shared with the form: name and address in at least one language; an unknown region is a 400 naming `areaId`; audited (entity `distributor`, its id); answers the distributor',
});

export const adminDistributorUpdate = declare({
  route: 'PUT /admin/distributors/:id',
  params: contentIdPath,
  body: distributorSaveSchema,
  answer: adminDistributorSchema,
  does: 'with the `version` the form loaded (required, a 400 naming `version` otherwise; a save from an older version answers 409 `E0409V` with `{current, changedBy, changedAt}`, the row as listed now, nothing written; a save increments it). the same fields: replaces it; audited; 404 when there is none',
});

export const adminDistributorDelete = declare({
  route: 'DELETE /admin/distributors/:id',
  params: contentIdPath,
  query: versionQuerySchema,
  answer: contentRemovedSchema,
  does: 'with `?version=` the version the list showed (required, a 400 naming `version` otherwise; a row changed since answers 409 `E0409V` with `{current, changedBy, changedAt}`, nothing removed): removes it, audited; 404 when there is none',
});

export const adminRecruitmentList = declare({
  route: 'GET /admin/recruitment',
  answer: z.array(adminRecruitmentPostSchema),
  does: 'every job post, newest first, with both languages\' fields and `untranslated`',
});

export const adminRecruitmentCreate = declare({
  route: 'POST /admin/recruitment',
  body: recruitmentEditSchema,
  answer: adminRecruitmentPostSchema,
  does: 'the lists (welfare, duties, requirements) one item per line; title and department in at least one language; audited (entity `recruitment`, its id); answers the post',
});

export const adminRecruitmentUpdate = declare({
  route: 'PUT /admin/recruitment/:id',
  params: contentIdPath,
  body: recruitmentSaveSchema,
  answer: adminRecruitmentPostSchema,
  does: 'with the `version` the form loaded (required, a 400 naming `version` otherwise; a save from an older version answers 409 `E0409V` with `{current, changedBy, changedAt}`, the row as listed now, nothing written; a save increments it). the same fields: replaces it; audited; 404 when there is none',
});

export const adminRecruitmentDelete = declare({
  route: 'DELETE /admin/recruitment/:id',
  params: contentIdPath,
  query: versionQuerySchema,
  answer: contentRemovedSchema,
  does: 'with `?version=` the version the list showed (required, a 400 naming `version` otherwise; a row changed since answers 409 `E0409V` with `{current, changedBy, changedAt}`, nothing removed): removes it, audited; 404 when there is none',
});
