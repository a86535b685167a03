import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { HttpError } from '../../http/errors.ts';
import { requestLang } from '../../http/request-lang.ts';
import { ok } from '../../http/respond.ts';
import { publicRead } from '../../http/api-caching.ts';
import { articleById, articlePage } from './article.queries.ts';
import { articleQuery, distributorQuery, recruitmentQuery, referenceQuery, resourceQuery, serviceQuery } from './content.schemas.ts';
import { distributorList, resourcePage, visibleBanners } from './directory.queries.ts';
import { recruitmentConfig, recruitmentPage } from './recruitment.queries.ts';
import { referencePage, referenceStats } from './reference.queries.ts';
import { richText, richTitles } from './rich-text.queries.ts';
import { serviceList, serviceMenu } from './service.queries.ts';
import { readQuery } from '../../http/validate.ts';

const richQuery = z.object({ title: z.enum(richTitles) });

/** Content: banners, articles, citations, distributors, resources, recruitment and services. */
export function contentRoutes({ db, now }: AppDeps) {
  return new Hono()
    .get('/banner/show', publicRead, async (c) => ok(c, await visibleBanners(db, requestLang(c), now())))
    .get('/article', publicRead, async (c) => {
      const { id, kind, page, size } = readQuery(c, articleQuery);
      if (id === undefined) return ok(c, await articlePage(db, requestLang(c), kind, { page, size }));
      const article = await articleById(db, requestLang(c), id, kind);
      if (!article) throw new HttpError('E0404');
      return ok(c, article);
    })
    .get('/reference', publicRead, async (c) => {
      const { page, size, ...filter } = readQuery(c, referenceQuery);
      return ok(c, await referencePage(db, requestLang(c), filter, { page, size }));
    })
    .get('/reference/stats', publicRead, async (c) => ok(c, await referenceStats(db)))
    .get('/distributor', publicRead, async (c) => {
      const { areaId } = readQuery(c, distributorQuery);
      return ok(c, await distributorList(db, requestLang(c), areaId));
    })
    .get('/resource', publicRead, async (c) => {
      const { page, size, ...filter } = readQuery(c, resourceQuery);
      return ok(c, await resourcePage(db, requestLang(c), filter, { page, size }));
    })
    .get('/recruitment_needs', publicRead, async (c) => {
      const { page, size, hot } = readQuery(c, recruitmentQuery);
      return ok(c, await recruitmentPage(db, requestLang(c), hot, { page, size }));
    })
    .get('/recruitment_needs/config', publicRead, async (c) => ok(c, await recruitmentConfig(db, requestLang(c))))
    .get('/service', publicRead, async (c) => {
      const { menuId } = readQuery(c, serviceQuery);
      return ok(c, await serviceList(db, requestLang(c), menuId));
    })
    .get('/service/menu', publicRead, async (c) => ok(c, await serviceMenu(db, requestLang(c))))
    // Brand, privacy policy and terms as sanitized HTML for /rich-detail and /privacy.
    .get('/rich_text', publicRead, async (c) => {
      const { title } = readQuery(c, richQuery);
      return ok(c, await richText(db, requestLang(c), title));
    });
}
